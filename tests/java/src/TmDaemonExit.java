import java.util.concurrent.*;

public class TmDaemonExit {
    public static void main(String[] args) throws Exception {
        CountDownLatch running = new CountDownLatch(2);
        Thread sleeperDaemon = new Thread(() -> {
            running.countDown();
            while (true) { try { Thread.sleep(1000); } catch (InterruptedException e) {} }
        }, "daemon-sleeper");
        sleeperDaemon.setDaemon(true);
        Thread waitDaemon = new Thread(() -> {
            Object o = new Object();
            synchronized (o) { running.countDown(); try { o.wait(); } catch (InterruptedException e) {} }
        }, "daemon-waiter");
        waitDaemon.setDaemon(true);
        System.out.println("main isDaemon: " + Thread.currentThread().isDaemon());
        System.out.println("new thread isDaemon: " + new Thread(() -> {}).isDaemon());
        sleeperDaemon.start();
        waitDaemon.start();
        running.await();
        System.out.println("daemons alive: " + sleeperDaemon.isAlive() + " " + waitDaemon.isAlive());
        try { sleeperDaemon.setDaemon(false); } catch (IllegalThreadStateException e) { System.out.println("setDaemon on started thread: IllegalThreadStateException"); }
        // child of a daemon thread is a daemon
        boolean[] childDaemon = new boolean[1];
        Thread parent = new Thread(() -> {
            Thread child = new Thread(() -> {});
            childDaemon[0] = child.isDaemon();
        });
        parent.setDaemon(true);
        parent.start(); parent.join();
        System.out.println("child of daemon isDaemon: " + childDaemon[0]);
        // a non-daemon thread keeps the VM alive after main returns
        CountDownLatch mainDone = new CountDownLatch(1);
        Thread last = new Thread(() -> {
            try { mainDone.await(); Thread.sleep(20); } catch (InterruptedException e) {}
            System.out.println("non-daemon finished after main");
        }, "last");
        last.start();
        System.out.println("main done");
        mainDone.countDown();
    }
}
