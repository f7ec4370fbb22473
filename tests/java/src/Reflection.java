import java.lang.reflect.*;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class Reflection {
    public static class Target implements Comparable<Target> {
        public static int created = 0;
        public int pub = 1;
        private String priv = "secret";
        protected long prot = 3L;
        final double fin = 2.5;
        static final String CONST = "K";

        public Target() { created++; }

        private Target(String p) {
            this();
            priv = p;
        }

        public int add(int a, int b) { return a + b; }

        public static String hello(String who) { return "hello " + who; }

        private String secret() { return "private:" + priv; }

        public void fail() { throw new IllegalStateException("failing method"); }

        public int compareTo(Target o) { return 0; }

        public String varargs(String... xs) { return String.join("+", xs); }

        public long prims(byte b, short s, char c, int i, long l, float f, double d, boolean z) { return b + s + c + i + l + (long) f + (long) d + (z ? 1 : 0); }
    }

    static int lengthOf(String s) { return s.length(); }

    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @interface Tag {
        String value();
        int weight() default 5;
    }

    @Tag("annotated-class")
    static class Annotated {
        @Tag(value = "field", weight = 9)
        int x;

        @Tag("method")
        void m() { }

        @Deprecated
        void old() { }
    }

    static <T> List<String> sortedNames(T[] members) {
        List<String> names = new ArrayList<>();
        for (T m : members) names.add(((Member) m).getName());
        Collections.sort(names);
        return names;
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Target.class;
        System.out.println("name " + c.getName() + " modifiers " + Modifier.toString(c.getModifiers()) + " super " + c.getSuperclass().getSimpleName()
            + " interfaces " + Arrays.toString(c.getInterfaces()));
        System.out.println("declared fields " + sortedNames(c.getDeclaredFields()));
        System.out.println("public fields " + sortedNames(c.getFields()));
        List<String> dm = sortedNames(c.getDeclaredMethods());
        System.out.println("declared methods " + dm);
        System.out.println("declared constructors " + c.getDeclaredConstructors().length);
        Object t = c.getConstructor().newInstance();
        Constructor<?> pc = c.getDeclaredConstructor(String.class);
        pc.setAccessible(true);
        Object t2 = pc.newInstance("via-private-ctor");
        System.out.println("created " + Target.created);
        Method add = c.getMethod("add", int.class, int.class);
        System.out.println("invoke add " + add.invoke(t, 3, 4) + " return type " + add.getReturnType() + " params " + Arrays.toString(add.getParameterTypes()));
        Method hello = c.getMethod("hello", String.class);
        System.out.println("invoke static " + hello.invoke(null, "world") + " isStatic " + Modifier.isStatic(hello.getModifiers()));
        Method secret = c.getDeclaredMethod("secret");
        secret.setAccessible(true);
        System.out.println("invoke private " + secret.invoke(t2));
        Method prims = c.getMethod("prims", byte.class, short.class, char.class, int.class, long.class, float.class, double.class, boolean.class);
        System.out.println("prims " + prims.invoke(t, (byte) 1, (short) 2, 'a', 4, 5L, 6.9f, 7.9, true));
        Method va = c.getMethod("varargs", String[].class);
        System.out.println("varargs " + va.invoke(t, (Object) new String[]{"a", "b"}) + " isVarArgs " + va.isVarArgs());
        try {
            c.getMethod("fail").invoke(t);
        } catch (InvocationTargetException e) {
            System.out.println("InvocationTargetException cause " + e.getCause() + " message " + e.getMessage());
        }
        try {
            add.invoke(t, "x", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException " + e.getMessage());
        }
        try {
            add.invoke(null, 1, 2);
        } catch (NullPointerException e) {
            System.out.println("NPE invoking instance method on null");
        }
        try {
            c.getMethod("nope");
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        try {
            Reflection.class.getDeclaredMethod("lengthOf", String.class).invoke(null, (Object) null);
        } catch (InvocationTargetException e) {
            System.out.println("static method with null arg -> " + e.getCause().getClass().getSimpleName());
        }
        Field pub = c.getField("pub");
        pub.setInt(t, 42);
        Field priv = c.getDeclaredField("priv");
        priv.setAccessible(true);
        System.out.println("fields pub " + pub.get(t) + " priv " + priv.get(t2) + " type " + priv.getType().getSimpleName());
        priv.set(t2, "changed");
        System.out.println("after set " + priv.get(t2));
        Field fin = c.getDeclaredField("fin");
        System.out.println("final field " + fin.getDouble(t) + " isFinal " + Modifier.isFinal(fin.getModifiers()));
        try {
            fin.setDouble(t, 1.0);
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException setting final: " + e.getMessage());
        }
        Field created = c.getField("created");
        System.out.println("static field " + created.getInt(null) + " CONST " + c.getDeclaredField("CONST").get(null));
        Field prot = c.getDeclaredField("prot");
        prot.setLong(t, 99L);
        System.out.println("prot " + prot.getLong(t) + " as Object " + prot.get(t).getClass().getSimpleName());
        try {
            pub.set(t, "not an int");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE on field set: " + e.getMessage());
        }
        Tag ct = Annotated.class.getAnnotation(Tag.class);
        System.out.println("class annotation " + ct.value() + " weight " + ct.weight());
        Tag ft = Annotated.class.getDeclaredField("x").getAnnotation(Tag.class);
        System.out.println("field annotation " + ft.value() + " weight " + ft.weight());
        System.out.println("method annotation " + Annotated.class.getDeclaredMethod("m").getAnnotation(Tag.class).value()
            + " deprecated " + Annotated.class.getDeclaredMethod("old").isAnnotationPresent(Deprecated.class));
        Object arr = Array.newInstance(int.class, 5);
        Array.setInt(arr, 2, 7);
        System.out.println("Array reflect " + Array.getLength(arr) + " " + Array.get(arr, 2) + " " + arr.getClass().getName());
        Object multi = Array.newInstance(String.class, 2, 3);
        System.out.println("multi " + multi.getClass().getName() + " " + Arrays.deepToString((Object[]) multi));
        try {
            Array.get(arr, 9);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("Array.get AIOOBE " + e.getMessage());
        }
        Method cmp = c.getMethod("compareTo", Object.class);
        System.out.println("bridge compareTo " + cmp.isBridge() + " synthetic " + cmp.isSynthetic());
        System.out.println("toGenericString " + add.toGenericString() + " | " + c.getDeclaredConstructor(String.class));
        System.out.println("Integer.TYPE " + Integer.TYPE + " wrapper " + Integer.class.getField("MAX_VALUE").get(null));
        Method sl = String.class.getMethod("length");
        System.out.println("String.length via reflection " + sl.invoke("reflect"));
        Constructor<StringBuilder> sbc = StringBuilder.class.getConstructor(String.class);
        System.out.println("JDK ctor " + sbc.newInstance("abc").reverse());
        Method getClassM = Object.class.getMethod("getClass");
        System.out.println("native via reflection " + getClassM.invoke("s") + " isNative " + Modifier.isNative(getClassM.getModifiers()));
    }
}
