// Hello world, the smallest compilation bench/compile.mjs times.
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
    }
}
