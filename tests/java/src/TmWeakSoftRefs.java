import java.lang.ref.*;
import java.util.*;

public class TmWeakSoftRefs {
    static void gcUntil(java.util.function.BooleanSupplier cond) throws InterruptedException {
        for (int i = 0; i < 50 && !cond.getAsBoolean(); i++) { System.gc(); Thread.sleep(10); }
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        Object strong = new Object();
        WeakReference<Object> keptWeak = new WeakReference<>(strong, q);
        List<WeakReference<Object>> weaks = new ArrayList<>();
        for (int i = 0; i < 10; i++) weaks.add(new WeakReference<>(new int[100], q));
        SoftReference<byte[]> soft = new SoftReference<>(new byte[1024]);
        WeakReference<String> literal = new WeakReference<>("interned literal");
        gcUntil(() -> weaks.stream().allMatch(w -> w.get() == null));
        System.out.println("weak cleared: " + weaks.stream().filter(w -> w.get() == null).count() + "/10");
        System.out.println("strongly reachable kept: " + (keptWeak.get() == strong));
        System.out.println("soft kept: " + (soft.get() != null));
        System.out.println("literal kept: " + (literal.get() != null));
        int enq = 0;
        for (int i = 0; i < 50 && enq < 10; i++) { Reference<?> r = q.remove(100); if (r != null) enq++; }
        System.out.println("enqueued: " + enq + " isWeak=" + weaks.get(0).refersTo(null));
        System.out.println("keptWeak enqueued: " + keptWeak.isEnqueued());

        WeakHashMap<Object, String> whm = new WeakHashMap<>();
        Object k1 = new Object();
        whm.put(k1, "kept");
        for (int i = 0; i < 5; i++) whm.put(new Object(), "dropped" + i);
        gcUntil(() -> whm.size() == 1);
        System.out.println("WeakHashMap size: " + whm.size() + " value: " + whm.get(k1));

        ReferenceQueue<Object> pq = new ReferenceQueue<>();
        PhantomReference<Object> ph = new PhantomReference<>(new Object(), pq);
        System.out.println("phantom get: " + ph.get());
        Reference<?> got = null;
        for (int i = 0; i < 50 && got == null; i++) { System.gc(); got = pq.remove(20); }
        System.out.println("phantom enqueued: " + (got == ph));

        WeakReference<Object> cleared = new WeakReference<>(new Object());
        cleared.clear();
        System.out.println("manual clear: " + cleared.get() + " enqueue: " + cleared.enqueue());

        // chain only weakly reachable
        Object[] holder = { new Object() };
        WeakReference<Object> chain = new WeakReference<>(holder[0]);
        holder[0] = null;
        gcUntil(() -> chain.get() == null);
        System.out.println("dropped reference cleared: " + (chain.get() == null));
        System.out.println("reachabilityFence keeps strong: " + (keptWeak.get() != null));
        Reference.reachabilityFence(strong);
    }
}
