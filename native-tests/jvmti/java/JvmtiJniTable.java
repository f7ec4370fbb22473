// The program of the jnitable test agent (native-tests/jvmti/agents/jnitable): makeGlobalRefs makes n
// JNI global references to o (and deletes them) and answers how many NewGlobalRef calls the agent's
// interposer saw; restore puts the original JNI function table back.
public class JvmtiJniTable {
    static native int makeGlobalRefs(Object o, int n);

    static native void restore();

    public static void main(String[] args) throws Exception {
        System.out.println("main thread: " + makeGlobalRefs("a string", 3));
        Thread t = new Thread(() -> System.out.println("new thread: " + makeGlobalRefs(new Object(), 2)));
        t.start();
        t.join();
        restore();
        System.out.println("after restore: " + makeGlobalRefs("another", 2));
    }
}
