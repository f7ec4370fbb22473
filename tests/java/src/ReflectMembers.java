import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

// Core reflection: declared and public members (always sorted: HotSpot's order is unspecified),
// Modifier.toString, invoke with InvocationTargetException, private access via setAccessible,
// static field get/set, primitive widening in Field/Method, and multi-dimensional Array.newInstance.
public class ReflectMembers {
    public static abstract class Base implements Comparable<Base> {
        protected int baseField = 1;
        public static final String TAG = "base";
        public abstract String name();
        public int compareTo(Base o) { return name().compareTo(o.name()); }
        public String inherited() { return "inherited from Base"; }
    }

    public static final class Widget extends Base implements Cloneable {
        public static int instances;
        private static final long SERIAL = 42L;
        private final String id;
        protected volatile double weight;
        transient int cache;
        char grade = 'B';
        public int[] sizes = {1, 2};

        public Widget() { this("w0"); }
        private Widget(String id) { this.id = id; instances++; }
        protected Widget(String id, double weight) { this(id); this.weight = weight; }

        public String name() { return "Widget " + id; }
        private String secret(int n) { return id + " secret x" + n; }
        public static synchronized int add(int a, int b) { return a + b; }
        public double scaled(float f) { return weight * f; }
        public void explode() throws Exception { throw new java.io.IOException("boom from " + id); }
        public final native void nativeMethod();
        public String varargs(String... xs) { return id + ":" + String.join(",", xs); }
        strictfp double strict() { return 0.1 + 0.2; }
        @Override public Widget clone() { return new Widget(id + "-clone", weight); }
    }

    static String sig(Method m) {
        return Modifier.toString(m.getModifiers()) + " " + m.getReturnType().getSimpleName() + " " + m.getName() + "("
                + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).collect(Collectors.joining(",")) + ")"
                + (m.getExceptionTypes().length > 0 ? " throws " + Arrays.stream(m.getExceptionTypes()).map(Class::getSimpleName).collect(Collectors.joining(",")) : "")
                + (m.isVarArgs() ? " [varargs]" : "") + (m.isBridge() ? " [bridge]" : "") + (m.isSynthetic() ? " [synthetic]" : "");
    }

    static <T extends Member> List<T> sorted(T[] ms, java.util.function.Function<T, String> key) {
        List<T> l = new ArrayList<>(Arrays.asList(ms));
        l.sort(Comparator.comparing(key));
        return l;
    }

    public static void main(String[] args) throws Exception {
        Class<Widget> wc = Widget.class;
        System.out.println("class " + Modifier.toString(wc.getModifiers()) + " " + wc.getName() + " super " + wc.getSuperclass().getSimpleName()
                + " interfaces " + Arrays.stream(wc.getInterfaces()).map(Class::getSimpleName).collect(Collectors.toList()));
        System.out.println("Base modifiers " + Modifier.toString(Base.class.getModifiers()) + " isInterface(Comparable) " + Comparable.class.isInterface()
                + " interface modifiers " + Modifier.toString(Comparable.class.getModifiers()));
        System.out.println("declared fields:");
        for (Field f : sorted(wc.getDeclaredFields(), Field::getName)) {
            System.out.println("  " + Modifier.toString(f.getModifiers()) + " " + f.getType().getSimpleName() + " " + f.getName() + (f.isSynthetic() ? " [synthetic]" : ""));
        }
        System.out.println("public fields (incl. inherited): " + sorted(wc.getFields(), Field::getName).stream().map(Field::getName).collect(Collectors.toList()));
        System.out.println("declared methods:");
        for (Method m : sorted(wc.getDeclaredMethods(), ReflectMembers::sig)) System.out.println("  " + sig(m));
        System.out.println("public methods named like inherited/name/compareTo: " + sorted(wc.getMethods(), ReflectMembers::sig).stream()
                .filter(m -> m.getName().equals("inherited") || m.getName().equals("name") || m.getName().equals("compareTo") || m.getName().equals("wait"))
                .map(m -> m.getDeclaringClass().getSimpleName() + "." + m.getName() + "(" + m.getParameterCount() + ")").collect(Collectors.toList()));
        System.out.println("declared constructors:");
        for (Constructor<?> c : sorted(wc.getDeclaredConstructors(), c -> Integer.toString(c.getParameterCount()))) {
            System.out.println("  " + Modifier.toString(c.getModifiers()) + " " + c.getName() + Arrays.toString(c.getParameterTypes()));
        }
        System.out.println("public constructors " + wc.getConstructors().length);

        Widget w = wc.getConstructor().newInstance();
        Constructor<Widget> priv = wc.getDeclaredConstructor(String.class);
        try {
            priv.newInstance("x");
        } catch (IllegalAccessException e) {
            System.out.println("private constructor without setAccessible: IllegalAccessException");
        }
        priv.setAccessible(true);
        Widget w2 = priv.newInstance("w2");
        Widget w3 = wc.getDeclaredConstructor(String.class, double.class).newInstance("w3", 2.5);
        System.out.println("constructed " + w.name() + ", " + w2.name() + ", " + w3.name() + " instances " + Widget.instances);

        Method add = wc.getMethod("add", int.class, int.class);
        System.out.println("static invoke " + add.invoke(null, 2, 3) + " with Short/Byte widening " + add.invoke(null, (short) 4, (byte) 5));
        Method scaled = wc.getMethod("scaled", float.class);
        System.out.println("instance invoke " + scaled.invoke(w3, 2f) + " with int widened to float " + scaled.invoke(w3, 3));
        try {
            add.invoke(null, 1L, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("narrowing argument: IllegalArgumentException " + e.getMessage());
        }
        try {
            add.invoke(null, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong arity: IllegalArgumentException " + e.getMessage());
        }
        try {
            scaled.invoke(null, 1f);
        } catch (NullPointerException e) {
            System.out.println("null receiver: NullPointerException");
        }
        try {
            scaled.invoke("not a widget", 1f);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong receiver: IllegalArgumentException " + e.getMessage());
        }
        try {
            wc.getMethod("explode").invoke(w2);
        } catch (InvocationTargetException e) {
            System.out.println("InvocationTargetException message " + e.getMessage() + " cause " + e.getCause() + " target same " + (e.getTargetException() == e.getCause()));
        }
        Method secret = wc.getDeclaredMethod("secret", int.class);
        System.out.println("canAccess before " + secret.canAccess(w2));
        secret.setAccessible(true);
        System.out.println("private invoke " + secret.invoke(w2, 7) + " canAccess after " + secret.canAccess(w2));
        System.out.println("varargs invoke " + wc.getMethod("varargs", String[].class).invoke(w2, (Object) new String[]{"a", "b"}));
        System.out.println("inherited invoke " + wc.getMethod("inherited").invoke(w) + " compareTo " + wc.getMethod("compareTo", Base.class).invoke(w2, w3));
        System.out.println("clone via reflection " + ((Widget) wc.getMethod("clone").invoke(w3)).name());

        Field instances = wc.getField("instances");
        System.out.println("static get " + instances.get(null) + " getInt " + instances.getInt(null) + " getLong (widening) " + instances.getLong(null));
        instances.set(null, 100);
        instances.setInt(null, instances.getInt(null) + 1);
        System.out.println("static set -> " + Widget.instances);
        Field serial = wc.getDeclaredField("SERIAL");
        serial.setAccessible(true);
        System.out.println("private static final " + serial.getLong(null));
        try {
            serial.setLong(null, 1L);
        } catch (IllegalAccessException e) {
            System.out.println("set static final: IllegalAccessException " + e.getMessage());
        }
        Field id = wc.getDeclaredField("id");
        id.setAccessible(true);
        System.out.println("private final instance " + id.get(w2));
        id.set(w2, "changed");
        System.out.println("after setAccessible set of final instance field " + w2.name());
        Field weight = wc.getDeclaredField("weight");
        weight.setAccessible(true);
        weight.setDouble(w, 9.75);
        weight.set(w, 3); // Integer widened to double
        System.out.println("double field " + weight.getDouble(w) + " as Object " + weight.get(w));
        try {
            weight.getInt(w);
        } catch (IllegalArgumentException e) {
            System.out.println("getInt on double field: IllegalArgumentException " + e.getMessage());
        }
        Field grade = wc.getDeclaredField("grade");
        System.out.println("char field getInt (widening) " + grade.getInt(w) + " get " + grade.get(w));
        try {
            grade.set(w, "not a char");
        } catch (IllegalArgumentException e) {
            System.out.println("set wrong type: IllegalArgumentException " + e.getMessage());
        }
        Field baseField = Base.class.getDeclaredField("baseField");
        System.out.println("inherited protected field " + baseField.getInt(w) + " via getField? " + (Arrays.stream(wc.getFields()).anyMatch(f -> f.getName().equals("baseField"))));
        System.out.println("inherited static constant " + wc.getField("TAG").get(null));
        try {
            wc.getMethod("secret", int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getMethod on private: NoSuchMethodException " + e.getMessage());
        }
        try {
            wc.getDeclaredField("nope");
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        }

        int[][][] cube = (int[][][]) Array.newInstance(int.class, 2, 3, 4);
        cube[1][2][3] = 7;
        System.out.println("Array.newInstance dims " + cube.length + "x" + cube[0].length + "x" + cube[0][0].length + " class " + cube.getClass().getName() + " " + cube.getClass().getSimpleName()
                + " value " + Array.getInt(Array.get(Array.get(cube, 1), 2), 3));
        Object strs = Array.newInstance(String.class, 3);
        Array.set(strs, 1, "mid");
        System.out.println("String array " + Arrays.toString((String[]) strs) + " length " + Array.getLength(strs) + " component " + strs.getClass().getComponentType().getName());
        Object partial = Array.newInstance(String[].class, 2);
        System.out.println("array of arrays " + partial.getClass().getName() + " element null " + (Array.get(partial, 0) == null));
        Object longs = Array.newInstance(long.class, 2);
        Array.setInt(longs, 0, 5);
        Array.setLong(longs, 1, -1L);
        System.out.println("long array " + Arrays.toString((long[]) longs) + " getDouble " + Array.getDouble(longs, 0));
        try {
            Array.get(longs, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("Array.get out of bounds: " + e.getMessage());
        }
        try {
            Array.setInt(strs, 0, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("Array.setInt on String[]: IllegalArgumentException " + e.getMessage());
        }
        try {
            Array.newInstance(void.class, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("void array: IllegalArgumentException");
        }
        System.out.println("Modifier strings " + Modifier.toString(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL | Modifier.TRANSIENT | Modifier.VOLATILE)
                + " | " + Modifier.toString(Modifier.ABSTRACT | Modifier.INTERFACE) + " | " + Modifier.toString(0x7ff)
                + " | isStrict " + Modifier.isStrict(wc.getDeclaredMethod("strict").getModifiers()));
    }
}
