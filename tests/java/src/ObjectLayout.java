import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// What the object layout must keep whatever it is: fields of a class hierarchy never overlap and are
// aligned to their size, values written as fields read back through jdk.internal.misc.Unsafe (by
// reflection, exported by ObjectLayout.jvmargs: java.base alone is in every runtime image) at
// objectFieldOffset and in arrays at arrayBaseOffset + i * arrayIndexScale, clone() copies every
// field (the first one sits right after the header), and the header's word keeps the identity hash,
// the lock state and the collector's mark apart (hash codes survive locking, waiting and collections;
// many inflated monitors, most of them dropped, stay right). Only layout-independent facts are printed.
public class ObjectLayout {
    static class Base {
        byte b1 = 1;
    }

    static class Mid extends Base {
        long l1 = 0x1122334455667788L;
        short s1 = 0x2233;
        Object r1 = "r1";
        boolean z1 = true;
    }

    static class Leaf extends Mid implements Cloneable {
        int i1 = 0x12345678;
        double d1 = 2.5;
        char c1 = 'c';
        float f1 = 1.25f;
        byte b2 = -2;
        int i2 = -7;
        Object r2 = "r2";
        short s2 = -3;
        boolean z2 = true;
        long l2 = -9;

        @Override
        public Leaf clone() {
            try {
                return (Leaf) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class OneInt implements Cloneable {
        int v;

        OneInt(int v) {
            this.v = v;
        }

        @Override
        public OneInt clone() {
            try {
                return (OneInt) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class Bytes {
        byte a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9;
    }

    static int sizeOf(Class<?> t) {
        if (t == long.class || t == double.class) return 8;
        if (t == int.class || t == float.class) return 4;
        if (t == short.class || t == char.class) return 2;
        if (t == byte.class || t == boolean.class) return 1;
        return 4; // a reference: at least 4 bytes in every layout
    }

    // jdk.internal.misc.Unsafe through reflection (the program is compiled without --add-exports)
    static final class U {
        final Object unsafe;
        final Class<?> k;

        U() throws Exception {
            k = Class.forName("jdk.internal.misc.Unsafe");
            unsafe = k.getMethod("getUnsafe").invoke(null);
        }

        Object call(String name, Class<?>[] types, Object... args) {
            try {
                Method m = k.getMethod(name, types);
                return m.invoke(unsafe, args);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }

        static final Class<?>[] OL = {Object.class, long.class};

        long objectFieldOffset(Field f) { return (Long) call("objectFieldOffset", new Class<?>[] {Field.class}, f); }
        int arrayBaseOffset(Class<?> c) { return (Integer) call("arrayBaseOffset", new Class<?>[] {Class.class}, c); }
        int arrayIndexScale(Class<?> c) { return (Integer) call("arrayIndexScale", new Class<?>[] {Class.class}, c); }
        byte getByte(Object o, long off) { return (Byte) call("getByte", OL, o, off); }
        short getShort(Object o, long off) { return (Short) call("getShort", OL, o, off); }
        char getChar(Object o, long off) { return (Character) call("getChar", OL, o, off); }
        int getInt(Object o, long off) { return (Integer) call("getInt", OL, o, off); }
        long getLong(Object o, long off) { return (Long) call("getLong", OL, o, off); }
        float getFloat(Object o, long off) { return (Float) call("getFloat", OL, o, off); }
        double getDouble(Object o, long off) { return (Double) call("getDouble", OL, o, off); }
        boolean getBoolean(Object o, long off) { return (Boolean) call("getBoolean", OL, o, off); }
        Object getObject(Object o, long off) { return call("getReference", OL, o, off); }
        void putInt(Object o, long off, int v) { call("putInt", new Class<?>[] {Object.class, long.class, int.class}, o, off, v); }
        void putByte(Object o, long off, byte v) { call("putByte", new Class<?>[] {Object.class, long.class, byte.class}, o, off, v); }
        void putLong(Object o, long off, long v) { call("putLong", new Class<?>[] {Object.class, long.class, long.class}, o, off, v); }
    }

    public static void main(String[] args) throws Exception {
        U u = new U();

        fields(u);
        arrays(u);
        clones();
        hashes();
        manyMonitors();
    }

    static void fields(U u) {
        List<Field> all = new ArrayList<>();
        for (Class<?> c = Leaf.class; c != Object.class; c = c.getSuperclass())
            all.addAll(Arrays.asList(c.getDeclaredFields()));
        int overlaps = 0, misaligned = 0;
        long minOffset = Long.MAX_VALUE;
        for (Field f : all) {
            long off = u.objectFieldOffset(f);
            minOffset = Math.min(minOffset, off);
            int size = sizeOf(f.getType());
            if (off % size != 0) misaligned++;
            for (Field g : all) {
                if (f == g) continue;
                long og = u.objectFieldOffset(g);
                if (off < og + sizeOf(g.getType()) && og < off + size) overlaps++;
            }
        }
        System.out.println("fields " + all.size() + " overlaps " + overlaps + " misaligned " + misaligned
                + " first offset at least 8: " + (minOffset >= 8));

        Leaf o = new Leaf();
        try {
            System.out.println("b1 " + u.getByte(o, u.objectFieldOffset(Base.class.getDeclaredField("b1"))));
            System.out.println("l1 " + Long.toHexString(u.getLong(o, u.objectFieldOffset(Mid.class.getDeclaredField("l1")))));
            System.out.println("s1 " + Integer.toHexString(u.getShort(o, u.objectFieldOffset(Mid.class.getDeclaredField("s1")))));
            System.out.println("r1 " + u.getObject(o, u.objectFieldOffset(Mid.class.getDeclaredField("r1"))));
            System.out.println("z1 " + u.getBoolean(o, u.objectFieldOffset(Mid.class.getDeclaredField("z1"))));
            System.out.println("i1 " + Integer.toHexString(u.getInt(o, u.objectFieldOffset(Leaf.class.getDeclaredField("i1")))));
            System.out.println("d1 " + u.getDouble(o, u.objectFieldOffset(Leaf.class.getDeclaredField("d1"))));
            System.out.println("c1 " + u.getChar(o, u.objectFieldOffset(Leaf.class.getDeclaredField("c1"))));
            System.out.println("f1 " + u.getFloat(o, u.objectFieldOffset(Leaf.class.getDeclaredField("f1"))));
            System.out.println("b2 " + u.getByte(o, u.objectFieldOffset(Leaf.class.getDeclaredField("b2"))));
            System.out.println("i2 " + u.getInt(o, u.objectFieldOffset(Leaf.class.getDeclaredField("i2"))));
            System.out.println("r2 " + u.getObject(o, u.objectFieldOffset(Leaf.class.getDeclaredField("r2"))));
            System.out.println("s2 " + u.getShort(o, u.objectFieldOffset(Leaf.class.getDeclaredField("s2"))));
            System.out.println("z2 " + u.getBoolean(o, u.objectFieldOffset(Leaf.class.getDeclaredField("z2"))));
            System.out.println("l2 " + u.getLong(o, u.objectFieldOffset(Leaf.class.getDeclaredField("l2"))));
            // writes through Unsafe land in the fields
            u.putInt(o, u.objectFieldOffset(Leaf.class.getDeclaredField("i1")), 99);
            u.putByte(o, u.objectFieldOffset(Base.class.getDeclaredField("b1")), (byte) 42);
            u.putLong(o, u.objectFieldOffset(Leaf.class.getDeclaredField("l2")), Long.MIN_VALUE);
            System.out.println("after puts " + o.i1 + " " + o.b1 + " " + o.l2 + " " + o.l1 + " " + o.s1 + " " + o.b2);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(e);
        }

        Bytes b = new Bytes();
        StringBuilder sb = new StringBuilder("bytes");
        for (Field f : Bytes.class.getDeclaredFields()) sb.append(' ').append(u.getByte(b, u.objectFieldOffset(f)));
        System.out.println(sb);
    }

    static void arrays(U u) {
        Class<?>[] types = {boolean[].class, byte[].class, char[].class, short[].class, int[].class, long[].class,
                float[].class, double[].class, Object[].class};
        for (Class<?> t : types) {
            int base = u.arrayBaseOffset(t), scale = u.arrayIndexScale(t);
            System.out.println(t.getSimpleName() + " base 8-aligned " + (base % 8 == 0) + " base at least 12 " + (base >= 12)
                    + " scale matches " + (scale == sizeOf(t.getComponentType()) || (t == Object[].class && (scale == 4 || scale == 8))));
        }
        long[] ls = new long[4];
        for (int i = 0; i < ls.length; i++)
            u.putLong(ls, (long) u.arrayBaseOffset(long[].class) + (long) i * u.arrayIndexScale(long[].class), 1000L + i);
        System.out.println("longs " + Arrays.toString(ls));
        byte[] bs = {10, 20, 30};
        System.out.println("byte[0] " + u.getByte(bs, (long) u.arrayBaseOffset(byte[].class)) + " length " + bs.length);
        double[] ds = {0.5, 1.5};
        System.out.println("double[1] " + u.getDouble(ds, (long) u.arrayBaseOffset(double[].class) + u.arrayIndexScale(double[].class)));
        String[] ss = {"x", "y"};
        System.out.println("String[1] " + u.getObject(ss, (long) u.arrayBaseOffset(Object[].class) + u.arrayIndexScale(Object[].class)));
        int[] empty = new int[0];
        System.out.println("empty arrays " + empty.length + " " + new long[0].length + " " + empty.clone().length);
    }

    static void clones() {
        Leaf a = new Leaf();
        a.b1 = 11;
        a.i1 = 12;
        a.l1 = 13;
        a.s2 = 14;
        a.z2 = false;
        a.r2 = "copied";
        Leaf c = a.clone();
        System.out.println("clone " + c.b1 + " " + c.i1 + " " + c.l1 + " " + c.s1 + " " + c.r1 + " " + c.z1 + " "
                + c.d1 + " " + c.c1 + " " + c.f1 + " " + c.b2 + " " + c.i2 + " " + c.r2 + " " + c.s2 + " " + c.z2 + " " + c.l2);
        OneInt one = new OneInt(0x7eadbeef);
        int h = System.identityHashCode(one);
        OneInt two;
        synchronized (one) {
            two = one.clone();
        }
        System.out.println("clone of one int " + Integer.toHexString(two.v) + ", own hash " + (System.identityHashCode(two) != h || two == one)
                + ", not locked " + !Thread.holdsLock(two) + ", source hash kept " + (System.identityHashCode(one) == h));
        long[] la = {1, 2, 3};
        int[] ia = {4, 5, 6, 7, 8};
        byte[] ba = {9, 10, 11};
        System.out.println("array clones " + Arrays.toString(la.clone()) + " " + Arrays.toString(ia.clone()) + " " + Arrays.toString(ba.clone()));
    }

    static void hashes() throws InterruptedException {
        Object[] objs = new Object[2000];
        int[] before = new int[objs.length];
        for (int i = 0; i < objs.length; i++) {
            objs[i] = (i % 3 == 0) ? new OneInt(i) : (i % 3 == 1) ? new Object() : new int[i % 7];
            before[i] = System.identityHashCode(objs[i]);
        }
        // lock every other one (inflating it), wait briefly on some, collect, and ask again
        for (int i = 0; i < objs.length; i += 2) {
            synchronized (objs[i]) {
                if (i % 100 == 0) objs[i].wait(1);
                if (!Thread.holdsLock(objs[i])) throw new AssertionError("not held " + i);
            }
        }
        for (int gc = 0; gc < 3; gc++) {
            List<Object> garbage = new ArrayList<>();
            for (int i = 0; i < 20000; i++) garbage.add(new Object());
            garbage = null;
            System.gc();
        }
        int changed = 0, held = 0, zero = 0;
        for (int i = 0; i < objs.length; i++) {
            if (System.identityHashCode(objs[i]) != before[i]) changed++;
            if (Thread.holdsLock(objs[i])) held++;
            if (before[i] == 0) zero++;
        }
        // a hash asked for first while the object is locked stays too
        Object late = new Object();
        int lateHash;
        synchronized (late) {
            lateHash = late.hashCode();
        }
        System.gc();
        System.out.println("hashes changed " + changed + " held " + held + " zero " + zero + " late kept " + (late.hashCode() == lateHash));
    }

    // Many objects get a monitor; most die; the survivors' monitors and new objects' monitors stay
    // distinct and right (another thread can take each in turn, wait/notify reach the right waiter).
    static void manyMonitors() throws InterruptedException {
        List<Object> kept = new ArrayList<>();
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < 20000; i++) {
                Object o = new Object();
                synchronized (o) {
                    if (i % 10 == 0) kept.add(o);
                }
            }
            System.gc();
        }
        int bad = 0;
        for (Object o : kept) {
            if (Thread.holdsLock(o)) bad++;
            synchronized (o) {
                synchronized (o) {
                    if (!Thread.holdsLock(o)) bad++;
                }
                if (!Thread.holdsLock(o)) bad++;
            }
            if (Thread.holdsLock(o)) bad++;
        }
        // a second thread holds one kept monitor while main locks all the others
        Object held = kept.get(kept.size() / 2);
        Object ready = new Object();
        boolean[] state = new boolean[2];
        Thread t = new Thread(() -> {
            synchronized (held) {
                synchronized (ready) {
                    state[0] = true;
                    ready.notifyAll();
                }
                synchronized (ready) {
                    while (!state[1]) {
                        try {
                            ready.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
        });
        t.start();
        synchronized (ready) {
            while (!state[0]) ready.wait();
        }
        int lockedByMain = 0;
        for (Object o : kept) {
            if (o == held) continue;
            synchronized (o) {
                lockedByMain++;
            }
        }
        boolean heldElsewhere = !Thread.holdsLock(held);
        synchronized (ready) {
            state[1] = true;
            ready.notifyAll();
        }
        t.join();
        synchronized (held) {
            heldElsewhere &= Thread.holdsLock(held);
        }
        System.out.println("monitors kept " + kept.size() + " bad " + bad + " locked by main " + lockedByMain
                + " held by the other thread " + heldElsewhere);
    }
}
