// Start-up class list program: hello world, and string concatenation (invokedynamic).
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        System.out.println("args: " + args.length);
    }
}
