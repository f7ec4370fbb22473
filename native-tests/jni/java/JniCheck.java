// -Xcheck:jni: each case (the argument) misuses JNI in one way; HotSpot 17's reports (warnings, or a
// fatal error and abort) are the expected output. Run as `java -Xcheck:jni JniCheck <case>`.
public class JniCheck {
    static {
        System.loadLibrary("jnicheck");
    }

    static native void run(String what, int[] ints, byte[] bytes, String[] strings);
    static native void saveEnv();
    static native void useSavedEnv();
    static native void callJava();
    static native void firstCall();

    static int staticInt = 1;
    static long staticLong = 2;
    int instanceInt = 3;
    long instanceLong = 4;

    static void hello() {
        System.out.println("hello from Java");
    }

    int instanceMethod() {
        return 42;
    }

    static native void fromNonJavaThread();

    static final class Other extends Thread {
        @Override
        public void run() {
            useSavedEnv();
        }
    }

    public static void main(String[] args) throws Exception {
        String what = args[0];
        System.out.println("case " + what);
        if (what.equals("nonJavaThread")) {
            fromNonJavaThread();
        } else if (what.equals("wrongThread")) {
            saveEnv();
            Thread t = new Other();
            t.start();
            t.join();
        } else if (what.equals("uncheckedAcrossReturn")) {
            callJava();
            firstCall();
        } else {
            run(what, new int[] {1, 2, 3}, new byte[] {4, 5, 6}, new String[] {"a"});
        }
        System.out.println("end " + what);
    }
}
