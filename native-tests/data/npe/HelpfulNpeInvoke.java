/* Helpful NullPointerException messages around invokedynamic, lambdas, method handles and VarHandles:
   every line printed must match HotSpot 17 (expected output: HelpfulNpeInvoke.expected). Compile with
   plain `javac` (string concatenation through invokedynamic is part of the test). */
import java.lang.invoke.*;
import java.util.*;
import java.util.function.*;

public class HelpfulNpeInvoke {
    static String sf;
    String f;

    static void run(int n) throws Throwable {
        switch (n) {
        case 0: { Runnable r = () -> sf.length(); r.run(); break; }
        case 1: { Supplier<String> s = null; s.get(); break; }
        case 2: { String a = null; String b = "x" + a + 1; a.length(); break; }
        case 3: { String a = null; (a + "y").length(); ((String) null).length(); break; }
        case 4: { HelpfulNpeInvoke h = new HelpfulNpeInvoke(); Function<HelpfulNpeInvoke, Integer> g = x -> x.f.length(); g.apply(h); break; }
        case 5: { BiFunction<String, String, String> c = (x, y) -> x.concat(y); c.apply(null, "y"); break; }
        case 6: { MethodHandle mh = MethodHandles.lookup().findStatic(HelpfulNpeInvoke.class, "nothing", MethodType.methodType(String.class));
                  ((String) mh.invokeExact()).length(); break; }
        case 7: { VarHandle vh = MethodHandles.lookup().findStaticVarHandle(HelpfulNpeInvoke.class, "sf", String.class);
                  ((String) vh.get()).length(); break; }
        case 8: { MethodHandle getter = MethodHandles.lookup().findStaticGetter(HelpfulNpeInvoke.class, "sf", String.class);
                  ((String) getter.invokeExact()).length(); break; }
        case 9: { List<String> l = Arrays.asList("a", null); l.forEach(s -> s.length()); break; }
        case 10: { Optional<String> o = Optional.of("a"); o.map(s -> sf.isEmpty()); break; }
        case 11: { Comparator<String> c = Comparator.naturalOrder(); c.compare("a", null); break; }
        // The following fault inside hidden frames (lambda forms, lambda proxy classes) or at the
        // invocation of a null method handle.
        case 12: { MethodHandle mh = MethodHandles.lookup().findVirtual(String.class, "length", MethodType.methodType(int.class));
                   int k = (int) mh.invokeExact((String) null); break; }
        case 13: { Function<String, Integer> g = String::length; g.apply(null); break; }
        case 14: { MethodHandle mh = null; int k = (int) mh.invokeExact("x"); break; }
        case 15: { MethodHandle mh = null; Object o = mh.invoke("x", 1); break; }
        }
    }

    static String nothing() { return null; }

    public static void main(String[] args) throws Throwable {
        for (int i = 0; i <= 15; i++) {
            try { run(i); System.out.println(i + ": no exception"); }
            catch (NullPointerException e) { System.out.println(i + ": " + e.getMessage()); }
        }
    }
}
