// Java side of native-tests/test_jni_invocation.c (the Invocation API test): static methods the C
// program calls after JNI_CreateJavaVM.
public class InvocationTarget {
    static int calls;

    public static int add(int a, int b) {
        calls++;
        return a + b;
    }

    public static String greet(String who) {
        return "hello " + who + " " + System.getProperty("vitrine.test") + " calls=" + calls;
    }

    public static void fail() {
        throw new IllegalStateException("failed on purpose");
    }

    public static long maxMemory() {
        return Runtime.getRuntime().maxMemory();
    }

    public static String threadName() {
        return Thread.currentThread().getName();
    }
}
