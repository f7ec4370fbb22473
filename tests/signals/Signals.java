// A program that is ended by a signal while it is busy (mode "loop"), reading stdin ("read"), waiting on
// a monitor ("wait") or sleeping ("sleep"); "handler" installs its own handler for SIGUSR2 first and ends
// when that runs. node-tests/signals.test.mjs sends the signal once the program says it is ready and
// compares the output and exit status with HotSpot's.
import sun.misc.Signal;

public class Signals {
    static volatile long counter;

    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook ran in " + Thread.currentThread().getName())));
        if (args[0].equals("handler")) {
            Signal.handle(new Signal("USR2"), sig -> {
                System.out.println("handled SIG" + sig.getName() + " (" + sig.getNumber() + ") in " + Thread.currentThread().getName());
                System.exit(5);
            });
        }
        System.out.println("ready " + args[0]);
        System.out.flush();
        switch (args[0]) {
            case "loop", "handler" -> { for (;;) counter++; }
            case "read" -> System.in.read();
            case "wait" -> { synchronized (Signals.class) { Signals.class.wait(); } }
            case "sleep" -> Thread.sleep(100000);
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.out.println("main ended");
    }
}
