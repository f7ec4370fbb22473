// The program the frames agent (native-tests/jvmti/agents/frames) inspects: its natives, registered by
// the agent, print the stack and the locals of their callers and change them; the program prints the
// changed values. Scenarios: nested calls with every kind of local, a lambda, a static initialiser,
// a catch block, a finally block run by a propagating exception, reflection, a class loader's
// loadClass run for resolution, a second thread waiting on a monitor and a third blocked entering
// it, a method without a LocalVariableTable (JvmtiFramesNoLvt, compiled with -g:none) and the errors
// of bad depths, slots and types.
import java.io.InputStream;
import java.util.function.IntSupplier;

public class JvmtiFrames {
    static native void dump(String label);          // stack and locals of every frame of this program
    static native void change();                    // changes the locals of its caller
    static native void errors(Object self);         // bad depths, slots and types in its caller
    static native void other(Thread t);             // another thread's stack and locals
    native void instanceProbe(int x);               // GetLocalInstance of a native frame

    static final Object lock = new Object();
    static boolean ready, done;

    int field = 9;

    static int inner(long big, double ratio, String text, int[] arr) {
        float f = 1.5f;
        boolean flag = true;
        char ch = 'q';
        dump("inner");
        return (int) big + arr.length + (flag ? ch : 0) + (int) f + (int) ratio + text.length();
    }

    static int nested(int a, short b) {
        byte small = 3;
        int r = inner(a * 1000L, 2.25, "hello", new int[] {1, 2, 3});
        return r + small + b;
    }

    static void changed(int i, long l, float f, double d, String s, Object o, boolean z) {
        change();
        System.gc(); // the strings the agent stored are only in this frame's slots now: they must survive
        System.out.println("changed: i=" + i + " l=" + l + " f=" + f + " d=" + d + " s=" + s + " o=" + o + " z=" + z);
    }

    static void errorsHere(int i, long l, String s, double d) {
        Object unused = null;
        errors(new JvmtiFrames());
        System.out.println("errors: locals still i=" + i + " l=" + l + " s=" + s + " d=" + d + " unused=" + unused);
    }

    static class Init {
        static int value;
        static {
            int local = 7;
            dump("clinit");
            value = local;
        }
        static int touch() { return value; }
    }

    static int reflected(int n) {
        int twice = n * 2;
        dump("reflection");
        return twice;
    }

    static void catching() {
        String before = "before";
        try {
            throw new IllegalStateException("thrown");
        } catch (IllegalStateException e) {
            int inCatch = 4;
            dump("catch");
            System.out.println("catch: " + e.getMessage() + " " + before + " " + inCatch);
        }
    }

    // the finally block runs while the exception propagates (javac keeps it in an unnamed local)
    static void finallyInFlight() {
        try {
            try {
                throw new IllegalArgumentException("in flight");
            } finally {
                int inFinally = 6;
                dump("finally");
            }
        } catch (IllegalArgumentException e) {
            System.out.println("finally: caught " + e.getMessage());
        }
    }

    // A loader that defines JvmtiFrames$Loaded and JvmtiFrames$Resolved itself: resolving Resolved
    // from Loaded's code calls loadClass on this loader from the VM.
    static class Loader extends ClassLoader {
        Loader() { super(JvmtiFrames.class.getClassLoader()); }
        @Override
        public Class<?> loadClass(String name) throws ClassNotFoundException {
            if (name.equals("JvmtiFrames$Resolved")) dump("loadClass");
            if (!name.equals("JvmtiFrames$Loaded") && !name.equals("JvmtiFrames$Resolved")) return super.loadClass(name);
            synchronized (this) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                    byte[] b = in.readAllBytes();
                    return defineClass(name, b, 0, b.length);
                } catch (java.io.IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
        }
    }

    public static class Loaded implements IntSupplier {
        public int getAsInt() { return Resolved.value(); }
    }

    public static class Resolved {
        static int value() { return 11; }
    }

    static void worker() throws InterruptedException {
        int counter = 5;
        String name = "worker-local";
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
            while (!done) lock.wait();
        }
        System.out.println("worker: counter=" + counter + " name=" + name);
    }

    static int blockedSaw;

    static void blocked() {
        int before = 3;
        synchronized (lock) {
            blockedSaw = before;
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("nested: " + nested(7, (short) 2));
        changed(1, 2L, 3.5f, 4.25, "five", "six", false);
        errorsHere(1, 2L, "three", 4.0);
        IntSupplier lambda = () -> {
            int inLambda = 21;
            dump("lambda");
            return inLambda;
        };
        System.out.println("lambda: " + lambda.getAsInt());
        System.out.println("clinit: " + Init.touch());
        catching();
        finallyInFlight();
        System.out.println("reflection: " + JvmtiFrames.class.getDeclaredMethod("reflected", int.class).invoke(null, 5));
        IntSupplier loaded = (IntSupplier) new Loader().loadClass("JvmtiFrames$Loaded").getDeclaredConstructor().newInstance();
        System.out.println("loadClass: " + loaded.getAsInt());
        new JvmtiFrames().instanceProbe(3);
        System.out.println("no LVT: " + JvmtiFramesNoLvt.run(6));

        Thread t = new Thread(() -> {
            try {
                worker();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "frames-worker");
        t.start();
        Thread b = new Thread(JvmtiFrames::blocked, "frames-blocked");
        synchronized (lock) {
            while (!ready) lock.wait();
            other(t);
            // a thread stopped in Java code: blocked entering the monitor main holds
            b.start();
            while (b.getState() != Thread.State.BLOCKED) Thread.sleep(1);
            other(b);
            done = true;
            lock.notifyAll();
        }
        t.join();
        b.join();
        other(t);
        System.out.println("blocked: saw before=" + blockedSaw);
        System.out.println("main: done");
    }
}
