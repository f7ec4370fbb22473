import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.List;

/* Under -Xmx32m: memory the collector freed serves allocations of any size, soft references are kept
   while there is room and all cleared before an OutOfMemoryError, and the program goes on after one. */
public class GcSoftRefsOom {
    static long touch(int mb, int kind) {
        switch (kind) {
            case 0: { byte[] a = new byte[mb << 20]; a[0] = 1; a[a.length - 1] = 2; return a.length + a[0] + a[a.length - 1]; }
            case 1: { int[] a = new int[mb << 18]; a[a.length - 1] = 3; return a.length + a[a.length - 1]; }
            default: { long[] a = new long[mb << 17]; a[a.length - 1] = 4; return a.length + a[a.length - 1]; }
        }
    }

    static int reflective(int mb) {
        byte[] a = (byte[]) java.lang.reflect.Array.newInstance(byte.class, mb << 20);
        a[a.length - 1] = 5;
        byte[] c = a.clone();
        return a.length + c.length + c[c.length - 1];
    }

    static int aliveCount(List<SoftReference<byte[]>> refs) {
        int n = 0;
        for (int i = 0; i < refs.size(); i++) if (refs.get(i).get() != null) n++;
        return n;
    }

    public static void main(String[] args) throws Exception {
        Runtime rt = Runtime.getRuntime();
        // freed large arrays are reusable for larger ones, without System.gc()
        int[] sizes = {12, 20, 8, 24, 16, 22, 4, 18};
        for (int i = 0; i < sizes.length; i++)
            System.out.println(sizes[i] + " MB: " + touch(sizes[i], i % 3));
        // arrays made by natives (reflection, clone) too
        int[] mbs = {10, 6, 11, 8, 9};
        for (int mb : mbs) System.out.println("reflective " + mb + " MB and its clone: " + reflective(mb));
        System.gc();
        long used = rt.totalMemory() - rt.freeMemory();
        System.out.println("after System.gc(): used below 8 MB: " + (used < (8 << 20))
                + ", total <= max: " + (rt.totalMemory() <= rt.maxMemory())
                + ", free <= total: " + (rt.freeMemory() <= rt.totalMemory()));

        // a soft reference in use survives collections while the heap has room
        byte[] keep = new byte[1024];
        SoftReference<byte[]> recent = new SoftReference<>(keep);
        keep = null;
        System.gc();
        System.out.println("recently used soft reference kept: " + (recent.get() != null));

        // a soft cache bigger than the heap: cleared as needed instead of failing
        List<SoftReference<byte[]>> cache = new ArrayList<>();
        for (int i = 0; i < 64; i++) cache.add(new SoftReference<>(new byte[1 << 20]));
        System.out.println("64 MB soft cache under -Xmx32m, some cleared: " + (aliveCount(cache) < 64));
        cache = null;

        // every softly reachable object is cleared before an OutOfMemoryError
        ReferenceQueue<byte[]> queue = new ReferenceQueue<>();
        List<SoftReference<byte[]>> softs = new ArrayList<>();
        for (int i = 0; i < 8; i++) softs.add(new SoftReference<>(new byte[512 << 10], queue));
        List<byte[]> hog = new ArrayList<>();
        boolean caught = false;
        try {
            while (true) hog.add(new byte[64 << 10]);
        } catch (OutOfMemoryError e) {
            hog = null;
            caught = true;
        }
        System.out.println("OutOfMemoryError: " + caught + ", soft references left: " + aliveCount(softs));
        int enqueued = 0;
        while (enqueued < softs.size() && queue.remove(10000) != null) enqueued++;
        System.out.println("enqueued: " + enqueued);

        // and the heap serves a large array again
        System.out.println("after the error, 24 MB: " + touch(24, 0));
    }
}
