// JNI classes, objects, method calls and fields: FindClass, GetSuperclass, IsAssignableFrom,
// AllocObject, NewObject[V|A], GetObjectClass, IsInstanceOf, Get[Static]MethodID, every
// Call<Type>Method[V|A] (virtual, non-virtual, static, through interfaces), every field type
// (instance and static), and the errors (NoClassDefFoundError, NoSuchMethodError, NoSuchFieldError,
// InstantiationException, NullPointerException, exceptions thrown by the called Java code).
public class JniObjects {
    static {
        System.loadLibrary("jnitest");
    }

    interface Shape {
        String name();

        default String describe() {
            return "shape " + name();
        }
    }

    static class Base implements Shape {
        public String name() {
            return "base";
        }

        String who() {
            return "Base.who";
        }
    }

    static class Derived extends Base {
        public String name() {
            return "derived";
        }

        String who() {
            return "Derived.who";
        }
    }

    static abstract class Abstract {
        abstract int f();
    }

    static class Point {
        int x, y;
        static int created;

        Point() {
            this(-1, -1);
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
            created++;
        }

        Point(String bad) {
            throw new IllegalArgumentException("bad point " + bad);
        }

        public String toString() {
            return "Point(" + x + "," + y + ")";
        }
    }

    static class BadInit {
        static int v = Integer.parseInt("not a number");
    }

    // targets of the Call*Method tests
    static class Target {
        boolean z = true;
        byte b = -2;
        char c = 'c';
        short s = -300;
        int i = 123456;
        long j = 1L << 50;
        float f = 1.25f;
        double d = -2.5e-10;
        Object l = "object";
        static boolean sz = false;
        static byte sb = 7;
        static char sc = 'S';
        static short ss = 32000;
        static int si = -7;
        static long sj = -1L;
        static float sf = 3.5f;
        static double sd = 1e300;
        static Object sl = "static object";
        static int calls;

        boolean getZ(boolean x) { calls++; return !x; }
        byte getB(byte x) { calls++; return (byte) (x + 1); }
        char getC(char x) { calls++; return (char) (x + 1); }
        short getS(short x) { calls++; return (short) (x + 1); }
        int getI(int x) { calls++; return x + 1; }
        long getJ(long x) { calls++; return x + 1; }
        float getF(float x) { calls++; return x + 1; }
        double getD(double x) { calls++; return x + 1; }
        Object getL(Object x) { calls++; return "got " + x; }
        void getV(int x) { calls += x; }
        String sum(int a, long b, double c, float d, byte e, short f, char g, boolean h, String k) {
            return a + "," + b + "," + c + "," + d + "," + e + "," + f + "," + g + "," + h + "," + k;
        }
        int fails(int x) { throw new ArithmeticException("fails " + x); }

        static boolean sgetZ(boolean x) { return !x; }
        static byte sgetB(byte x) { return (byte) (x * 2); }
        static char sgetC(char x) { return Character.toUpperCase(x); }
        static short sgetS(short x) { return (short) (x * 2); }
        static int sgetI(int x) { return x * 2; }
        static long sgetJ(long x) { return x * 2; }
        static float sgetF(float x) { return x * 2; }
        static double sgetD(double x) { return x * 2; }
        static Object sgetL(Object x) { return "static " + x; }
        static void sgetV(int x) { calls += 1000 * x; }
    }

    static class SubTarget extends Target {
        int i = 999; // hides Target.i
        int getI(int x) { return x - 1; }
    }

    static native Class<?> findClass(String name);
    static native Class<?> superclass(Class<?> c);
    static native boolean assignable(Class<?> sub, Class<?> sup);
    static native Object alloc(Class<?> c);
    static native Object newPoint(int x, int y, int how);
    static native Object newPointBad();
    static native Class<?> classOf(Object o);
    static native boolean instanceOf(Object o, Class<?> c);
    static native String methodId(Class<?> c, String name, String sig, boolean isStatic);
    static native String callAll(Target t, int how);
    static native String callStaticAll(int how);
    static native String callVirtual(Object o, Class<?> c, String name);
    static native String callNonvirtual(Object o, Class<?> c, String name);
    static native int callFails(Target t);
    static native String fieldsAll(Target t);
    static native String setFieldsAll(Target t);
    static native String staticFieldsAll();
    static native String fieldId(Class<?> c, String name, String sig, boolean isStatic);
    static native int hiddenField(SubTarget t, Class<?> c);
    static native Object callWithNullReceiver();

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e);
        if (e.getCause() != null) System.out.println("  caused by " + e.getCause());
    }

    public static void main(String[] args) {
        System.out.println("findClass " + findClass("java/lang/String").getName());
        System.out.println("findClass " + findClass("[I").getName() + " " + findClass("[[Ljava/lang/Object;").getName());
        System.out.println("findClass " + findClass("JniObjects$Point").getName());
        try {
            findClass("no/such/Klass");
        } catch (NoClassDefFoundError e) {
            show("findClass missing", e);
        }
        try {
            findClass("JniObjects$BadInit");
        } catch (Throwable e) {
            show("findClass BadInit", e);
        }
        try {
            findClass("JniObjects$BadInit");
        } catch (Throwable e) {
            show("findClass BadInit again", e);
        }
        System.out.println("superclass " + superclass(String.class) + " " + superclass(Object.class) + " "
                + superclass(Runnable.class) + " " + superclass(int[].class) + " " + superclass(int.class) + " "
                + superclass(Derived.class).getName());
        System.out.println("assignable " + assignable(String.class, Object.class) + " " + assignable(Object.class, String.class)
                + " " + assignable(Derived.class, Shape.class) + " " + assignable(int.class, int.class) + " "
                + assignable(int.class, long.class) + " " + assignable(String[].class, Object[].class) + " "
                + assignable(int[].class, Object.class) + " " + assignable(int[].class, Object[].class));
        Point p = (Point) alloc(Point.class);
        System.out.println("alloc " + p + " created=" + Point.created);
        try {
            alloc(Runnable.class);
        } catch (Throwable e) {
            show("alloc interface", e);
        }
        try {
            alloc(Abstract.class);
        } catch (Throwable e) {
            show("alloc abstract", e);
        }
        for (int how = 0; how < 3; how++) System.out.println("newPoint " + how + " " + newPoint(how, how * 10, how) + " created=" + Point.created);
        try {
            newPointBad();
        } catch (IllegalArgumentException e) {
            show("newPointBad", e);
        }
        System.out.println("classOf " + classOf("x").getName() + " " + classOf(new int[0]).getName());
        System.out.println("instanceOf " + instanceOf("x", CharSequence.class) + " " + instanceOf("x", Integer.class) + " "
                + instanceOf(null, Integer.class) + " " + instanceOf(new Derived(), Shape.class));
        System.out.println(methodId(Target.class, "getI", "(I)I", false));
        System.out.println(methodId(SubTarget.class, "getZ", "(Z)Z", false));
        System.out.println(methodId(Derived.class, "describe", "()Ljava/lang/String;", false));
        System.out.println(methodId(Target.class, "sgetI", "(I)I", true));
        System.out.println(methodId(Target.class, "<init>", "()V", false));
        System.out.println(methodId(Target.class, "nope", "()V", false));
        System.out.println(methodId(Target.class, "getI", "(J)I", false));
        System.out.println(methodId(Target.class, "getI", "(I)I", true));
        System.out.println(methodId(Target.class, "sgetI", "(I)I", false));
        System.out.println(methodId(SubTarget.class, "<init>", "(I)V", false));
        System.out.println(methodId(Runnable.class, "run", "()V", false));
        System.out.println(methodId(Runnable.class, "hashCode", "()I", false));
        Target t = new Target();
        for (int how = 0; how < 3; how++) System.out.println("callAll " + how + " " + callAll(t, how));
        for (int how = 0; how < 3; how++) System.out.println("callStaticAll " + how + " " + callStaticAll(how));
        System.out.println("calls " + Target.calls);
        System.out.println("virtual " + callVirtual(new Derived(), Base.class, "who") + " " + callVirtual(new Derived(), Shape.class, "name")
                + " " + callVirtual(new Base(), Shape.class, "describe"));
        System.out.println("nonvirtual " + callNonvirtual(new Derived(), Base.class, "who") + " "
                + callNonvirtual(new Derived(), Derived.class, "who") + " " + callNonvirtual(new Derived(), Base.class, "name"));
        System.out.println("subclass getI " + callVirtual(new SubTarget(), Target.class, "getI"));
        try {
            callFails(t);
        } catch (ArithmeticException e) {
            show("callFails", e);
        }
        try {
            callWithNullReceiver();
        } catch (NullPointerException e) {
            show("null receiver", e);
        }
        System.out.println("fields " + fieldsAll(t));
        System.out.println("setFields " + setFieldsAll(t));
        System.out.println("after set " + t.z + " " + t.b + " " + t.c + " " + t.s + " " + t.i + " " + t.j + " " + t.f + " " + t.d + " " + t.l);
        System.out.println("staticFields " + staticFieldsAll());
        System.out.println("after static set " + Target.sz + " " + Target.sb + " " + Target.sc + " " + Target.ss + " " + Target.si + " "
                + Target.sj + " " + Target.sf + " " + Target.sd + " " + Target.sl);
        System.out.println(fieldId(Target.class, "i", "I", false));
        System.out.println(fieldId(SubTarget.class, "j", "J", false));
        System.out.println(fieldId(Target.class, "nope", "I", false));
        System.out.println(fieldId(Target.class, "i", "J", false));
        System.out.println(fieldId(Target.class, "i", "I", true));
        System.out.println(fieldId(Target.class, "si", "I", false));
        System.out.println(fieldId(Integer.class, "MAX_VALUE", "I", true));
        SubTarget st = new SubTarget();
        System.out.println("hidden " + hiddenField(st, Target.class) + " " + hiddenField(st, SubTarget.class));
    }
}
