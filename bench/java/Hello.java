// Hello: the start-up benchmark. Time is dominated by VM start-up (class library boot,
// LauncherHelper, System.out) rather than by the program.
public final class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
    }
}
