// The program `make demo` runs on HotSpot, on native Vitrine and on Vitrine in WebAssembly.
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello from Vitrine!");
        int sum = 0;
        for (int i = 1; i <= 10; i++) {
            sum += i;
        }
        System.out.println(sum);
    }
}
