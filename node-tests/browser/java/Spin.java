// Runs until stopped: a busy loop for the debugger to pause.
public class Spin {
    static long counter;
    public static void main(String[] args) {
        System.out.println("spinning");
        while (true) {
            counter++;
        }
    }
}
