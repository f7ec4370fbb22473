// PingPong: thread hand-over. Two threads pass a token back and forth N times in each of three
// ways: a monitor with wait/notify and a turn flag, a SynchronousQueue (put/take), and
// LockSupport.park/unpark with a volatile turn. Every hand-over blocks one thread and wakes the
// other, so this measures the cost of switching threads, not of running them.
// Usage: java PingPong [rounds]. Deterministic; prints a checksum per mode.
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.locks.LockSupport;

public final class PingPong {
    interface Mode {
        long run(int rounds) throws InterruptedException;
    }

    // wait/notify: `turn` says whose move it is; each side waits for its turn, moves, notifies.
    static final class Monitor implements Mode {
        private int turn;
        private long token;

        private synchronized void play(int me, int rounds) throws InterruptedException {
            for (int i = 0; i < rounds; i++) {
                while (turn != me) {
                    wait();
                }
                token = token * 31 + me + i;
                turn = 1 - me;
                notifyAll();
            }
        }

        @Override
        public long run(int rounds) throws InterruptedException {
            Thread other = start(new Body() {
                @Override
                public void run() throws InterruptedException {
                    play(1, rounds);
                }
            });
            play(0, rounds);
            other.join();
            return token;
        }
    }

    // SynchronousQueue: each put meets a take; the token goes there and comes back incremented.
    static final class Queue implements Mode {
        @Override
        public long run(int rounds) throws InterruptedException {
            SynchronousQueue<Long> there = new SynchronousQueue<>(), back = new SynchronousQueue<>();
            Thread other = start(new Body() {
                @Override
                public void run() throws InterruptedException {
                    for (int i = 0; i < rounds; i++) {
                        back.put(there.take() * 3 + i);
                    }
                }
            });
            long token = 1;
            for (int i = 0; i < rounds; i++) {
                there.put(token);
                token = back.take() & 0xffffffffL;
            }
            other.join();
            return token;
        }
    }

    // park/unpark: the volatile `turn` is the truth, park only sleeps until it may be ours.
    static final class Park implements Mode {
        private volatile int turn;
        private long token;
        private final Thread[] players = new Thread[2];

        private void play(int me, int rounds) {
            for (int i = 0; i < rounds; i++) {
                while (turn != me) {
                    LockSupport.park(this);
                }
                token = token * 17 + me + i; // ordered by the volatile write below and read above
                turn = 1 - me;
                LockSupport.unpark(players[1 - me]);
            }
        }

        @Override
        public long run(int rounds) throws InterruptedException {
            players[0] = Thread.currentThread();
            Thread other = new Thread(new Runnable() {
                @Override
                public void run() {
                    play(1, rounds);
                }
            }, "pong");
            players[1] = other;
            other.start();
            play(0, rounds);
            other.join();
            return token;
        }
    }

    interface Body {
        void run() throws InterruptedException;
    }

    static Thread start(final Body body) {
        Thread t = new Thread(new Runnable() {
            @Override
            public void run() {
                try {
                    body.run();
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }
        }, "pong");
        t.start();
        return t;
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        System.out.println("wait/notify " + Long.toHexString(new Monitor().run(rounds)));
        System.out.println("SynchronousQueue " + Long.toHexString(new Queue().run(rounds)));
        System.out.println("park/unpark " + Long.toHexString(new Park().run(rounds)));
    }
}
