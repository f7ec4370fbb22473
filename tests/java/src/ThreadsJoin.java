import java.util.ArrayList;
import java.util.List;

public class ThreadsJoin {
    static class Summer extends Thread {
        final int from, to;
        long result;

        Summer(String name, int from, int to) {
            super(name);
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            long s = 0;
            for (int i = from; i < to; i++) s += (long) i * i;
            result = s;
        }
    }

    static class PingPong {
        private boolean pingTurn = true;
        final List<String> log = new ArrayList<>();

        synchronized void ping(int i) throws InterruptedException {
            while (!pingTurn) wait();
            log.add("ping" + i);
            pingTurn = false;
            notifyAll();
        }

        synchronized void pong(int i) throws InterruptedException {
            while (pingTurn) wait();
            log.add("pong" + i);
            pingTurn = true;
            notifyAll();
        }
    }

    static int shared = 0;

    public static void main(String[] args) throws Exception {
        Summer[] ss = new Summer[4];
        for (int i = 0; i < 4; i++) ss[i] = new Summer("summer-" + i, i * 2500, (i + 1) * 2500);
        for (Summer s : ss) s.start();
        long total = 0;
        for (Summer s : ss) {
            s.join();
            total += s.result;
            System.out.println(s.getName() + " -> " + s.result + " alive " + s.isAlive() + " state " + s.getState());
        }
        System.out.println("total " + total);
        final PingPong pp = new PingPong();
        Thread pinger = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 5; i++) pp.ping(i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        }, "pinger");
        Thread ponger = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 5; i++) pp.pong(i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        }, "ponger");
        ponger.start();
        pinger.start();
        pinger.join();
        ponger.join();
        System.out.println("pingpong " + pp.log);
        final Object lock = new Object();
        Thread[] incs = new Thread[3];
        for (int t = 0; t < 3; t++) {
            incs[t] = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < 2000; i++) {
                        synchronized (lock) {
                            shared++;
                        }
                    }
                }
            });
            incs[t].start();
        }
        for (Thread t : incs) t.join();
        System.out.println("shared " + shared);
        Thread failing = new Thread(new Runnable() {
            public void run() {
                throw new IllegalStateException("thread failure");
            }
        }, "failing-thread");
        failing.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("handler got " + e.getMessage() + " from " + t.getName());
            }
        });
        failing.start();
        failing.join();
        // a Thread subclass (not a Runnable) so that the printed trace has no java.lang.Thread frame
        Thread dflt = new Thread("worker-7") {
            @Override
            public void run() {
                throw new RuntimeException("default handler prints to stderr");
            }
        };
        dflt.start();
        dflt.join();
        System.out.println("after default handler");
        Thread t = new Thread("never-started");
        System.out.println("state " + t.getState() + " alive " + t.isAlive());
        final int[] box = new int[1];
        Thread d = new Thread(new Runnable() {
            public void run() { box[0] = 42; }
        });
        d.setDaemon(true);
        d.start();
        d.join();
        System.out.println("daemon result " + box[0] + " state " + d.getState());
        ThreadLocal<String> tl = new ThreadLocal<String>() {
            @Override
            protected String initialValue() { return "init-" + Thread.currentThread().getName(); }
        };
        final String[] other = new String[1];
        Thread tlT = new Thread(new Runnable() {
            public void run() { other[0] = tl.get(); }
        }, "tl-thread");
        tl.set("main-value");
        tlT.start();
        tlT.join();
        System.out.println("threadlocal main=" + tl.get() + " other=" + other[0]);
    }
}
