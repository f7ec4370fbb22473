// JvmtiRedefine: class redefinition and retransformation through the redefine test agent
// (native-tests/jvmti/agents/redefine, node-tests/jvmti-redefine.test.mjs). The other versions of
// RedefTarget and RedefWaiter are compiled from native-tests/jvmti/java/redefine/<name>/ into <name>/
// beside these classes.
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

interface RedefIface {
    String iface();
}

// The agent's ClassFileLoadHook rewrites the string below as the class loads (and again when it is
// retransformed or redefined).
class RedefLoad {
    static String text() { return "original"; }
}

// A thread waits in waitThenSay() while the class is redefined (version 2: redefine/waiter/).
class RedefWaiter {
    static final Object lock = new Object();
    static boolean go;

    static String waitThenSay() throws InterruptedException {
        synchronized (lock) {
            while (!go) lock.wait();
        }
        return "waiter v1 continued";
    }

    static String say() { return "say v1"; }
}

// The agent's ClassFileLoadHook replaces this class's bytes with ones that are no class file.
class RedefBroken {
}

public class JvmtiRedefine {
    static native String redefine(Class<?> c, byte[] bytes);  // the agent's RedefineClasses: its error
    static native String redefineTwo(Class<?> a, byte[] ab, Class<?> b, byte[] bb);
    static native String retransform(Class<?> c);
    static native boolean modifiable(Class<?> c);
    static native String redefineInFrames(byte[] bytes);      // redefines RedefTarget and looks at the frames
    static native void setBreakpoint();                       // at RedefTarget.virt's first instruction
    static native int breakpoints();                          // hits so far
    static native void report();                              // what ClassFileLoadHook saw
    static native String frames(Thread t);                    // t's methods, obsolete ones marked

    static byte[] bytesOf(String version, String name) throws Exception {
        return Files.readAllBytes(Path.of(version, name + ".class"));
    }

    static String redefineHere() {
        try {
            return redefineInFrames(bytesOf("v2", "RedefTarget"));
        } catch (Exception e) {
            return e.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("RedefLoad.text() after the load hook: " + RedefLoad.text());
        report();
        try {
            System.out.println(new RedefBroken());
        } catch (ClassFormatError e) {
            System.out.println("a class the hook broke: " + e);
        }

        System.out.println("modifiable: RedefTarget " + modifiable(RedefTarget.class) + ", int[] " + modifiable(int[].class)
            + ", int " + modifiable(int.class) + ", String " + modifiable(String.class));
        Supplier<String> lambda = () -> "lambda";
        System.out.println("modifiable: a lambda's hidden class " + modifiable(lambda.getClass()));

        // the unsupported changes, each with its error; nothing changes
        String[] bad = {"addfield", "fieldtype", "addmethod", "deletemethod", "superclass", "interfaces", "classmodifiers",
                        "methodmodifiers", "nestmembers", "permitted"};
        for (String v : bad) System.out.println(v + ": " + redefine(RedefTarget.class, bytesOf(v, "RedefTarget")));
        byte[] v2 = bytesOf("v2", "RedefTarget");
        System.out.println("another class's bytes: " + redefine(RedefTarget.class, bytesOf(".", "RedefLoad")));
        System.out.println("not a class file: " + redefine(RedefTarget.class, new byte[] {1, 2, 3, 4}));
        byte[] truncated = java.util.Arrays.copyOf(v2, v2.length / 2);
        System.out.println("truncated: " + redefine(RedefTarget.class, truncated));
        byte[] future = v2.clone();
        future[7] = 99; // major version 99
        System.out.println("class file version 99: " + redefine(RedefTarget.class, future));
        // virt()'s `ldc "virt v2"; areturn` made `ldc; ireturn`: code the verifier rejects
        byte[] unverifiable = v2.clone();
        for (int k = 0; k + 10 < unverifiable.length; k++) {
            if (unverifiable[k] == 0 && unverifiable[k + 1] == 1 && unverifiable[k + 2] == 0 && unverifiable[k + 3] == 1
                    && unverifiable[k + 4] == 0 && unverifiable[k + 5] == 0 && unverifiable[k + 6] == 0 && unverifiable[k + 7] == 3
                    && unverifiable[k + 8] == 0x12 && unverifiable[k + 10] == (byte) 0xb0) {
                unverifiable[k + 10] = (byte) 0xac;
                break;
            }
        }
        System.out.println("unverifiable code: " + redefine(RedefTarget.class, unverifiable));
        System.out.println("int[]: " + redefine(int[].class, v2));
        System.out.println("int: " + redefine(int.class, v2));
        System.out.println("a lambda's hidden class: " + redefine(lambda.getClass(), v2));
        System.out.println("all or nothing: " + redefineTwo(RedefTarget.class, v2, RedefIface.class, new byte[] {1, 2, 3}));

        // version 1 runs, and its call sites are linked (quickened)
        RedefTarget t = new RedefTarget();
        RedefIface i = t;
        setBreakpoint();
        for (int k = 0; k < 3; k++) {
            System.out.println("before: " + RedefTarget.version() + ", " + t.virt() + ", " + i.iface() + ", line "
                + RedefTarget.where());
        }
        System.out.println("breakpoints hit: " + breakpoints());
        Method reflected = RedefTarget.class.getDeclaredMethod("version");
        System.out.println("reflection: " + reflected.invoke(null));

        // redefined while running(), emcp() and redefineHere() run
        System.out.println(RedefTarget.running());

        // the same call sites now run version 2
        for (int k = 0; k < 2; k++) {
            System.out.println("after: " + RedefTarget.version() + ", " + t.virt() + ", " + i.iface() + ", line "
                + RedefTarget.where());
        }
        System.out.println("breakpoints hit: " + breakpoints());
        System.out.println("reflection: " + reflected.invoke(null) + ", "
            + RedefTarget.class.getDeclaredMethod("version").invoke(null) + ", "
            + RedefTarget.class.getDeclaredMethods().length + " methods");
        System.out.println("running() now: " + RedefTarget.running());

        // redefined while another thread waits in it
        Thread waiter = new Thread(() -> {
            try {
                String said = RedefWaiter.waitThenSay();
                System.out.println(said + ", then " + RedefWaiter.say());
            } catch (InterruptedException e) {
                System.out.println(e);
            }
        }, "waiter");
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("waiter before: " + frames(waiter));
        System.out.println("redefine RedefWaiter: " + redefine(RedefWaiter.class, bytesOf("waiter", "RedefWaiter")));
        System.out.println("waiter after: " + frames(waiter));
        synchronized (RedefWaiter.lock) {
            RedefWaiter.go = true;
            RedefWaiter.lock.notifyAll();
        }
        waiter.join();

        // retransformation, then redefinition, of the class the hook rewrote as it loaded
        System.out.println("retransform: " + retransform(RedefLoad.class));
        System.out.println("RedefLoad.text(): " + RedefLoad.text());
        System.out.println("redefine RedefLoad: " + redefine(RedefLoad.class, bytesOf(".", "RedefLoad")));
        System.out.println("RedefLoad.text(): " + RedefLoad.text());
        System.out.println("retransform again: " + retransform(RedefLoad.class));
        System.out.println("RedefLoad.text(): " + RedefLoad.text());
        report();
    }
}
