// Returns from native code racing with a revocation of the execution token: the main thread stays in
// native code for about the time after which a runnable thread takes the token from it (20 ms), longer
// and shorter, while another thread runs Java code and makes short native calls of its own. Every call
// must come back to Java code (no lost or doubled token, no deadlock); the output is the same on every
// VM.
public class JniRevoke {
    static { System.loadLibrary("jnitest"); }

    static native void spinMillis(double ms);
    static native int nop(int x);

    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        long[] otherCalls = new long[1];
        Thread other = new Thread(() -> {
            long n = 0;
            int acc = 0;
            while (!stop) {
                acc += nop(1);
                n++;
            }
            otherCalls[0] = n == acc ? 1 : 0;
        });
        other.start();
        int shortCalls = 0;
        for (int i = 0; i < 30; i++) {
            spinMillis(18 + (i * 7) % 17); // 18 to 34 ms
            for (int k = 0; k < 2000; k++) shortCalls += nop(1);
        }
        stop = true;
        other.join();
        System.out.println("long native calls: 30, short ones: " + shortCalls);
        System.out.println("the other thread's calls all returned: " + (otherCalls[0] == 1));
    }
}
