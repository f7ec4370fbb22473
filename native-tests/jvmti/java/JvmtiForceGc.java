// JvmtiForceGc: objects tagged by the forcegc test agent, dropped, and collected by its
// ForceGarbageCollection (native-tests/jvmti/agents/forcegc, node-tests/jvmti-jdwp.test.mjs).
public class JvmtiForceGc {
    static native void tagAll(Object[] objects);
    static native void collect();

    public static void main(String[] args) {
        Object[] objects = new Object[5];
        for (int i = 0; i < objects.length; i++) objects[i] = new int[100 + i];
        tagAll(objects);
        objects = null;
        collect();
        System.out.println("done");
    }
}
