// Start-up class list program: hello world with string concatenation (invokedynamic) and formatting.
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        System.out.println("args: " + args.length);
        System.out.printf("%d %s%n", 42, "formatted");
    }
}
