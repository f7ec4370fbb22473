public class TmUncaughtWorker {
    static class Worker extends Thread {
        Worker(String name) { super(name); }
        @Override public void run() {
            step(3);
        }
        void step(int n) {
            if (n == 0) throw new IllegalStateException("boom in " + getName());
            step(n - 1);
        }
    }

    static class Custom extends Thread {
        Custom() { super("custom"); }
        @Override public void run() { throw new UnsupportedOperationException("handled"); }
    }

    public static void main(String[] args) throws Exception {
        Worker w = new Worker("worker");
        w.start();
        w.join();
        System.out.println("worker state: " + w.getState() + " alive=" + w.isAlive());

        Custom c = new Custom();
        c.setUncaughtExceptionHandler((t, e) -> System.out.println("handler got " + e + " from " + t.getName()));
        c.start();
        c.join();

        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("default handler: " + t.getName() + ": " + e.getMessage()));
        Worker w2 = new Worker("worker-2");
        w2.start();
        w2.join();
        Thread.setDefaultUncaughtExceptionHandler(null);

        ThreadGroup g = new ThreadGroup("grp") {
            @Override public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group " + getName() + " caught " + e.getClass().getSimpleName() + " from " + t.getName());
            }
        };
        Thread inGroup = new Thread(g, "member") {
            @Override public void run() { throw new ArithmeticException("x"); }
        };
        inGroup.start();
        inGroup.join();

        Worker w3 = new Worker("worker-3");
        w3.start();
        w3.join();
        System.out.println("main continues");
    }
}
