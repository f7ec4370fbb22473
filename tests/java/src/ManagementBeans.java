import java.lang.management.*;
import java.util.*;

/* java.lang.management on the running VM: only what is deterministic and the same on every JVM. */
public class ManagementBeans {
    static final Object LOCK_A = new Object();
    static byte[] keep;

    public static void main(String[] args) throws Exception {
        runtime();
        memory();
        threads();
        classLoading();
        os();
        collectors();
        deadlock();
        lockDeadlock();
    }

    static void runtime() {
        RuntimeMXBean rt = ManagementFactory.getRuntimeMXBean();
        long pid = ProcessHandle.current().pid();
        System.out.println("pid matches: " + (rt.getPid() == pid));
        System.out.println("name is pid@host: " + rt.getName().startsWith(pid + "@"));
        System.out.println("uptime >= 0: " + (rt.getUptime() >= 0));
        System.out.println("start time <= now: " + (rt.getStartTime() <= System.currentTimeMillis()));
        System.out.println("input arguments have -Dmanagement.test=yes: " + rt.getInputArguments().contains("-Dmanagement.test=yes"));
        System.out.println("vm name is java.vm.name: " + rt.getVmName().equals(System.getProperty("java.vm.name")));
        System.out.println("spec version: " + rt.getSpecVersion());
        System.out.println("class path: " + rt.getClassPath().equals(System.getProperty("java.class.path")));
        System.out.println("boot class path supported: " + rt.isBootClassPathSupported());
        System.out.println("system properties has java.version: " + rt.getSystemProperties().containsKey("java.version"));
    }

    static void memory() {
        keep = new byte[8 << 20];
        MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
        MemoryUsage heap = mem.getHeapMemoryUsage();
        System.out.println("heap used > 0: " + (heap.getUsed() > 0));
        System.out.println("heap used <= committed: " + (heap.getUsed() <= heap.getCommitted()));
        System.out.println("heap committed <= max: " + (heap.getMax() == -1 || heap.getCommitted() <= heap.getMax()));
        MemoryUsage nonHeap = mem.getNonHeapMemoryUsage();
        System.out.println("non-heap used > 0: " + (nonHeap.getUsed() > 0));
        System.out.println("non-heap used <= committed: " + (nonHeap.getUsed() <= nonHeap.getCommitted()));
        System.out.println("pending finalization >= 0: " + (mem.getObjectPendingFinalizationCount() >= 0));
        long heapPools = 0, nonHeapPools = 0;
        boolean poolsConsistent = true;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) heapPools++; else nonHeapPools++;
            MemoryUsage u = p.getUsage();
            poolsConsistent &= p.isValid() && u.getUsed() >= 0 && u.getUsed() <= u.getCommitted()
                && (u.getMax() == -1 || u.getCommitted() <= u.getMax()) && p.getMemoryManagerNames().length > 0;
        }
        System.out.println("heap pools > 0: " + (heapPools > 0) + ", non-heap pools > 0: " + (nonHeapPools > 0));
        System.out.println("pools consistent: " + poolsConsistent);
        boolean managersConsistent = !ManagementFactory.getMemoryManagerMXBeans().isEmpty();
        for (MemoryManagerMXBean m : ManagementFactory.getMemoryManagerMXBeans())
            managersConsistent &= m.isValid() && m.getMemoryPoolNames().length > 0;
        System.out.println("managers consistent: " + managersConsistent);
    }

    static void threads() throws Exception {
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        Thread main = Thread.currentThread();
        System.out.println("thread count = live threads: " + (tb.getThreadCount() == Thread.getAllStackTraces().size()));
        System.out.println("daemon count < thread count: " + (tb.getDaemonThreadCount() < tb.getThreadCount()));
        System.out.println("peak >= count: " + (tb.getPeakThreadCount() >= tb.getThreadCount()));
        System.out.println("started >= count: " + (tb.getTotalStartedThreadCount() >= tb.getThreadCount()));
        long[] ids = tb.getAllThreadIds();
        System.out.println("ids contain main: " + Arrays.stream(ids).anyMatch(id -> id == main.getId()));
        ThreadInfo info = tb.getThreadInfo(main.getId());
        System.out.println("main info: " + info.getThreadName() + " " + info.getThreadState() + " daemon=" + info.isDaemon()
            + " priority=" + info.getPriority() + " lock=" + info.getLockName());
        ThreadInfo deep = tb.getThreadInfo(main.getId(), Integer.MAX_VALUE);
        StackTraceElement[] st = deep.getStackTrace();
        System.out.println("main stack bottom: " + st[st.length - 1].getMethodName() + ", has threads(): "
            + Arrays.stream(st).anyMatch(e -> e.getMethodName().equals("threads")));
        System.out.println("unknown id: " + tb.getThreadInfo(Long.MAX_VALUE));

        Thread sleeper = new Thread(() -> {
            synchronized (LOCK_A) {
                try { LOCK_A.wait(); } catch (InterruptedException e) { }
            }
        }, "waiter");
        sleeper.setDaemon(true);
        sleeper.start();
        while (sleeper.getState() != Thread.State.WAITING) Thread.sleep(1);
        ThreadInfo wi = tb.getThreadInfo(new long[] { sleeper.getId() }, true, true)[0];
        System.out.println("waiter: " + wi.getThreadState() + " on " + wi.getLockInfo().getClassName()
            + " identity=" + (wi.getLockInfo().getIdentityHashCode() == System.identityHashCode(LOCK_A))
            + " owner=" + wi.getLockOwnerName() + " daemon=" + wi.isDaemon() + " waited " + (wi.getWaitedCount() >= 1 ? "counted" : "not counted")
            + " waited time " + wi.getWaitedTime());
        synchronized (LOCK_A) {
            ThreadInfo mi = tb.getThreadInfo(new long[] { main.getId() }, true, false)[0];
            MonitorInfo[] held = mi.getLockedMonitors();
            System.out.println("main holds: " + held.length + " " + held[0].getClassName() + " at "
                + held[0].getLockedStackFrame().getMethodName() + " depth " + held[0].getLockedStackDepth()
                + " identity=" + (held[0].getIdentityHashCode() == System.identityHashCode(LOCK_A)));
            LOCK_A.notifyAll();
        }
        sleeper.join();
        ThreadInfo[] all = tb.dumpAllThreads(false, false);
        System.out.println("dump has main: " + Arrays.stream(all).anyMatch(i -> i.getThreadId() == main.getId() && i.getThreadName().equals("main")));
        if (tb.isThreadCpuTimeSupported()) {
            long cpu = tb.getCurrentThreadCpuTime();
            long user = tb.getCurrentThreadUserTime();
            System.out.println("cpu time: " + (cpu > 0 && user >= 0 && user <= cpu + 10_000_000L
                && tb.getThreadCpuTime(main.getId()) >= cpu));
        } else {
            System.out.println("cpu time: " + true);
        }
        System.out.println("cpu time of unknown thread: " + (!tb.isThreadCpuTimeSupported() || tb.getThreadCpuTime(Long.MAX_VALUE) == -1));
        System.out.println("no deadlock: " + tb.findDeadlockedThreads() + " " + tb.findMonitorDeadlockedThreads());
        com.sun.management.ThreadMXBean sun = (com.sun.management.ThreadMXBean) tb;
        System.out.println("allocated memory supported: " + sun.isThreadAllocatedMemorySupported() + " enabled: " + sun.isThreadAllocatedMemoryEnabled());
        long allocatedBefore = sun.getThreadAllocatedBytes(main.getId());
        keep = new byte[1 << 20];
        long allocatedAfter = sun.getThreadAllocatedBytes(main.getId());
        System.out.println("a megabyte counted: " + (allocatedAfter - allocatedBefore >= (1 << 20)) + ", unknown thread: " + sun.getThreadAllocatedBytes(Long.MAX_VALUE));
    }

    static void classLoading() {
        ClassLoadingMXBean cl = ManagementFactory.getClassLoadingMXBean();
        System.out.println("loaded > 100: " + (cl.getLoadedClassCount() > 100));
        System.out.println("total >= loaded: " + (cl.getTotalLoadedClassCount() >= cl.getLoadedClassCount()));
        System.out.println("unloaded >= 0: " + (cl.getUnloadedClassCount() >= 0));
        long before = cl.getTotalLoadedClassCount();
        new Object() { }.toString();
        System.out.println("loading a class counts: " + (cl.getTotalLoadedClassCount() > before));
        System.out.println("verbose: " + cl.isVerbose());
    }

    static void os() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        System.out.println("processors: " + (os.getAvailableProcessors() == Runtime.getRuntime().availableProcessors()));
        System.out.println("os name: " + os.getName().equals(System.getProperty("os.name")));
        double load = os.getSystemLoadAverage();
        System.out.println("load average >= 0 or -1: " + (load >= 0 || load == -1));
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            com.sun.management.OperatingSystemMXBean sun = (com.sun.management.OperatingSystemMXBean) os;
            System.out.println("total memory > 0: " + (sun.getTotalMemorySize() > 0));
            System.out.println("free <= total: " + (sun.getFreeMemorySize() <= sun.getTotalMemorySize()));
            System.out.println("process cpu time > 0 or -1: " + (sun.getProcessCpuTime() > 0 || sun.getProcessCpuTime() == -1));
            double cpuLoad = sun.getCpuLoad();
            System.out.println("cpu load in [0,1] or negative: " + (cpuLoad <= 1.0));
        }
    }

    static void collectors() {
        long before = 0;
        List<GarbageCollectorMXBean> gcs = ManagementFactory.getGarbageCollectorMXBeans();
        System.out.println("collectors > 0: " + !gcs.isEmpty());
        for (GarbageCollectorMXBean gc : gcs) before += gc.getCollectionCount();
        System.gc();
        long after = 0, time = 0;
        boolean named = true;
        for (GarbageCollectorMXBean gc : gcs) {
            after += gc.getCollectionCount();
            time += gc.getCollectionTime();
            named &= gc.getMemoryPoolNames().length > 0;
        }
        System.out.println("System.gc() counted: " + (after > before) + ", time >= 0: " + (time >= 0) + ", pools named: " + named);
    }

    static void deadlock() throws Exception {
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        tb.setThreadContentionMonitoringEnabled(true);
        Object p = new Object(), q = new Object();
        Thread[] pair = new Thread[2];
        java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(2);
        for (int i = 0; i < 2; i++) {
            Object first = i == 0 ? p : q, second = i == 0 ? q : p;
            pair[i] = new Thread(() -> {
                synchronized (first) {
                    holding.countDown();
                    try { holding.await(); } catch (InterruptedException e) { }
                    synchronized (second) { System.out.println("not deadlocked"); }
                }
            }, "deadlock-" + i);
            pair[i].setDaemon(true);
            pair[i].start();
        }
        while (pair[0].getState() != Thread.State.BLOCKED || pair[1].getState() != Thread.State.BLOCKED) Thread.sleep(1);
        long[] dead = tb.findDeadlockedThreads();
        long[] monitorDead = tb.findMonitorDeadlockedThreads();
        Arrays.sort(dead);
        Arrays.sort(monitorDead);
        long[] expected = { pair[0].getId(), pair[1].getId() };
        Arrays.sort(expected);
        System.out.println("deadlocked: " + Arrays.equals(dead, expected) + ", monitor deadlocked: " + Arrays.equals(monitorDead, expected));
        for (ThreadInfo ti : tb.getThreadInfo(expected)) {
            System.out.println(ti.getThreadName() + " " + ti.getThreadState() + " on " + ti.getLockInfo().getClassName()
                + " owned by " + ti.getLockOwnerName() + ", blocked " + (ti.getBlockedCount() >= 1 ? "counted" : "not counted")
                + ", blocked time " + (ti.getBlockedTime() >= 0 ? "measured" : "not measured"));
        }
    }

    /* The same with java.util.concurrent locks: found by findDeadlockedThreads only, with the locks
       (ownable synchronizers) each thread holds. The monitor deadlock above is still there. */
    static void lockDeadlock() throws Exception {
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        java.util.concurrent.locks.ReentrantLock p = new java.util.concurrent.locks.ReentrantLock(), q = new java.util.concurrent.locks.ReentrantLock();
        Thread[] pair = new Thread[2];
        java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(2);
        for (int i = 0; i < 2; i++) {
            java.util.concurrent.locks.ReentrantLock first = i == 0 ? p : q, second = i == 0 ? q : p;
            pair[i] = new Thread(() -> {
                first.lock();
                holding.countDown();
                try { holding.await(); } catch (InterruptedException e) { }
                second.lock();
                System.out.println("not deadlocked");
            }, "lock-deadlock-" + i);
            pair[i].setDaemon(true);
            pair[i].start();
        }
        /* queued for the second lock and parked there (not in the latch's await) */
        while (!p.hasQueuedThread(pair[1]) || !q.hasQueuedThread(pair[0])
               || pair[0].getState() != Thread.State.WAITING || pair[1].getState() != Thread.State.WAITING)
            Thread.sleep(1);
        System.out.println("deadlocked threads: " + tb.findDeadlockedThreads().length + ", through monitors: " + tb.findMonitorDeadlockedThreads().length);
        ThreadInfo[] infos = tb.getThreadInfo(new long[] { pair[0].getId(), pair[1].getId() }, true, true);
        for (int i = 0; i < 2; i++) {
            ThreadInfo ti = infos[i];
            LockInfo[] held = ti.getLockedSynchronizers();
            System.out.println(ti.getThreadName() + " " + ti.getThreadState() + " on " + ti.getLockInfo().getClassName()
                + " owned by " + ti.getLockOwnerName() + ", holds " + held.length + " " + held[0].getClassName()
                + ", the one the other waits for: " + (held[0].getIdentityHashCode() == infos[1 - i].getLockInfo().getIdentityHashCode()));
        }
    }
}
