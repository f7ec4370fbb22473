// The program the JVMTI trace agent (native-tests/jvmti/agents/trace) watches: a user class loaded
// late, a thread started and joined, a property the agent set in its OnLoad phase.
public class JvmtiTrace {
    static class Loaded {
        static int value() { return 42; }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main: jvmti.trace.prop=" + System.getProperty("jvmti.trace.prop"));
        Thread w = new Thread(() -> System.out.println("worker: running"), "worker-1");
        w.start();
        w.join();
        System.out.println("main: loaded " + Loaded.value());
        System.out.println("main: done");
    }
}
