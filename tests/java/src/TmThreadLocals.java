import java.util.*;

public class TmThreadLocals {
    static final ThreadLocal<Integer> counter = ThreadLocal.withInitial(() -> 0);
    static final ThreadLocal<StringBuilder> buf = ThreadLocal.withInitial(StringBuilder::new);
    static final InheritableThreadLocal<String> ctx = new InheritableThreadLocal<>() {
        @Override protected String childValue(String parent) { return parent == null ? null : parent + "/child"; }
    };
    static final ThreadLocal<String> plain = new ThreadLocal<>();

    public static void main(String[] args) throws Exception {
        int n = 4;
        String[] results = new String[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k <= id * 10; k++) counter.set(counter.get() + 1);
                buf.get().append("t").append(id);
                results[id] = "thread" + id + " counter=" + counter.get() + " buf=" + buf.get();
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (String s : results) System.out.println(s);
        System.out.println("main counter=" + counter.get() + " buf='" + buf.get() + "'");

        ctx.set("root");
        plain.set("main-only");
        String[] inh = new String[3];
        Thread child = new Thread(() -> {
            inh[0] = ctx.get();
            inh[1] = plain.get();
            Thread grandchild = new Thread(() -> inh[2] = ctx.get());
            grandchild.start();
            try { grandchild.join(); } catch (InterruptedException e) {}
        });
        ctx.set("changed-before-start");
        child.start(); child.join();
        System.out.println("child ctx=" + inh[0] + " plain=" + inh[1] + " grandchild=" + inh[2]);
        ctx.set("later");
        System.out.println("main ctx=" + ctx.get());

        counter.set(42);
        counter.remove();
        System.out.println("after remove: " + counter.get());
        plain.remove();
        System.out.println("plain after remove: " + plain.get());

        // many thread locals per thread
        List<ThreadLocal<Integer>> many = new ArrayList<>();
        for (int i = 0; i < 50; i++) { ThreadLocal<Integer> tl = new ThreadLocal<>(); tl.set(i * i); many.add(tl); }
        long s = 0; for (ThreadLocal<Integer> tl : many) s += tl.get();
        System.out.println("many sum=" + s);
        int[] nulls = {0};
        Thread other = new Thread(() -> { for (ThreadLocal<Integer> tl : many) if (tl.get() == null) nulls[0]++; });
        other.start(); other.join();
        System.out.println("other thread sees nulls=" + nulls[0]);
    }
}
