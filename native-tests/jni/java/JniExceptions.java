// JNI exceptions: Throw, ThrowNew (with and without a message), ExceptionOccurred, ExceptionCheck,
// ExceptionClear, ExceptionDescribe (to stderr), exceptions left pending when a native returns,
// exceptions raised by JNI functions themselves, and Java -> native -> Java -> native nesting.
public class JniExceptions {
    static {
        System.loadLibrary("jnitest");
    }

    static class NoMessageCtor extends RuntimeException {
        NoMessageCtor() {
            super("made by the no-argument constructor");
        }
    }

    static native void throwObject(Throwable t);
    static native int throwNew(Class<?> c, String msg);
    static native String occurredAndClear();
    static native void describe(String msg);
    static native int pendingReturn();
    static native String checkAfterCall(int what);
    static native void wrapAndRethrow();
    static native String nested(int depth);
    static native int throwNewBadClass(Class<?> c);
    static native String callWithPending();
    static native String findClassDescriptor();

    static int five() {
        System.out.println("  five runs");
        return 5;
    }

    static int boom() {
        System.out.println("  boom runs");
        throw new IllegalStateException("boom");
    }

    static void thrower(int what) {
        if (what == 1) throw new IllegalStateException("from Java " + what);
        if (what == 2) throw new StackOverflowError();
    }

    static String nestedJava(int depth) {
        if (depth == 0) throw new UnsupportedOperationException("bottom");
        try {
            return nested(depth - 1);
        } catch (UnsupportedOperationException e) {
            return "caught at " + depth + ": " + e.getMessage();
        }
    }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e);
        if (e.getCause() != null) System.out.println("  caused by " + e.getCause());
    }

    public static void main(String[] args) {
        try {
            throwObject(new ArrayStoreException("stored"));
        } catch (ArrayStoreException e) {
            show("throwObject", e);
        }
        try {
            throwNew(IllegalStateException.class, "new message");
        } catch (IllegalStateException e) {
            show("throwNew", e);
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("  top frame " + top.getClassName() + "." + top.getMethodName() + " native=" + top.isNativeMethod());
        }
        try {
            throwNew(RuntimeException.class, null);
        } catch (RuntimeException e) {
            show("throwNew null message", e);
        }
        try {
            throwNew(NoMessageCtor.class, null);
        } catch (RuntimeException e) {
            show("throwNew no-arg constructor", e);
        }
        try {
            throwNew(java.io.IOException.class, "checked \u00e9\u20ac");
        } catch (Exception e) {
            show("throwNew checked", e);
        }
        try {
            System.out.println("throwNewBadClass " + throwNewBadClass(NoMessageCtor.class));
        } catch (Throwable e) {
            show("throwNewBadClass", e);
        }
        System.out.println("occurredAndClear " + occurredAndClear());
        System.err.println("-- describe:");
        describe("described");
        System.err.println("-- describe done");
        System.out.println("after describe");
        try {
            System.out.println("pendingReturn " + pendingReturn());
        } catch (NumberFormatException e) {
            show("pendingReturn", e);
        }
        System.out.println("checkAfterCall " + checkAfterCall(0));
        System.out.println("checkAfterCall " + checkAfterCall(1));
        System.out.println("checkAfterCall " + checkAfterCall(2));
        try {
            wrapAndRethrow();
        } catch (RuntimeException e) {
            show("wrapAndRethrow", e);
        }
        System.out.println("nested " + nested(3));
        // a Java method called with an exception pending runs; the exception is pending again after,
        // unless the method threw its own
        System.out.println("callWithPending " + callWithPending());
        System.out.println("findClassDescriptor " + findClassDescriptor());
        try {
            nested(0);
        } catch (UnsupportedOperationException e) {
            show("nested(0)", e);
        }
    }
}
