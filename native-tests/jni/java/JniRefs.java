// JNI references and the rest of the environment: local frames (PushLocalFrame/PopLocalFrame,
// EnsureLocalCapacity), DeleteLocalRef in long loops, global and weak global references,
// GetObjectRefType, IsSameObject, monitors, direct byte buffers, reflection conversions, GetModule,
// GetVersion, GetJavaVM and the JavaVM functions seen from a native method.
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public class JniRefs {
    static {
        System.loadLibrary("jnitest");
    }

    int value = 5;
    static String label = "label";

    JniRefs() {}

    JniRefs(int v) {
        value = v;
    }

    int triple(int x) {
        return 3 * x + value;
    }

    static native String frames();
    static native int manyLocals(int n);
    static native void keepGlobal(Object o);
    static native Object getGlobal();
    static native String dropGlobal();
    static native String weak(Object o);
    static native String refTypes(Object arg);
    static native String sameObject(Object a, Object b);
    static native String monitors(Object o);
    static native String monitorExitUnowned(Object o);
    static native String monitorContended(Object o);
    static volatile boolean released;
    static native ByteBuffer newDirect(int capacity);
    static native String directInfo(Object buffer);
    static native String freeDirect(ByteBuffer b);
    static native int viaReflectedMethod(Method m, Object receiver, int arg);
    static native Object toReflectedMethod(Class<?> c, String name, String sig, boolean isStatic);
    static native String viaReflectedField(Field f, Object receiver);
    static native Object toReflectedField(Class<?> c, String name, String sig, boolean isStatic);
    static native Object newViaConstructor(Constructor<?> c, int arg);
    static native Module moduleOf(Class<?> c);
    static native String vmInfo();

    public static void main(String[] args) throws Exception {
        System.out.println("frames " + frames());
        System.out.println("manyLocals " + manyLocals(200000));
        keepGlobal(new StringBuilder("kept"));
        System.gc();
        System.out.println("global " + getGlobal());
        System.out.println("dropGlobal " + dropGlobal());
        System.out.println("weak " + weak(new Object[0]));
        System.out.println("refTypes " + refTypes("arg"));
        Object o = new Object();
        System.out.println("sameObject " + sameObject(o, o) + " " + sameObject(o, new Object()) + " " + sameObject(null, null)
                + " " + sameObject(o, null));
        System.out.println("monitors " + monitors(new Object()));
        System.out.println("monitorExitUnowned " + monitorExitUnowned(new Object()));
        // MonitorEnter on a monitor another thread holds waits until that thread lets go
        Object lock = new Object();
        java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
        Thread holder = new Thread(() -> {
            synchronized (lock) {
                held.countDown();
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                released = true;
            }
        });
        holder.start();
        held.await();
        System.out.println("monitorContended " + monitorContended(lock));
        holder.join();
        ByteBuffer b = newDirect(16).order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("direct " + b.isDirect() + " " + b.capacity() + " " + b.limit() + " " + b.position());
        b.putInt(0, 0x01020304);
        b.put(15, (byte) 0x7f);
        System.out.println("directInfo " + directInfo(b));
        System.out.println("directInfo heap " + directInfo(ByteBuffer.allocate(8)));
        System.out.println("directInfo allocateDirect " + directInfo(ByteBuffer.allocateDirect(32)));
        System.out.println("directInfo slice " + directInfo(b.slice(4, 8)));
        System.out.println("directInfo not a buffer " + directInfo("x"));
        System.out.println("freeDirect " + freeDirect(b));
        Method triple = JniRefs.class.getDeclaredMethod("triple", int.class);
        System.out.println("viaReflectedMethod " + viaReflectedMethod(triple, new JniRefs(), 4));
        System.out.println("toReflectedMethod " + toReflectedMethod(JniRefs.class, "triple", "(I)I", false));
        System.out.println("toReflectedMethod " + toReflectedMethod(String.class, "valueOf", "(I)Ljava/lang/String;", true));
        System.out.println("toReflectedMethod " + toReflectedMethod(JniRefs.class, "<init>", "(I)V", false));
        System.out.println("viaReflectedField " + viaReflectedField(JniRefs.class.getDeclaredField("value"), new JniRefs(9)));
        System.out.println("viaReflectedField " + viaReflectedField(JniRefs.class.getDeclaredField("label"), null));
        System.out.println("toReflectedField " + toReflectedField(JniRefs.class, "value", "I", false));
        System.out.println("toReflectedField " + toReflectedField(Integer.class, "MIN_VALUE", "I", true));
        Object n = newViaConstructor(JniRefs.class.getDeclaredConstructor(int.class), 11);
        System.out.println("newViaConstructor " + ((JniRefs) n).value);
        Module m = moduleOf(String.class);
        System.out.println("moduleOf String " + m.isNamed() + " " + m.getName() + " " + (m == String.class.getModule()));
        m = moduleOf(JniRefs.class);
        System.out.println("moduleOf JniRefs " + m.isNamed() + " " + (m == JniRefs.class.getModule()));
        System.out.println("vmInfo " + vmInfo());
    }
}
