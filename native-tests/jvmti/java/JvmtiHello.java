// The smallest program, for test agents whose work is all in their own events.
public class JvmtiHello {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
