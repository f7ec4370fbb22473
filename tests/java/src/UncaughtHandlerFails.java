// Uncaught-exception handlers that throw themselves: HotSpot names the handler's exception and the
// thread ("Exception: X thrown from the UncaughtExceptionHandler in thread ...") and goes on, for a
// started thread, for a thread group's handler and for the main thread (exit status 1).
public class UncaughtHandlerFails {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { throw new IllegalStateException("boom"); }, "worker");
        t.setUncaughtExceptionHandler((th, e) -> { throw new RuntimeException("handler failed for " + e.getMessage()); });
        t.start();
        t.join();
        System.out.println("worker ended: " + t.getState());

        ThreadGroup g = new ThreadGroup("failing group") {
            @Override
            public void uncaughtException(Thread th, Throwable e) {
                throw new UnsupportedOperationException("group handler for " + th.getName());
            }
        };
        Thread u = new Thread(g, () -> { throw new ArithmeticException("in group"); }, "grouped");
        u.start();
        u.join();
        System.out.println("grouped thread ended: " + u.getState());

        Thread.currentThread().setUncaughtExceptionHandler((th, e) -> { throw new Error("main handler: " + e.getMessage()); });
        throw new Exception("main fails");
    }
}
