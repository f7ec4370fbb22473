import java.lang.ref.Cleaner;
import java.util.concurrent.atomic.*;

public class TmCleanerFinalize {
    static final AtomicInteger cleaned = new AtomicInteger();
    static final AtomicInteger finalized = new AtomicInteger();

    static final class Resource implements AutoCloseable {
        static final Cleaner CLEANER = Cleaner.create();
        private final Cleaner.Cleanable cleanable;
        Resource(int id) { cleanable = CLEANER.register(this, new State(id)); }
        public void close() { cleanable.clean(); }
    }
    static final class State implements Runnable {
        final int id;
        State(int id) { this.id = id; }
        public void run() { cleaned.incrementAndGet(); }
    }
    static final class Finalizable {
        final int[] payload = new int[16];
        @SuppressWarnings("deprecation")
        @Override protected void finalize() { finalized.incrementAndGet(); }
    }

    static void gcWhile(java.util.function.BooleanSupplier notDone) throws InterruptedException {
        for (int i = 0; i < 100 && notDone.getAsBoolean(); i++) { System.gc(); System.runFinalization(); Thread.sleep(10); }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 20; i++) new Resource(i);
        gcWhile(() -> cleaned.get() < 20);
        System.out.println("cleaned by GC: " + cleaned.get());

        cleaned.set(0);
        try (Resource r = new Resource(99)) { }
        System.out.println("cleaned by close: " + cleaned.get());
        Resource r2 = new Resource(100);
        r2.close(); r2.close();
        System.out.println("clean is idempotent: " + cleaned.get());

        for (int i = 0; i < 30; i++) new Finalizable();
        gcWhile(() -> finalized.get() < 30);
        System.out.println("finalized: " + finalized.get());

        Finalizable kept = new Finalizable();
        System.gc(); System.runFinalization(); Thread.sleep(10);
        System.out.println("reachable not finalized: " + finalized.get());
        kept = null;
        gcWhile(() -> finalized.get() < 31);
        System.out.println("after drop: " + finalized.get());

        Cleaner own = Cleaner.create();
        AtomicBoolean ran = new AtomicBoolean();
        Object obj = new Object();
        own.register(obj, () -> ran.set(true));
        obj = null;
        gcWhile(() -> !ran.get());
        System.out.println("own cleaner ran: " + ran.get());
    }
}
