// JvmtiSampling: allocations for the sampling test agent (native-tests/jvmti/agents/sampling): items,
// arrays of them and a two-dimensional array made in known methods, then 64 MiB of byte arrays; the
// agent counts the samples of the program's own classes (node-tests/jvmti-sampling.test.mjs).
public class JvmtiSampling {
    static final class Item {
        int value;
        Item(int value) { this.value = value; }
    }

    static native void begin();      // the agent enables SampledObjectAlloc
    static native void end();        // ... disables it and prints what it saw

    static Item makeItem(int i) { return new Item(i); }
    static Item[] makeArray(int n) { return new Item[n]; }
    static Item[][] makeGrid() { return new Item[4][5]; }

    public static void main(String[] args) {
        Object keep = null;
        begin();
        for (int i = 0; i < 1000; i++) keep = makeItem(i);
        for (int i = 0; i < 50; i++) keep = makeArray(i);
        for (int i = 0; i < 7; i++) keep = makeGrid();
        long total = 0;
        for (int i = 0; i < 65536; i++) {
            byte[] b = new byte[1024];
            total += b.length;
        }
        end();
        System.out.println("allocated " + total + " " + (keep != null));
    }
}
