// The program the tags agent watches (native-tests/jvmti/agents/tags): objects tagged by a native
// method, dropped, collected; the natives are registered by the agent.
public class JvmtiTags {
    static native void tagAll(Object[] objects);
    static native void report(int expectFreed);

    static int id(int i) {
        return i;
    }

    public static void main(String[] args) {
        Object[] objects = {new Object(), "a literal", new int[3], JvmtiTags.class, new StringBuilder("x")};
        tagAll(objects);
        objects = null;
        System.gc();
        // a VM may collect at its next safepoint rather than inside System.gc(): calls and a loop give
        // it some before report() looks
        int sum = 0;
        for (int i = 0; i < 1000; i++) sum += id(i);
        report(sum > 0 ? 3 : 0);
        System.out.println("main: done");
    }
}
