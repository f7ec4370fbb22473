import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicMarkableReference;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.concurrent.atomic.AtomicStampedReference;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

// java.util.concurrent.atomic with lambdas: updateAndGet/accumulateAndGet/getAndUpdate on every
// atomic class, arrays, field updaters (int, long, reference), stamped and markable references,
// LongAdder/LongAccumulator/DoubleAdder/DoubleAccumulator, and concurrent use from threads with
// deterministic totals.
public class AtomicsDemo {
    static class Node {
        volatile int count;
        volatile long total;
        volatile String label = "start";
        private volatile int hidden;
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicLongFieldUpdater<Node> TOTAL = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
    static final AtomicReferenceFieldUpdater<Node, String> LABEL = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println("AtomicInteger " + ai + " incrementAndGet " + ai.incrementAndGet() + " getAndIncrement " + ai.getAndIncrement() + " -> " + ai.get()
                + " addAndGet " + ai.addAndGet(10) + " getAndAdd " + ai.getAndAdd(-3) + " decrementAndGet " + ai.decrementAndGet());
        System.out.println("updateAndGet " + ai.updateAndGet(x -> x * 3) + " getAndUpdate " + ai.getAndUpdate(x -> x - 1) + " accumulateAndGet " + ai.accumulateAndGet(7, Math::max)
                + " getAndAccumulate " + ai.getAndAccumulate(4, (a, b) -> a % b) + " -> " + ai.intValue());
        System.out.println("cas " + ai.compareAndSet(3, 30) + " " + ai.compareAndSet(3, 31) + " exchange " + ai.compareAndExchange(30, 1) + " weak " + ai.weakCompareAndSetVolatile(1, 2)
                + " getAndSet " + ai.getAndSet(-1) + " lazySet/plain " + ai.getPlain() + " long/double values " + ai.longValue() + " " + ai.doubleValue());
        ai.lazySet(8);
        ai.setRelease(ai.getAcquire() + 1);
        ai.setOpaque(ai.getOpaque() * 2);
        System.out.println("release/acquire/opaque " + ai.get());

        AtomicLong al = new AtomicLong(Long.MAX_VALUE);
        System.out.println("AtomicLong overflow " + al.incrementAndGet() + " updateAndGet " + al.updateAndGet(x -> x / -2) + " accumulate " + al.accumulateAndGet(3, Long::sum));
        AtomicBoolean ab = new AtomicBoolean();
        System.out.println("AtomicBoolean " + ab + " cas " + ab.compareAndSet(false, true) + " " + ab.compareAndSet(false, true) + " getAndSet " + ab.getAndSet(false) + " -> " + ab.get()
                + " exchange " + ab.compareAndExchange(false, true) + " plain " + ab.getPlain());
        AtomicReference<String> ar = new AtomicReference<>("a");
        System.out.println("AtomicReference " + ar + " updateAndGet " + ar.updateAndGet(s -> s + "b") + " getAndUpdate " + ar.getAndUpdate(String::toUpperCase) + " -> " + ar.get()
                + " accumulate " + ar.accumulateAndGet("z", (x, y) -> y + x) + " cas identity " + ar.compareAndSet("zAB", "no") + " " + ar.compareAndSet(ar.get(), "yes") + " " + ar.get());
        AtomicReference<Integer> boxed = new AtomicReference<>(1000);
        System.out.println("cas on boxed values uses identity: " + boxed.compareAndSet(Integer.valueOf(1000), 1) + " cached small " + new AtomicReference<>(100).compareAndSet(100, 1));

        AtomicIntegerArray aia = new AtomicIntegerArray(new int[]{1, 2, 3});
        aia.incrementAndGet(0);
        aia.updateAndGet(1, x -> x * 10);
        aia.accumulateAndGet(2, 5, (x, y) -> x * y);
        System.out.println("AtomicIntegerArray " + aia + " length " + aia.length() + " cas " + aia.compareAndSet(0, 2, 22) + " getAndAdd " + aia.getAndAdd(1, 1) + " -> " + aia);
        AtomicLongArray ala = new AtomicLongArray(3);
        ala.set(1, 7);
        ala.getAndUpdate(2, x -> x - 9);
        System.out.println("AtomicLongArray " + ala + " addAndGet " + ala.addAndGet(0, 1L << 40));
        AtomicReferenceArray<String> ara = new AtomicReferenceArray<>(new String[]{"x", null});
        ara.updateAndGet(1, s -> s == null ? "filled" : s);
        System.out.println("AtomicReferenceArray " + ara + " getAndSet " + ara.getAndSet(0, "X") + " -> " + ara);
        try {
            aia.get(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("array bounds: " + e.getMessage());
        }

        Node n = new Node();
        System.out.println("field updaters: incrementAndGet " + COUNT.incrementAndGet(n) + " updateAndGet " + COUNT.updateAndGet(n, x -> x + 40) + " cas " + COUNT.compareAndSet(n, 41, 42) + " -> " + n.count
                + " long accumulate " + TOTAL.accumulateAndGet(n, 5, (a, b) -> a * 10 + b) + " " + TOTAL.getAndAdd(n, 100) + " -> " + n.total
                + " ref " + LABEL.getAndUpdate(n, s -> s + "!") + " -> " + n.label + " cas " + LABEL.compareAndSet(n, n.label, "done") + " " + n.label);
        try {
            AtomicIntegerFieldUpdater.newUpdater(Node.class, "missing");
        } catch (RuntimeException e) {
            System.out.println("missing field: " + e.getClass().getSimpleName() + " cause " + e.getCause().getClass().getSimpleName());
        }
        try {
            AtomicLongFieldUpdater.newUpdater(Node.class, "count");
        } catch (IllegalArgumentException e) {
            System.out.println("wrong field type: IllegalArgumentException " + e.getMessage());
        }
        try {
            AtomicReferenceFieldUpdater.newUpdater(Node.class, Integer.class, "label");
        } catch (ClassCastException e) {
            System.out.println("wrong reference type: ClassCastException");
        }
        try {
            COUNT.incrementAndGet(null);
        } catch (RuntimeException e) {
            System.out.println("null target: " + e.getClass().getSimpleName());
        }
        AtomicIntegerFieldUpdater<Node> hidden = AtomicIntegerFieldUpdater.newUpdater(Node.class, "hidden");
        System.out.println("private field from nest " + hidden.addAndGet(n, 3));

        AtomicStampedReference<String> stamped = new AtomicStampedReference<>("v1", 0);
        int[] stampHolder = new int[1];
        String cur = stamped.get(stampHolder);
        System.out.println("stamped " + cur + "@" + stampHolder[0] + " cas " + stamped.compareAndSet(cur, "v2", 0, 1) + " stale stamp " + stamped.compareAndSet("v2", "v3", 0, 2)
                + " -> " + stamped.getReference() + "@" + stamped.getStamp() + " attemptStamp " + stamped.attemptStamp("v2", 5) + " " + stamped.getStamp());
        AtomicMarkableReference<String> marked = new AtomicMarkableReference<>("m", false);
        boolean[] markHolder = new boolean[1];
        System.out.println("markable " + marked.get(markHolder) + "/" + markHolder[0] + " attemptMark " + marked.attemptMark("m", true) + " " + marked.isMarked()
                + " cas " + marked.compareAndSet("m", "n", true, false) + " -> " + marked.getReference() + "/" + marked.isMarked());

        LongAdder adder = new LongAdder();
        LongAccumulator maxAcc = new LongAccumulator(Long::max, Long.MIN_VALUE);
        LongAccumulator product = new LongAccumulator((a, b) -> a * b % 1_000_003, 1);
        DoubleAdder dadder = new DoubleAdder();
        DoubleAccumulator dmin = new DoubleAccumulator(Math::min, Double.POSITIVE_INFINITY);
        AtomicInteger counter = new AtomicInteger();
        AtomicLong sum = new AtomicLong();
        AtomicReference<String> longest = new AtomicReference<>("");
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 1; i <= 250; i++) {
                    int v = id * 1000 + i;
                    adder.increment();
                    adder.add(i);
                    maxAcc.accumulate(v);
                    product.accumulate(i % 7 + 1);
                    dadder.add(0.5);
                    dmin.accumulate(v / 4.0);
                    counter.incrementAndGet();
                    sum.addAndGet(v);
                    String s = "t" + id + "-" + i;
                    longest.accumulateAndGet(s, (a, b) -> a.length() > b.length() || (a.length() == b.length() && a.compareTo(b) >= 0) ? a : b);
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("LongAdder sum " + adder.sum() + " toString " + adder + " intValue " + adder.intValue() + " sumThenReset " + adder.sumThenReset() + " after reset " + adder.sum());
        System.out.println("LongAccumulator max " + maxAcc.get() + " product mod p " + product.get() + " getThenReset " + maxAcc.getThenReset() + " -> " + maxAcc.get());
        System.out.println("DoubleAdder " + dadder.sum() + " DoubleAccumulator min " + dmin.get());
        System.out.println("threads counter " + counter.get() + " sum " + sum.get() + " longest " + longest.get());
        System.out.println("Arrays of atomics " + Arrays.toString(new AtomicInteger[]{new AtomicInteger(1), new AtomicInteger(2)}));
    }
}
