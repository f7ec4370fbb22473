// SlowShutdown: main ends with an uncaught exception whose handler, and then a shutdown hook, run for
// a long time (node-tests/slices.test.mjs pauses, resumes and stops the program from JavaScript while
// the hook runs). A daemon thread prints too, showing that other threads run meanwhile.
public class SlowShutdown {
    public static void main(String[] args) {
        Thread other = new Thread(() -> {
            for (int i = 1; ; i++) {
                System.out.println("other " + i);
                try { Thread.sleep(200); } catch (InterruptedException e) { return; }
            }
        });
        other.setDaemon(true);
        other.start();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> System.out.println("handler: " + e.getMessage()));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            long x = 1;
            for (long i = 1; ; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
                if ((i & ((1 << 20) - 1)) == 0) System.out.println("hook " + (i >> 20));
            }
        }));
        throw new IllegalStateException("main ends");
    }
}
