// RedefWaiter, version 2: waitThenSay() says something else (its thread waits in version 1 meanwhile).
class RedefWaiter {
    static final Object lock = new Object();
    static boolean go;

    static String waitThenSay() throws InterruptedException {
        synchronized (lock) {
            while (!go) lock.wait();
        }
        return "waiter v2";
    }

    static String say() { return "say v2"; }
}
