// ThreadStress: many threads doing monitor operations and allocating while the collector runs.
// Usage: java ThreadStress [threads] [ops]   (defaults 16 and 100000; threads must be even)
//
// Each of the threads runs `ops` iterations. Every iteration increments a shared counter under one
// of four shared locks and a shared synchronized counter object, and allocates short-lived objects
// (one Item with its int[] payload). Every 64th item is retained in the thread's own list, every
// 1000th also in a map shared by all threads (under its lock); every 16th iteration locks a
// freshly allocated object (a monitor that dies with it) and takes its identity hash. Threads are
// paired (2k, 2k+1) and every 100 iterations meet in a wait/notify rendezvous that passes a token
// there and back. Thread 0 also calls System.gc() four times along the way.
//
// At the end the program checks everything itself (counters exact, every retained object intact,
// every token seen in order) and prints one summary line per check and "OK", or a "FAIL" line and
// exits with status 1. None of the printed values depends on the interleaving of the threads, so
// the output is the same on every VM (HotSpot's is the golden, tests/stress/expected).
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public final class ThreadStress {
    static final int LOCKS = 4;
    static final int RETAIN_EVERY = 64;
    static final int SHARE_EVERY = 1000;
    static final int HANDOFF_EVERY = 100;
    static final int TEMP_LOCK_EVERY = 16;

    static final Object[] LOCKS_ = new Object[LOCKS];
    static final long[] SHARED = new long[LOCKS]; // SHARED[k] only under LOCKS_[k]
    static final Map<String, Item> SHARED_ITEMS = new HashMap<>();
    static final List<String> FAILURES = new ArrayList<>();

    static final class Counter {
        private long value;

        synchronized void add(long d) {
            value += d;
        }

        synchronized long get() {
            return value;
        }
    }

    static final Counter COUNTER = new Counter();

    static final class Item {
        final int thread, index;
        final int[] payload;

        Item(int thread, int index) {
            this.thread = thread;
            this.index = index;
            payload = new int[4 + (index & 7)];
            for (int k = 0; k < payload.length; k++) {
                payload[k] = value(thread, index, k);
            }
        }

        boolean intact(int t, int i) {
            if (thread != t || index != i || payload.length != 4 + (i & 7)) return false;
            for (int k = 0; k < payload.length; k++) {
                if (payload[k] != value(t, i, k)) return false;
            }
            return true;
        }
    }

    static int value(int t, int i, int k) {
        return (t * 1_000_003) ^ (i * 31 + k * 7919);
    }

    // A one-slot rendezvous: the even thread of a pair sends a token and waits for the reply.
    static final class Mailbox {
        private long there = -1, back = -1;

        synchronized long exchange(long token) throws InterruptedException {
            while (there != -1) wait();
            there = token;
            notifyAll();
            while (back == -1) wait();
            long reply = back;
            back = -1;
            notifyAll();
            return reply;
        }

        synchronized long serve() throws InterruptedException {
            while (there == -1) wait();
            long token = there;
            there = -1;
            back = token * 3 + 1;
            notifyAll();
            return token;
        }
    }

    static final class Worker extends Thread {
        final int id, ops;
        final Mailbox mailbox;
        final List<Item> retained = new ArrayList<>();
        long garbageSum, hashes, handoffs;
        String failure;

        Worker(int id, int ops, Mailbox mailbox) {
            super("stress-" + id);
            this.id = id;
            this.ops = ops;
            this.mailbox = mailbox;
        }

        @Override
        public void run() {
            try {
                work();
            } catch (Throwable e) {
                failure = "thread " + id + " threw " + e;
            }
        }

        private void work() throws InterruptedException {
            for (int i = 0; i < ops; i++) {
                int k = (id + i) % LOCKS;
                synchronized (LOCKS_[k]) {
                    SHARED[k] += 1;
                }
                COUNTER.add(2);

                Item item = new Item(id, i); // short-lived unless retained below
                garbageSum += item.payload[item.payload.length - 1] & 0xff;
                if (i % RETAIN_EVERY == 0) retained.add(item);
                if (i % SHARE_EVERY == 0) {
                    synchronized (SHARED_ITEMS) {
                        SHARED_ITEMS.put(id + ":" + i, item);
                    }
                }
                if (i % TEMP_LOCK_EVERY == 0) {
                    Object temp = new Object();
                    synchronized (temp) {
                        hashes += System.identityHashCode(temp) == System.identityHashCode(temp) ? 1 : 0;
                    }
                }
                if (i % HANDOFF_EVERY == 0) {
                    long token = (long) id << 32 | i;
                    if ((id & 1) == 0) {
                        long reply = mailbox.exchange(token);
                        if (reply != token * 3 + 1) {
                            failure = "thread " + id + " round " + i + ": reply " + reply + ", expected " + (token * 3 + 1);
                            return;
                        }
                    } else {
                        long got = mailbox.serve();
                        long want = (long) (id - 1) << 32 | i;
                        if (got != want) {
                            failure = "thread " + id + " round " + i + ": token " + got + ", expected " + want;
                            return;
                        }
                    }
                    handoffs++;
                }
                if (id == 0 && i % (ops / 4 + 1) == ops / 8) System.gc();
            }
        }
    }

    static void check(boolean ok, String what) {
        if (!ok) FAILURES.add(what);
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int ops = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        if (threads < 2 || threads % 2 != 0 || ops < 1) {
            System.out.println("FAIL: usage: ThreadStress [even threads >= 2] [ops >= 1]");
            System.exit(2);
        }
        for (int k = 0; k < LOCKS; k++) LOCKS_[k] = new Object();
        Worker[] workers = new Worker[threads];
        for (int t = 0; t < threads; t += 2) {
            Mailbox m = new Mailbox();
            workers[t] = new Worker(t, ops, m);
            workers[t + 1] = new Worker(t + 1, ops, m);
        }
        for (Worker w : workers) w.start();
        for (Worker w : workers) w.join();

        System.out.println("ThreadStress " + threads + " threads x " + ops + " ops");
        for (Worker w : workers) check(w.failure == null, String.valueOf(w.failure));

        long total = 0;
        for (int k = 0; k < LOCKS; k++) {
            synchronized (LOCKS_[k]) {
                total += SHARED[k];
                // lock k is taken in iteration i by thread t when (t + i) % LOCKS == k
                long want = 0;
                for (int t = 0; t < threads; t++) want += (ops + LOCKS - 1 - ((k - t) % LOCKS + LOCKS) % LOCKS) / LOCKS;
                check(SHARED[k] == want, "lock " + k + ": " + SHARED[k] + " increments, expected " + want);
            }
        }
        check(COUNTER.get() == 2L * threads * ops, "counter " + COUNTER.get() + ", expected " + 2L * threads * ops);
        System.out.println("monitors: " + total + " locked increments, counter " + COUNTER.get());

        long retainedCount = 0, retainedSum = 0, garbage = 0, hashes = 0, handoffs = 0;
        for (Worker w : workers) {
            int expect = (ops + RETAIN_EVERY - 1) / RETAIN_EVERY;
            check(w.retained.size() == expect, "thread " + w.id + " retained " + w.retained.size() + ", expected " + expect);
            for (int j = 0; j < w.retained.size(); j++) {
                Item it = w.retained.get(j);
                check(it.intact(w.id, j * RETAIN_EVERY), "thread " + w.id + " retained item " + j + " is damaged");
                for (int v : it.payload) retainedSum += v;
            }
            retainedCount += w.retained.size();
            garbage += w.garbageSum;
            hashes += w.hashes;
            handoffs += w.handoffs;
        }
        check(hashes == (long) threads * ((ops + TEMP_LOCK_EVERY - 1) / TEMP_LOCK_EVERY), "temporary monitors " + hashes);
        check(handoffs == (long) threads * ((ops + HANDOFF_EVERY - 1) / HANDOFF_EVERY), "handoffs " + handoffs);
        synchronized (SHARED_ITEMS) {
            check(SHARED_ITEMS.size() == threads * ((ops + SHARE_EVERY - 1) / SHARE_EVERY), "shared items " + SHARED_ITEMS.size());
            for (Map.Entry<String, Item> e : SHARED_ITEMS.entrySet()) {
                String[] key = e.getKey().split(":");
                check(e.getValue().intact(Integer.parseInt(key[0]), Integer.parseInt(key[1])), "shared item " + e.getKey() + " is damaged");
            }
            System.out.println("allocation: " + retainedCount + " retained items (payload sum " + retainedSum + "), "
                    + SHARED_ITEMS.size() + " shared, garbage sum " + garbage);
        }
        System.out.println("handoffs: " + handoffs + " wait/notify rendezvous, " + hashes + " temporary monitors");
        if (!FAILURES.isEmpty()) {
            System.out.println("FAIL: " + FAILURES.size() + " check(s) failed; first: " + FAILURES.get(0));
            System.exit(1);
        }
        System.out.println("OK");
    }
}
