// Java code called from a native method through JNI makes many times the heap (run with -Xmx32m) in
// short-lived garbage: the VM collects inside the call instead of failing with OutOfMemoryError, and
// what the native holds through local and global references survives. A weak reference cleared by
// System.gc() inside the call shows that a collection ran there.
import java.lang.ref.WeakReference;

public class JniGarbage {
    static { System.loadLibrary("jnitest"); }

    static native String churnThrough(int rounds);
    static native Object callMake();

    static long checksum;
    static WeakReference<Object> weak;
    static boolean clearedInside;

    // about 10 MB of garbage per round, in arrays that die at once
    static void churn(int round) {
        for (int i = 0; i < 2500; i++) {
            byte[] b = new byte[4096];
            b[i % 4096] = (byte) (i + round);
            checksum += b[i % 4096];
        }
        if (round == 3) {
            weak = new WeakReference<>(new Object());
            System.gc();
            clearedInside = weak.get() == null;
        }
    }

    static Object make() {
        StringBuilder sb = new StringBuilder("made before the garbage");
        for (int round = 0; round < 10; round++) churn(round);
        return sb;
    }

    public static void main(String[] args) {
        System.out.println(churnThrough(30));
        System.out.println("checksum " + checksum);
        System.out.println("weak reference cleared inside the call: " + clearedInside);
        System.out.println(callMake());
        System.out.println("checksum " + checksum);
    }
}
