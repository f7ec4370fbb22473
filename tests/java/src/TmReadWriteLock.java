import java.util.*;
import java.util.concurrent.locks.*;

public class TmReadWriteLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<Integer, Integer> data = new HashMap<>();

    public static void main(String[] args) throws Exception {
        Thread[] writers = new Thread[3];
        for (int w = 0; w < 3; w++) {
            final int id = w;
            writers[w] = new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    rw.writeLock().lock();
                    try { data.merge(i % 20, id + 1, Integer::sum); } finally { rw.writeLock().unlock(); }
                }
            });
        }
        long[] readSums = new long[4];
        int[] readCounts = new int[4];
        Thread[] readers = new Thread[4];
        for (int r = 0; r < 4; r++) {
            final int id = r;
            readers[r] = new Thread(() -> {
                for (int i = 0; i < 100; i++) {
                    rw.readLock().lock();
                    try { int s = 0; for (int v : data.values()) s += v; readSums[id] = Math.max(readSums[id], s); readCounts[id]++; }
                    finally { rw.readLock().unlock(); }
                }
            });
        }
        for (Thread t : writers) t.start();
        for (Thread t : readers) t.start();
        for (Thread t : writers) t.join();
        for (Thread t : readers) t.join();
        System.out.println("data: " + new TreeMap<>(data));
        int total = data.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("total: " + total);
        boolean bounded = true; int reads = 0;
        for (int r = 0; r < 4; r++) { if (readSums[r] > total) bounded = false; reads += readCounts[r]; }
        System.out.println("reads: " + reads + " bounded: " + bounded);

        // read lock shared across threads, write lock excluded while read held
        rw.readLock().lock();
        boolean[] res = new boolean[2];
        Thread t = new Thread(() -> {
            res[0] = rw.readLock().tryLock();
            if (res[0]) rw.readLock().unlock();
            res[1] = rw.writeLock().tryLock();
        });
        t.start(); t.join();
        System.out.println("other read tryLock: " + res[0] + " write tryLock: " + res[1]);
        System.out.println("readLockCount: " + rw.getReadLockCount() + " readHold: " + rw.getReadHoldCount());
        rw.readLock().unlock();

        // downgrade write -> read
        rw.writeLock().lock();
        System.out.println("writeLocked: " + rw.isWriteLocked() + " byMe: " + rw.isWriteLockedByCurrentThread());
        rw.readLock().lock();
        rw.writeLock().unlock();
        System.out.println("downgraded: writeLocked=" + rw.isWriteLocked() + " readHold=" + rw.getReadHoldCount());
        rw.readLock().unlock();
        // upgrade not possible
        rw.readLock().lock();
        System.out.println("upgrade tryLock: " + rw.writeLock().tryLock());
        rw.readLock().unlock();

        StampedLock sl = new StampedLock();
        long stamp = sl.tryOptimisticRead();
        System.out.println("optimistic valid: " + sl.validate(stamp));
        long ws = sl.writeLock();
        System.out.println("after write, old stamp valid: " + sl.validate(stamp));
        sl.unlockWrite(ws);
        long rs = sl.readLock();
        System.out.println("readLockCount: " + sl.getReadLockCount());
        sl.unlockRead(rs);
    }
}
