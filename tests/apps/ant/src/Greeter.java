public class Greeter {
    public static void main(String[] args) {
        System.out.println("Greeter says: " + args[0] + " (" + args[0].length() + " chars)");
    }
}
