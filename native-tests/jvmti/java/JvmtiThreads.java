import java.util.concurrent.locks.LockSupport;

/* The program of the threads test agent (native-tests/jvmti/agents/threads, node-tests/jvmti-threads.test.mjs):
   threads that sleep, wait, park, block on a monitor and run, and natives the agent registers
   (RegisterNatives when this class is prepared) through which the program asks the agent, at chosen
   points, for thread states, thread and group information, monitor information, and to suspend,
   resume, interrupt and stop threads. Every thread is synchronised with main, so the output (main's
   and the agent's, including the monitor events of the test's own threads) is the same on every VM. */
public class JvmtiThreads {
    static final class Lock {
        final String name;
        Lock(String name) { this.name = name; }
        synchronized void hold(Runnable r) { r.run(); }
        @Override public String toString() { return name; }
    }

    static native void state(String label, Thread t);
    static native boolean isSuspended(Thread t);
    static native boolean inNativeState(Thread t);
    static native void info(Thread t);
    static native void allThreads();
    static native void groups(ThreadGroup mine);
    static native void tls(Thread t);
    static native void owned(String label, Thread t);
    static synchronized native void ownedSync(String label, Thread t);
    static native void ownedJni(String label, Object o);
    static native int monitorEvents();
    static native void runInNative();
    static native void releaseNative();
    static native void contended(Thread t);
    static native void usage(Object o);
    static native String suspend(Thread t);
    static native String resume(Thread t);
    static native String suspendList(Thread[] ts);
    static native String resumeList(Thread[] ts);
    static native String suspendSelf();
    static native String interrupt(Thread t);
    static native String stop(Thread t, Throwable ex);
    static native void errors(Object notAThread);

    static final Lock A = new Lock("A"), B = new Lock("B"), C = new Lock("C"), W = new Lock("W"), TW = new Lock("TW"),
            H1 = new Lock("H1"), H2 = new Lock("H2"), S = new Lock("S");
    static volatile boolean stopRun, parkDone, sleepDone, selfResumed, cbDone;
    static volatile long counter, loopCount;

    static void await(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }

    /* HotSpot changes a thread's state before it posts MonitorContendedEnter or MonitorWait: wait
       for the agent to have printed the event too */
    static void awaitEvents(int n) throws InterruptedException {
        while (monitorEvents() < n) Thread.sleep(1);
    }

    static void awaitSuspended(Thread t) throws InterruptedException {
        while (!isSuspended(t)) Thread.sleep(1);
    }

    static long progressAfter(long before) throws InterruptedException {
        for (int i = 0; i < 5000 && counter == before; i++) Thread.sleep(1);
        return counter;
    }

    static Thread start(ThreadGroup g, String name, Runnable r) {
        Thread t = new Thread(g, r, name);
        t.start();
        return t;
    }

    static void say(String s) { System.out.println(s); }

    /* A thread in a native method (natively: OS threads; a green thread cannot stay in native code
       while others run): IN_NATIVE, suspended there, and stopped when it comes back to Java. */
    static void inNative() throws InterruptedException {
        Thread nat = start(null, "T-native", () -> { runInNative(); sleepDone = true; });
        while (!inNativeState(nat)) Thread.sleep(1);
        state("in native", nat);
        say("SuspendThread(T-native) = " + suspend(nat));
        state("suspended in native", nat);
        releaseNative();
        Thread.sleep(100);
        say("T-native went on in Java while suspended: " + sleepDone);
        String r = resume(nat);
        nat.join();
        say("ResumeThread(T-native) = " + r + ", T-native went on after resume: " + sleepDone);
    }

    /* Every thread suspended at once, main included: with green threads the VM is then idle until
       the host resumes them (node-tests/jvmti-threads.test.mjs; nothing resumes them on other VMs). */
    static void suspendAll() throws InterruptedException {
        Thread busy = start(null, "T-busy", () -> { while (!stopRun) counter++; });
        while (counter == 0) Thread.sleep(1);
        say("suspending every thread");
        String r = suspendList(new Thread[] {busy, Thread.currentThread()});
        say("main resumed: SuspendThreadList = " + r + ", T-busy suspended: " + isSuspended(busy));
        r = suspendSelf();
        say("main resumed again: SuspendThread = " + r + ", T-busy suspended: " + isSuspended(busy));
        stopRun = true;
        busy.join();
        say("done");
    }

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("suspend-all")) {
            suspendAll();
            return;
        }
        if (args.length > 0 && args[0].equals("in-native")) {
            inNative();
            return;
        }
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> say(t.getName() + " died of " + e));
        ThreadGroup tg = new ThreadGroup("TG");
        ThreadGroup sub = new ThreadGroup(tg, "TG-sub");

        // -------- states and information
        Thread fresh = new Thread(tg, () -> {}, "T-new");
        fresh.setPriority(7);
        state("not started", fresh);
        info(fresh);
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(1000000); } catch (InterruptedException e) { say("T-sleep: " + e); }
            sleepDone = true;
        }, "T-sleep");
        sleeper.setDaemon(true);
        sleeper.start();
        Thread waiter = start(null, "T-wait", () -> {
            synchronized (W) {
                try { W.wait(); } catch (InterruptedException e) { say("T-wait: " + e); }
            }
        });
        Thread parker = start(tg, "T-park", () -> { while (!parkDone) LockSupport.park(); });
        Thread runner = start(null, "T-run", () -> { while (!stopRun) counter++; });
        runner.setPriority(3);
        Thread holder = start(null, "T-hold", () -> H1.hold(() -> {
            synchronized (H2) {
                try { Thread.sleep(1000000); } catch (InterruptedException e) { say("T-hold: " + e); }
            }
        }));
        await(sleeper, Thread.State.TIMED_WAITING);
        await(waiter, Thread.State.WAITING);
        awaitEvents(1);
        await(parker, Thread.State.WAITING);
        await(holder, Thread.State.TIMED_WAITING);
        Thread blocker;
        synchronized (A) {
            blocker = start(null, "T-block", () -> { synchronized (A) { say("T-block: in A"); } });
            await(blocker, Thread.State.BLOCKED);
            awaitEvents(2);
            state("main", null);
            state("sleeping", sleeper);
            state("waiting", waiter);
            state("parked", parker);
            state("blocked", blocker);
            for (Thread t : new Thread[] {sleeper, waiter, parker, runner, blocker}) info(t);
            info(null);
            allThreads();
            groups(tg);
            tls(sleeper);

            // -------- monitors
            B.hold(() -> { synchronized (C) { owned("main", null); } });
            ownedSync("main in a synchronized native method", null);
            ownedJni("main with a JNI monitor", H2.name);
            owned("T-hold", holder);
            owned("T-wait", waiter);
            contended(blocker);
            contended(waiter);
            contended(sleeper);
            usage(A);
            usage(W);
            usage(H2);
            usage(C);
        }
        blocker.join();
        synchronized (W) { W.notify(); }
        waiter.join();
        Thread timed = start(null, "T-timed", () -> {
            synchronized (TW) {
                try { TW.wait(20); } catch (InterruptedException e) { say("T-timed: " + e); }
            }
        });
        timed.join();

        // -------- suspension
        say("SuspendThread(T-run) = " + suspend(runner));
        state("suspended runner", runner);
        long c1 = counter;
        Thread.sleep(100);
        say("runner progressed while suspended: " + (counter != c1));
        say("SuspendThread(T-run) again = " + suspend(runner));
        say("ResumeThread(T-run) = " + resume(runner));
        say("runner progressed after resume: " + (progressAfter(c1) != c1));
        say("ResumeThread(T-run) again = " + resume(runner));
        state("resumed runner", runner);

        // a sleeping thread suspended and interrupted: it stays stopped until resumed
        say("SuspendThread(T-sleep) = " + suspend(sleeper));
        state("suspended sleeper", sleeper);
        say("InterruptThread(T-sleep) = " + interrupt(sleeper));
        Thread.sleep(100);
        say("sleeper went on while suspended: " + sleepDone);
        String r = resume(sleeper);
        sleeper.join();
        say("ResumeThread(T-sleep) = " + r + ", sleeper after resume: " + sleepDone);

        // a wait that times out while its thread is suspended is reported once it is resumed
        int ev = monitorEvents();
        Thread timed2 = start(null, "T-timed2", () -> {
            synchronized (TW) {
                try { TW.wait(300); } catch (InterruptedException e) { say("T-timed2: " + e); }
            }
            say("T-timed2: done");
        });
        await(timed2, Thread.State.TIMED_WAITING);
        awaitEvents(ev + 1);
        say("SuspendThread(T-timed2) = " + suspend(timed2));
        Thread.sleep(600);
        say("resuming T-timed2");
        r = resume(timed2);
        timed2.join();
        say("ResumeThread(T-timed2) = " + r);

        // the agent suspends a thread in its own MonitorWaited callback
        Thread cb = start(null, "T-cb", () -> {
            synchronized (TW) {
                try { TW.wait(10); } catch (InterruptedException e) { say("T-cb: " + e); }
            }
            cbDone = true;
        });
        awaitSuspended(cb);
        Thread.sleep(50);
        say("T-cb went on while suspended: " + cbDone);
        r = resume(cb);
        cb.join();
        say("ResumeThread(T-cb) = " + r + ", T-cb done: " + cbDone);

        // a list, with a thread that is not alive
        Thread[] list = {runner, parker, fresh};
        say("SuspendThreadList = " + suspendList(list));
        state("listed runner", runner);
        state("listed parker", parker);
        say("ResumeThreadList = " + resumeList(list));

        // a thread suspends itself; main resumes it
        Thread self = start(null, "T-self", () -> { String e = suspendSelf(); selfResumed = true; say("T-self: resumed, SuspendThread(self) = " + e); });
        awaitSuspended(self);
        state("self-suspended", self);
        Thread.sleep(50);
        say("T-self went on while suspended: " + selfResumed);
        r = resume(self);
        self.join();
        say("ResumeThread(T-self) = " + r);

        // Thread.suspend and Thread.resume share the suspension
        runner.suspend();
        state("Thread.suspend", runner);
        runner.resume();
        state("Thread.resume", runner);

        // -------- asynchronous exceptions and interrupts
        r = stop(runner, new IllegalStateException("stopped by the agent"));
        runner.join();
        say("StopThread(T-run) = " + r);
        Thread loop = start(null, "T-loop", () -> {
            try { while (true) loopCount++; }
            catch (ThreadDeath td) { say("T-loop: " + td); }
        });
        while (loopCount == 0) Thread.sleep(1);
        loop.stop();
        loop.join();
        r = stop(parker, new IllegalStateException("stopped in park"));
        parker.join();
        say("StopThread(T-park) = " + r);
        Thread still = new Thread(() -> say("T-still: ran"), "T-still");
        still.stop();
        still.start();
        still.join();
        say("T-still, stopped before its start, ended: " + (still.getState() == Thread.State.TERMINATED));
        Thread waiter3 = start(null, "T-wait3", () -> {
            synchronized (S) {
                try { S.wait(); } catch (InterruptedException e) { say("T-wait3: " + e); }
            }
        });
        await(waiter3, Thread.State.WAITING);
        r = interrupt(waiter3);
        waiter3.join();
        say("InterruptThread(T-wait3) = " + r);
        state("ended", waiter3);
        say("StopThread(T-wait3) after its end = " + stop(waiter3, new IllegalStateException("too late")));
        say("SuspendThread(T-wait3) after its end = " + suspend(waiter3));
        say("InterruptThread(T-new) before its start = " + interrupt(fresh));
        r = interrupt(holder);
        holder.join();
        say("InterruptThread(T-hold) = " + r);
        errors(A);
        say("done");
    }
}
