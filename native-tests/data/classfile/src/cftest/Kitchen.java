package cftest;

import java.io.IOException;
import java.io.Serializable;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/* Input for native-tests/test_classfile.c: one class that uses most class file features. */
@Kitchen.Marker(name = "kitchen", level = 3)
@Deprecated
public class Kitchen<T extends Comparable<T>> implements Serializable, Runnable {
    private static final long serialVersionUID = 42L;
    public static final int INT_CONST = 123456;
    public static final long LONG_CONST = 0x123456789ABCDEFL;
    public static final float FLOAT_CONST = 1.5f;
    public static final double DOUBLE_CONST = 2.25;
    public static final String STRING_CONST = "caf\u00e9 \ud83d\ude00";
    public static final boolean BOOL_CONST = true;
    public static final char CHAR_CONST = 'x';

    @Marker(name = "field")
    protected List<T> items = new ArrayList<>();
    volatile int counter;
    transient Object cache;

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    public @interface Marker {
        String name() default "none";
        int level() default 1;
        Class<?> type() default Object.class;
        ElementType kind() default ElementType.TYPE;
        int[] values() default {1, 2, 3};
    }

    @Retention(RetentionPolicy.CLASS)
    @interface Hidden {}

    @Target(ElementType.TYPE_USE)
    @Retention(RetentionPolicy.RUNTIME)
    @interface Typed {}

    public enum Color { RED, GREEN, BLUE; Color next() { return values()[(ordinal() + 1) % 3]; } }

    public static class Nested { int x; }

    public class Inner { int y() { return counter; } }

    public interface Shape { double area(); default String label() { return "shape"; } static Shape unit() { return () -> 1.0; } private int secret() { return 7; } }

    public Kitchen() {}

    @SafeVarargs
    public final void addAll(T... ts) { for (T t : ts) items.add(t); }

    @Marker(name = "method") @Hidden
    public synchronized int compute(@Marker(name = "param") int a, @Hidden long b, double c) throws IOException, IllegalStateException {
        int r = 0;
        try {
            r = Math.addExact(a, (int) b);
        } catch (ArithmeticException | NullPointerException e) {
            r = -1;
        } finally {
            counter++;
        }
        if (c > 2) throw new IOException("big");
        return r;
    }

    public @Typed String typed(@Typed List<@Typed String> in) { return in.isEmpty() ? null : in.get(0); }

    public native void nativeMethod();

    public String colorName(Color c) {
        switch (c) { case RED: return "r"; case GREEN: return "g"; default: return "b"; }
    }

    public int stringSwitch(String s) {
        switch (s) { case "a": return 1; case "b": return 2; default: return 0; }
    }

    public Runnable anonymous() {
        return new Runnable() { public void run() { counter += 2; } };
    }

    public Supplier<String> lambdas(String prefix) {
        class Local { String v() { return prefix + "!"; } }
        Supplier<String> s = () -> prefix + counter;
        Supplier<String> t = new Local()::v;
        Runnable r = this::run;
        r.run();
        return () -> s.get() + t.get() + String.valueOf((Object) null);
    }

    public String concat(int a, String b) { return "a=" + a + " b=" + b; }

    @Override
    public void run() { counter--; }

    static {
        System.getProperty("x");
    }
}
