// The program the tags agent watches (native-tests/jvmti/agents/tags): objects tagged by a native
// method, dropped, collected; the natives are registered by the agent.
public class JvmtiTags {
    static native void tagAll(Object[] objects);
    static native void report(int expectFreed);

    public static void main(String[] args) {
        Object[] objects = {new Object(), "a literal", new int[3], JvmtiTags.class, new StringBuilder("x")};
        tagAll(objects);
        objects = null;
        System.gc();
        report(3);
        System.out.println("main: done");
    }
}
