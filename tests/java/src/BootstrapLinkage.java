import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;

// Bootstrap methods of user code that do real work while the VM links: an invokedynamic call site
// and a dynamic constant (ldc of CONSTANT_Dynamic) whose bootstrap methods make many times the heap
// limit in short-lived garbage, and ones that wait on a monitor until another thread has run. The
// class holding them is written here byte by byte (javac emits neither for user bootstrap methods).
public class BootstrapLinkage {
    public static long made;
    static int sink;
    static final Object lock = new Object();
    static boolean released;

    static void churn(int megabytes) {
        for (int i = 0; i < megabytes; i++) {
            byte[] b = new byte[1 << 20];
            b[i & 1023] = (byte) i;
            sink += b[17];
            made += b.length;
        }
    }

    static void waitForOther(String who) throws InterruptedException {
        Thread other = new Thread(() -> {
            for (int i = 1; i <= 3; i++) System.out.println("  other thread " + i + " while " + who + " waits");
            synchronized (lock) {
                released = true;
                lock.notifyAll();
            }
        });
        synchronized (lock) {
            released = false;
            other.start();
            while (!released) lock.wait();
        }
        other.join();
    }

    public static String target() { return "linked call site"; }

    public static CallSite garbageSite(MethodHandles.Lookup l, String name, MethodType type) throws Exception {
        churn(150);
        return new ConstantCallSite(l.findStatic(BootstrapLinkage.class, "target", MethodType.methodType(String.class)).asType(type));
    }

    public static Object garbageConstant(MethodHandles.Lookup l, String name, Class<?> type) {
        churn(150);
        return "dynamic constant " + name;
    }

    public static CallSite waitingSite(MethodHandles.Lookup l, String name, MethodType type) throws Exception {
        waitForOther("a bootstrap method");
        return garbageSiteNoChurn(l, type);
    }

    static CallSite garbageSiteNoChurn(MethodHandles.Lookup l, MethodType type) throws Exception {
        return new ConstantCallSite(l.findStatic(BootstrapLinkage.class, "target", MethodType.methodType(String.class)).asType(type));
    }

    public static Object waitingConstant(MethodHandles.Lookup l, String name, Class<?> type) throws Exception {
        waitForOther("a dynamic constant's bootstrap method");
        return "dynamic constant " + name;
    }

    public static CallSite failingSite(MethodHandles.Lookup l, String name, MethodType type) {
        throw new IllegalStateException("no site for " + name);
    }

    // A class "Gen<suffix>" with static methods site() (invokedynamic) and constant() (ldc of a
    // dynamic constant) bootstrapped by the named static methods of this class.
    static byte[] generate(String className, String siteBsm, String constantBsm) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(55);
        String[] utf = {
            className, "java/lang/Object", "site", "()Ljava/lang/Object;", "Code", "BootstrapLinkage", siteBsm,
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
            "run", "BootstrapMethods", "constant", constantBsm,
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;",
            "value", "Ljava/lang/Object;" };
        // utf8 entries 1..15, then: 16 Class this, 17 Class Object, 18 Class owner, 19 NaT bsm1,
        // 20 Methodref bsm1, 21 MethodHandle bsm1, 22 NaT run, 23 InvokeDynamic, 24 NaT bsm2,
        // 25 Methodref bsm2, 26 MethodHandle bsm2, 27 NaT value, 28 Dynamic
        out.writeShort(29);
        for (String s : utf) { out.writeByte(1); out.writeUTF(s); }
        out.writeByte(7); out.writeShort(1);
        out.writeByte(7); out.writeShort(2);
        out.writeByte(7); out.writeShort(6);
        out.writeByte(12); out.writeShort(7); out.writeShort(8);
        out.writeByte(10); out.writeShort(18); out.writeShort(19);
        out.writeByte(15); out.writeByte(6); out.writeShort(20);
        out.writeByte(12); out.writeShort(9); out.writeShort(4);
        out.writeByte(18); out.writeShort(0); out.writeShort(22);
        out.writeByte(12); out.writeShort(12); out.writeShort(13);
        out.writeByte(10); out.writeShort(18); out.writeShort(24);
        out.writeByte(15); out.writeByte(6); out.writeShort(25);
        out.writeByte(12); out.writeShort(14); out.writeShort(15);
        out.writeByte(17); out.writeShort(1); out.writeShort(27);
        out.writeShort(0x21); out.writeShort(16); out.writeShort(17); out.writeShort(0); out.writeShort(0);
        out.writeShort(2);
        byte[][] codes = { { (byte) 0xba, 0, 23, 0, 0, (byte) 0xb0 }, { 0x13, 0, 28, (byte) 0xb0 } };
        int[] names = { 3, 11 };
        for (int m = 0; m < 2; m++) {
            out.writeShort(0x09); out.writeShort(names[m]); out.writeShort(4); out.writeShort(1);
            out.writeShort(5); out.writeInt(12 + codes[m].length);
            out.writeShort(1); out.writeShort(0); out.writeInt(codes[m].length); out.write(codes[m]);
            out.writeShort(0); out.writeShort(0);
        }
        out.writeShort(1);
        out.writeShort(10); out.writeInt(10); out.writeShort(2);
        out.writeShort(21); out.writeShort(0);
        out.writeShort(26); out.writeShort(0);
        return bytes.toByteArray();
    }

    static Class<?> define(String name, String siteBsm, String constantBsm) throws Exception {
        return MethodHandles.lookup().defineClass(generate(name, siteBsm, constantBsm));
    }

    static Object call(Class<?> c, String method) throws Exception {
        Method m = c.getMethod(method);
        return m.invoke(null);
    }

    public static void main(String[] args) throws Exception {
        Class<?> garbage = define("GenGarbage", "garbageSite", "garbageConstant");
        System.out.println(call(garbage, "site") + " after " + (made >> 20) + " MB of garbage");
        System.out.println(call(garbage, "constant") + " after " + (made >> 20) + " MB of garbage");
        System.out.println("again: " + call(garbage, "site") + ", " + call(garbage, "constant") + ", " + (made >> 20) + " MB");

        Class<?> waiting = define("GenWaiting", "waitingSite", "waitingConstant");
        System.out.println("call site:");
        System.out.println(call(waiting, "site"));
        System.out.println("dynamic constant:");
        System.out.println(call(waiting, "constant"));

        Class<?> failing = define("GenFailing", "failingSite", "garbageConstant");
        for (int i = 0; i < 2; i++) {
            try {
                call(failing, "site");
            } catch (java.lang.reflect.InvocationTargetException e) {
                Throwable c = e.getCause();
                System.out.println(c + (c.getCause() != null ? " caused by " + c.getCause() : ""));
            }
        }
    }
}
