// JNI FatalError: the message and the thread's stack on stdout, then the VM aborts (exit 134).
public class JniFatal {
    static {
        System.loadLibrary("jnitest");
    }

    static native void fatal(String msg);

    static void inJava() {
        fatal("something went badly wrong");
    }

    public static void main(String[] args) {
        System.out.println("before");
        inJava();
        System.out.println("not reached");
    }
}
