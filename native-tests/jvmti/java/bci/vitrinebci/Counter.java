package vitrinebci;

/**
 * The counts of the bytecode-instrumentation agent (native-tests/jvmti/agents/bci): the classes it
 * rewrites call enter(id) at the start of each method and allocate(id) before each allocating
 * instruction. The agent puts this class on the boot class path and reads the arrays when the VM
 * dies. It calls nothing itself (only array stores under its class's monitor), so counting can never
 * recurse into counted code; it is never instrumented.
 */
public final class Counter {
    public static final long[] entries = new long[32768];
    public static final long[] allocations = new long[32768];

    private Counter() {
    }

    public static synchronized void enter(int id) {
        entries[id]++;
    }

    public static synchronized void allocate(int id) {
        allocations[id]++;
    }
}
