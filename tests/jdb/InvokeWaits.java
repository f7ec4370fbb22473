// The program node-tests/jdwp-invoke-threads.test.mjs debugs: methods for the debugger to invoke
// while every thread is stopped at a breakpoint in main, each of which can finish only if another
// thread runs meanwhile: one takes a monitor a worker holds, one waits until a helper notifies it,
// one joins a thread it starts. A worker holding the lock and a helper answering are running (in
// sleep loops) when main stops. node-tests/dap.test.mjs calls them through `self`'s instance
// methods (the debugger's expressions call instance methods); retakeGate, at the end, is called with
// the worker held suspended. The tests name line numbers: edit with care.
public class InvokeWaits {
    static final Object lock = new Object();
    static volatile boolean holding, release, asked;
    static int answer;

    // takes the lock the worker holds: the worker must run to give it up
    static int takeLock() {
        release = true;
        synchronized (lock) {
            return 7;
        }
    }

    // asks the helper and waits until it answers
    static int askHelper() throws InterruptedException {
        synchronized (lock) {
            asked = true;
            while (answer == 0) lock.wait();
            return answer;
        }
    }

    // starts a thread and waits for its end
    static String joinThread() throws InterruptedException {
        String[] out = new String[1];
        Thread t = new Thread(() -> out[0] = "joined " + Thread.currentThread().getName(), "joinee");
        t.start();
        t.join();
        return out[0];
    }

    static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        InvokeWaits self = new InvokeWaits();
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                holding = true;
                while (!release) pause();
            }
        }, "worker");
        Thread helper = new Thread(() -> {
            while (!asked) pause();
            synchronized (lock) {
                answer = 42;
                lock.notifyAll();
            }
        }, "helper");
        worker.start();
        helper.start();
        while (!holding) pause();
        System.out.println("worker holds the lock");
        release = true;
        worker.join();
        if (!asked) System.out.println("answer: " + askHelper());
        helper.join();
        System.out.println("done: " + joinThread());
    }

    int takeLockNow() {
        return takeLock();
    }

    int askHelperNow() throws InterruptedException {
        return askHelper();
    }

    String joinThreadNow() throws InterruptedException {
        return joinThread();
    }

    // The tests call this one while the worker, which holds the lock, is held suspended: it waits on
    // the gate, which a thread it starts takes meanwhile (waking it) and keeps while that thread waits
    // for the lock, so the call cannot take the gate back after its wait until the worker runs.
    static final Object gate = new Object();
    static boolean grabbed;

    static int retakeGate() throws InterruptedException {
        synchronized (gate) {
            new Thread(() -> {
                synchronized (gate) {
                    grabbed = true;
                    gate.notifyAll();
                    synchronized (lock) { // waits for the worker
                    }
                }
            }, "grabber").start();
            while (!grabbed) gate.wait();
            return 1;
        }
    }

    int retakeGateNow() throws InterruptedException {
        return retakeGate();
    }
}
