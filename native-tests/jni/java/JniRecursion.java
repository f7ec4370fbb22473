// StackOverflowError through JNI: Java and native frames alternating (each native method calls back
// into Java), and Java code called from a native method that recurses by itself. The error reaches the
// Java caller, the native code sees it pending, and the thread goes on afterwards.
public class JniRecursion {
    static {
        System.loadLibrary("jnitest");
    }

    static native int down(int n);

    static native String callOverflowing();

    static int deepest;

    static int up(int n) {
        deepest = n;
        return down(n) + 1;
    }

    static int overflow(int n) {
        deepest = n;
        return overflow(n + 1) + 1;
    }

    public static void main(String[] args) {
        for (int round = 1; round <= 2; round++) {
            deepest = 0;
            try {
                System.out.println("returned " + up(0));
            } catch (StackOverflowError e) {
                System.out.println("round " + round + ": StackOverflowError through JNI up-calls, more than 100 levels: " + (deepest > 100));
            }
        }
        deepest = 0;
        System.out.println("from native code: " + callOverflowing() + ", more than 1000 levels: " + (deepest > 1000));
        System.out.println("still running");
    }
}
