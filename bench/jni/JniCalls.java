// JniCalls: the cost of JNI, measured inside the program. Usage: java JniCalls MODE [N], with the
// library of bench/jni/benchjni.c on java.library.path. MODE:
//   call       N calls of a native method that returns at once (Java -> native)
//   roundtrip  N calls of a native method that calls a static Java method back (Java -> native -> Java)
//   region     one native call that makes N GetIntArrayRegion calls of 16 elements each
// A warm-up of N/10 operations runs first (for the JIT; the interpreters gain nothing). Prints a
// checksum on stdout (the same on every VM) and "metric MODE ns/op VALUE" on stderr, the time per
// operation of the measured part, which bench/run.sh collects.
public final class JniCalls {
    static native int nop(int x);

    static native int roundTrip(int x);

    static native long regions(int[] array, int count);

    // Called back from roundTrip through CallStaticIntMethod.
    static int up(int x) {
        return x * 3 + 1;
    }

    static long once(String mode, int n, int[] array) {
        long acc = 0;
        switch (mode) {
            case "call":
                for (int i = 0; i < n; i++) {
                    acc += nop(i);
                }
                return acc;
            case "roundtrip":
                for (int i = 0; i < n; i++) {
                    acc += roundTrip(i);
                }
                return acc;
            case "region":
                return regions(array, n);
            default:
                throw new IllegalArgumentException("unknown mode " + mode + " (call, roundtrip, region)");
        }
    }

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "roundtrip";
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        System.loadLibrary("benchjni");
        int[] array = new int[1024];
        for (int i = 0; i < array.length; i++) {
            array[i] = i * 7 + 3;
        }
        long warm = once(mode, n / 10, array);
        long t0 = System.nanoTime();
        long acc = once(mode, n, array);
        long t1 = System.nanoTime();
        System.out.println(mode + " " + n + " checksum " + Long.toHexString(acc ^ warm));
        System.err.println("metric " + mode + " ns/op " + String.format("%.1f", (t1 - t0) / (double) n));
    }
}
