import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

import static java.lang.invoke.MethodType.methodType;

// Failure modes of method handles and their messages: invokeExact with a mismatched call-site
// type (WrongMethodTypeException), impossible asType conversions, bad combinator arguments, and
// the errors of MethodHandleNatives.resolve wrapped by Lookup.find* (linkage error causes).
public class MethodHandlesErrors {
    static class Thing {
        private int n;
        Thing(int n) { this.n = n; }
        int get() { return n; }
        static String hello(String s) { return "hello " + s; }
    }

    static String msg(Throwable e) {
        String m = e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@<hash>");
        return e.getCause() == null ? m : m + "\n    cause " + msg(e.getCause());
    }

    interface Action { void run() throws Throwable; }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (Throwable t) {
            System.out.println(label + ": " + msg(t));
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle get = l.findVirtual(Thing.class, "get", methodType(int.class));
        MethodHandle hello = l.findStatic(Thing.class, "hello", methodType(String.class, String.class));
        MethodHandle max = l.findStatic(Math.class, "max", methodType(long.class, long.class, long.class));
        Thing t = new Thing(5);

        System.out.println("exact ok " + (int) get.invokeExact(t) + " " + (String) hello.invokeExact("x") + " " + (long) max.invokeExact(1L, 2L));
        attempt("invokeExact return type Object", () -> { Object o = get.invokeExact(t); });
        attempt("invokeExact return long", () -> { long v = (long) get.invokeExact(t); });
        attempt("invokeExact receiver Object", () -> { int v = (int) get.invokeExact((Object) t); });
        attempt("invokeExact discarded result", () -> get.invokeExact(t));
        attempt("invokeExact int args for long", () -> { long v = (long) max.invokeExact(1, 2); });
        attempt("invokeExact too few args", () -> { long v = (long) max.invokeExact(1L); });
        attempt("invokeExact String vs Object", () -> { String s = (String) hello.invokeExact((Object) "x"); });
        attempt("invokeExact CharSequence return", () -> { CharSequence s = (CharSequence) hello.invokeExact("x"); });
        attempt("invoke arity", () -> { Object o = max.invoke(1L, 2L, 3L); });
        attempt("invoke bad unboxing", () -> { Object o = max.invoke("1", 2L); });
        attempt("invoke null to primitive", () -> { Object o = max.invoke((Object) null, 2L); });
        attempt("invoke narrowing", () -> { int v = (int) max.invoke(1L, 2L); });
        attempt("asType primitive to boolean", () -> get.asType(methodType(boolean.class, Thing.class)));
        attempt("asType arity", () -> get.asType(methodType(int.class)));
        attempt("asType int to short", () -> get.asType(methodType(short.class, Thing.class)));
        attempt("asType ok widening", () -> System.out.println("  widened " + (double) get.asType(methodType(double.class, Thing.class)).invokeExact(t)));
        attempt("bindTo wrong type", () -> get.bindTo("string"));
        attempt("bindTo primitive first param", () -> max.bindTo(1L));
        attempt("insertArguments wrong type", () -> MethodHandles.insertArguments(hello, 0, 42));
        attempt("insertArguments too many", () -> MethodHandles.insertArguments(hello, 0, "a", "b"));
        attempt("dropArguments bad position", () -> MethodHandles.dropArguments(hello, 5, int.class));
        attempt("filterReturnValue mismatch", () -> MethodHandles.filterReturnValue(get, hello));
        attempt("filterArguments mismatch", () -> MethodHandles.filterArguments(hello, 0, get));
        attempt("guardWithTest non-boolean", () -> MethodHandles.guardWithTest(get, get, get));
        attempt("catchException non-Throwable", () -> MethodHandles.catchException(get, Throwable.class, hello));
        attempt("permuteArguments bad reorder", () -> MethodHandles.permuteArguments(max, methodType(long.class, long.class), 0, 1));
        attempt("asSpreader non-array", () -> max.asSpreader(Object.class, 2));
        attempt("asCollector on arity", () -> max.asCollector(long[].class, 3));
        attempt("arrayElementGetter non-array", () -> MethodHandles.arrayElementGetter(String.class));
        attempt("constant wrong type", () -> MethodHandles.constant(int.class, "x"));
        attempt("constant void", () -> MethodHandles.constant(void.class, null));
        attempt("methodType void param", () -> methodType(int.class, void.class));
        attempt("descriptor parse", () -> MethodType.fromMethodDescriptorString("(Lnope;)V", null));
        attempt("descriptor malformed", () -> MethodType.fromMethodDescriptorString("(I", null));

        // errors from the VM's method resolution (MethodHandleNatives.resolve)
        attempt("findStatic on instance method", () -> l.findStatic(Thing.class, "get", methodType(int.class)));
        attempt("findVirtual on static method", () -> l.findVirtual(Thing.class, "hello", methodType(String.class, String.class)));
        attempt("findConstructor missing", () -> l.findConstructor(Thing.class, methodType(void.class)));
        attempt("findStaticGetter on instance field", () -> l.findStaticGetter(Thing.class, "n", int.class));
        attempt("findGetter wrong type", () -> l.findGetter(Thing.class, "n", long.class));
        attempt("private JDK method", () -> l.findVirtual(String.class, "value", methodType(byte[].class)));
        attempt("private JDK field", () -> l.findGetter(String.class, "hash", int.class));
        attempt("findVirtual interface private", () -> l.findVirtual(Comparable.class, "nope", methodType(void.class)));
        attempt("findSpecial not caller", () -> l.findSpecial(Object.class, "toString", methodType(String.class), String.class));
    }
}
