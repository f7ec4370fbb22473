// -XX flags with an effect in the VM (VmFlagEffects.jvmargs): the processors Runtime reports
// (-XX:ActiveProcessorCount), helpful NullPointerException messages switched off
// (-XX:-ShowCodeDetailsInExceptionMessages), the depth of recorded stack traces
// (-XX:MaxJavaStackTraceDepth), and System.gc() ignored (-XX:+DisableExplicitGC: the program can only
// see that it returns). Tuning flags of parts the VM does not have are taken too.
public class VmFlagEffects {
    static int depth(int n) {
        if (n == 0) throw new IllegalStateException("deep");
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("processors: " + Runtime.getRuntime().availableProcessors());
        String s = args.length > 5 ? "x" : null;
        try {
            System.out.println(s.length());
        } catch (NullPointerException e) {
            System.out.println("NPE message: " + e.getMessage());
        }
        try {
            depth(50);
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("frames recorded: " + st.length);
            for (StackTraceElement el : st) System.out.println("  at " + el.getMethodName());
        }
        System.gc();
        System.out.println("gc returned");
    }
}
