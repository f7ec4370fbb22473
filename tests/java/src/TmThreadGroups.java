import java.util.*;
import java.util.concurrent.*;

public class TmThreadGroups {
    public static void main(String[] args) throws Exception {
        ThreadGroup mainGroup = Thread.currentThread().getThreadGroup();
        System.out.println("main thread: " + Thread.currentThread().getName() + " group: " + mainGroup.getName()
            + " parent: " + mainGroup.getParent().getName());
        ThreadGroup g = new ThreadGroup("tm-group");
        ThreadGroup sub = new ThreadGroup(g, "tm-sub");
        System.out.println("g parent: " + g.getParent().getName() + " sub parent: " + sub.getParent().getName()
            + " parentOf: " + g.parentOf(sub) + " " + sub.parentOf(g));
        System.out.println("maxPriority: " + g.getMaxPriority());
        sub.setMaxPriority(4);
        System.out.println("sub maxPriority: " + sub.getMaxPriority());
        CountDownLatch started = new CountDownLatch(4);
        CountDownLatch release = new CountDownLatch(1);
        Runnable r = () -> { started.countDown(); try { release.await(); } catch (InterruptedException e) {} };
        List<Thread> mine = new ArrayList<>();
        mine.add(new Thread(g, r, "tm-beta"));
        mine.add(new Thread(g, r, "tm-alpha"));
        mine.add(new Thread(sub, r, "tm-delta"));
        mine.add(new Thread(sub, r, "tm-gamma"));
        Thread pri = mine.get(2);
        pri.setPriority(Thread.MAX_PRIORITY);
        System.out.println("priority clamped to group max: " + pri.getPriority());
        for (Thread t : mine) t.start();
        started.await();
        TreeSet<String> names = new TreeSet<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) if (t.getName().startsWith("tm-")) names.add(t.getName());
        System.out.println("getAllStackTraces: " + names);
        Thread[] arr = new Thread[20];
        int n = g.enumerate(arr, true);
        TreeSet<String> en = new TreeSet<>();
        for (int i = 0; i < n; i++) en.add(arr[i].getName());
        System.out.println("enumerate recursive: " + en);
        n = g.enumerate(arr, false);
        en.clear();
        for (int i = 0; i < n; i++) en.add(arr[i].getName());
        System.out.println("enumerate direct: " + en);
        for (Thread t : mine) System.out.println(t.getName() + " in " + t.getThreadGroup().getName());
        release.countDown();
        for (Thread t : mine) t.join();
        System.out.println("terminated group: " + mine.get(0).getThreadGroup());
        names.clear();
        for (Thread t : Thread.getAllStackTraces().keySet()) if (t.getName().startsWith("tm-")) names.add(t.getName());
        System.out.println("after join: " + names);
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        System.out.println("own stack top: " + st[1].getMethodName());
        Thread named = new Thread(() -> {});
        System.out.println("default name prefix: " + named.getName().startsWith("Thread-"));
        named.setName("renamed");
        System.out.println("renamed: " + named.getName() + " id>0: " + (named.getId() > 0));
        System.out.println("toString: " + new Thread(g, () -> {}, "tm-str"));
        g.setDaemon(true);
        System.out.println("group daemon: " + g.isDaemon());
    }
}
