import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

// Objects whose last reference is a dead slot of a frame (a popped callee's locals, a variable out of
// scope, a loop variable, a try block's variable seen from its handler) are collected by System.gc().
public class GcDeadSlots {
    static WeakReference<Object> ref;

    static WeakReference<Object> makeInCallee() {
        Object o = new int[64];
        Object p = o;
        return new WeakReference<>(p);
    }

    static int consume(Object a, Object b, Object c, Object d) {
        return (a != null ? 1 : 0) + (b != null ? 1 : 0) + (c != null ? 1 : 0) + (d != null ? 1 : 0);
    }

    static void outOfScope(boolean take) {
        if (take) {
            Object o = new StringBuilder("scoped");
            ref = new WeakReference<>(o);
        }
        System.gc();
        System.out.println("out of scope after the if: cleared " + (ref.get() == null));
    }

    static void inHandler() {
        try {
            Object o = new ArrayList<String>(List.of("a", "b"));
            ref = new WeakReference<>(o);
            throw new IllegalStateException("thrown");
        } catch (IllegalStateException e) {
            System.gc();
            System.out.println("try-block variable, in the handler: cleared " + (ref.get() == null) + " (" + e.getMessage() + ")");
        }
    }

    public static void main(String[] args) {
        WeakReference<Object> callee = makeInCallee();
        System.gc();
        System.out.println("callee's locals after it returned: cleared " + (callee.get() == null));

        List<WeakReference<Object>> args4 = new ArrayList<>();
        int n = consume(track(args4, new Object()), track(args4, new int[3]), track(args4, "x" + args.length),
                        track(args4, new long[2]));
        System.gc();
        int cleared = 0;
        for (WeakReference<Object> w : args4) if (w.get() == null) cleared++;
        System.out.println("arguments of a finished call: " + n + " passed, " + cleared + " cleared");

        outOfScope(true);

        List<WeakReference<Object>> loop = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Object o = new Object[] { "element", i };
            loop.add(new WeakReference<>(o));
        }
        System.gc();
        cleared = 0;
        for (WeakReference<Object> w : loop) if (w.get() == null) cleared++;
        System.out.println("loop variable after the loop: " + cleared + "/5 cleared");

        inHandler();

        Object live = new Object();
        WeakReference<Object> kept = new WeakReference<>(live);
        System.gc();
        System.out.println("live local kept: " + (kept.get() == live));
    }

    static Object track(List<WeakReference<Object>> list, Object o) {
        list.add(new WeakReference<>(o));
        return o;
    }
}
