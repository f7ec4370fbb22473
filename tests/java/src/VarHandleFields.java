import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

// VarHandles on instance and static fields of every kind: plain/volatile/opaque/acquire-release
// access, compareAndSet/compareAndExchange/weakCompareAndSet, getAndAdd/getAndSet/bitwise ops,
// the accumulateAndGet idiom via a CAS loop, access-mode types, toMethodHandle, read-only final
// fields and concurrent increments from threads.
public class VarHandleFields {
    static class Box {
        int i;
        long l;
        volatile double d;
        boolean z;
        byte b;
        short s;
        char c;
        float f;
        String str = "init";
        final int fin = 7;
        static int counter;
        static volatile Object ref;
    }

    static final VarHandle I, L, D, Z, B, S, C, F, STR, FIN, COUNTER, REF;
    static {
        try {
            MethodHandles.Lookup lk = MethodHandles.lookup();
            I = lk.findVarHandle(Box.class, "i", int.class);
            L = lk.findVarHandle(Box.class, "l", long.class);
            D = lk.findVarHandle(Box.class, "d", double.class);
            Z = lk.findVarHandle(Box.class, "z", boolean.class);
            B = lk.findVarHandle(Box.class, "b", byte.class);
            S = lk.findVarHandle(Box.class, "s", short.class);
            C = lk.findVarHandle(Box.class, "c", char.class);
            F = lk.findVarHandle(Box.class, "f", float.class);
            STR = lk.findVarHandle(Box.class, "str", String.class);
            FIN = lk.findVarHandle(Box.class, "fin", int.class);
            COUNTER = lk.findStaticVarHandle(Box.class, "counter", int.class);
            REF = lk.findStaticVarHandle(Box.class, "ref", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static int accumulateAndGet(VarHandle vh, Box box, int x, java.util.function.IntBinaryOperator op) {
        int prev, next;
        do {
            prev = (int) vh.getVolatile(box);
            next = op.applyAsInt(prev, x);
        } while (!vh.compareAndSet(box, prev, next));
        return next;
    }

    public static void main(String[] args) throws Throwable {
        Box box = new Box();
        System.out.println("varType " + I.varType().getSimpleName() + " coordinates " + I.coordinateTypes() + " static coords " + COUNTER.coordinateTypes());
        System.out.println("get access mode type " + I.accessModeType(VarHandle.AccessMode.GET) + " cas " + I.accessModeType(VarHandle.AccessMode.COMPARE_AND_SET)
                + " getAndAdd " + L.accessModeType(VarHandle.AccessMode.GET_AND_ADD) + " static set " + COUNTER.accessModeType(VarHandle.AccessMode.SET));

        I.set(box, 10);
        System.out.println("int get " + (int) I.get(box) + " field " + box.i);
        I.setVolatile(box, 11);
        System.out.println("getVolatile " + (int) I.getVolatile(box));
        I.setOpaque(box, 12);
        System.out.println("getOpaque " + (int) I.getOpaque(box));
        I.setRelease(box, 13);
        System.out.println("getAcquire " + (int) I.getAcquire(box));
        System.out.println("cas ok " + I.compareAndSet(box, 13, 20) + " cas fail " + I.compareAndSet(box, 13, 30) + " value " + box.i);
        System.out.println("compareAndExchange " + (int) I.compareAndExchange(box, 20, 21) + " failing " + (int) I.compareAndExchange(box, 99, 0) + " value " + box.i);
        System.out.println("compareAndExchangeAcquire " + (int) I.compareAndExchangeAcquire(box, 21, 22) + " Release " + (int) I.compareAndExchangeRelease(box, 22, 23));
        boolean weak = false;
        for (int k = 0; k < 10 && !weak; k++) weak = I.weakCompareAndSet(box, 23, 24);
        boolean weakPlain = false;
        for (int k = 0; k < 10 && !weakPlain; k++) weakPlain = I.weakCompareAndSetPlain(box, 24, 25);
        System.out.println("weakCompareAndSet " + weak + " plain " + weakPlain + " value " + box.i);
        System.out.println("getAndAdd " + (int) I.getAndAdd(box, 5) + " -> " + box.i + " getAndAddAcquire " + (int) I.getAndAddAcquire(box, -30) + " -> " + box.i);
        System.out.println("getAndSet " + (int) I.getAndSet(box, 0b1100) + " -> " + box.i);
        System.out.println("getAndBitwiseOr " + (int) I.getAndBitwiseOr(box, 0b0011) + " And " + (int) I.getAndBitwiseAnd(box, 0b1010) + " Xor " + (int) I.getAndBitwiseXor(box, 0b1111) + " -> " + box.i);
        System.out.println("accumulateAndGet max " + accumulateAndGet(I, box, 40, Math::max) + " times " + accumulateAndGet(I, box, 3, (a, b) -> a * b) + " -> " + box.i);

        L.set(box, Long.MAX_VALUE - 1);
        System.out.println("long getAndAdd overflow " + (long) L.getAndAdd(box, 2L) + " -> " + box.l + " cas " + L.compareAndSet(box, Long.MIN_VALUE, 5L) + " " + box.l);
        D.setVolatile(box, 1.5);
        System.out.println("double getAndAdd " + (double) D.getAndAdd(box, 0.25) + " -> " + box.d + " cas " + D.compareAndSet(box, 1.75, -0.0) + " " + box.d
                + " cas with +0.0 (bitwise compare) " + D.compareAndSet(box, 0.0, 9.0) + " " + box.d);
        D.set(box, Double.NaN);
        System.out.println("double NaN cas " + D.compareAndSet(box, Double.NaN, 1.0) + " " + box.d);
        System.out.println("boolean getAndSet " + (boolean) Z.getAndSet(box, true) + " cas " + Z.compareAndSet(box, true, false) + " Or " + (boolean) Z.getAndBitwiseOr(box, true) + " -> " + box.z);
        B.set(box, (byte) 127);
        System.out.println("byte getAndAdd wraps " + (byte) B.getAndAdd(box, (byte) 1) + " -> " + box.b);
        S.set(box, (short) -1);
        System.out.println("short getAndBitwiseAnd " + (short) S.getAndBitwiseAnd(box, (short) 0x0ff0) + " -> " + box.s);
        C.set(box, 'a');
        System.out.println("char getAndAdd " + (char) C.getAndAdd(box, (char) 2) + " -> " + box.c + " cas " + C.compareAndSet(box, 'c', 'z') + " " + box.c);
        F.set(box, 0.5f);
        System.out.println("float getAndAdd " + (float) F.getAndAdd(box, 0.25f) + " -> " + box.f + " getAndSet " + (float) F.getAndSet(box, Float.MIN_VALUE) + " -> " + box.f);
        System.out.println("String cas identity " + STR.compareAndSet(box, "init", "next") + " " + box.str
                + " with equal but distinct string " + STR.compareAndSet(box, new String("next"), "never") + " " + box.str
                + " getAndSet " + (String) STR.getAndSet(box, null) + " -> " + box.str);
        try {
            STR.set(box, (Object) Integer.valueOf(3));
        } catch (ClassCastException e) {
            System.out.println("set wrong reference type: ClassCastException");
        }
        try {
            Object r = STR.getAndAdd(box, "x");
            System.out.println("not reached " + r);
        } catch (UnsupportedOperationException e) {
            System.out.println("getAndAdd on String: UnsupportedOperationException");
        }
        try {
            Object r = D.getAndBitwiseOr(box, 1.0);
            System.out.println("not reached " + r);
        } catch (UnsupportedOperationException e) {
            System.out.println("bitwise on double: UnsupportedOperationException");
        }

        System.out.println("final field get " + (int) FIN.get(box) + " read-only set supported " + FIN.isAccessModeSupported(VarHandle.AccessMode.SET)
                + " get supported " + FIN.isAccessModeSupported(VarHandle.AccessMode.GET));
        try {
            FIN.set(box, 8);
        } catch (UnsupportedOperationException e) {
            System.out.println("set final field: UnsupportedOperationException");
        }
        List<String> unsupported = new ArrayList<>();
        for (VarHandle.AccessMode m : VarHandle.AccessMode.values()) if (!STR.isAccessModeSupported(m)) unsupported.add(m.methodName());
        System.out.println("String field unsupported modes " + unsupported);

        COUNTER.set(5);
        System.out.println("static get " + (int) COUNTER.get() + " getAndAdd " + (int) COUNTER.getAndAdd(10) + " -> " + Box.counter + " cas " + COUNTER.compareAndSet(15, 16) + " " + Box.counter);
        REF.setRelease("released");
        System.out.println("static ref " + REF.getAcquire() + " exchange " + REF.compareAndExchange("released", List.of(1)) + " -> " + Box.ref);

        try {
            int v = (int) I.get((Box) null);
            System.out.println("not reached " + v);
        } catch (NullPointerException e) {
            System.out.println("null receiver: NullPointerException");
        }
        try {
            Object v = I.get("not a box");
            System.out.println("not reached " + v);
        } catch (ClassCastException e) {
            System.out.println("wrong receiver: ClassCastException");
        }
        try {
            long v = (long) I.get(box);
            System.out.println("widening get " + v);
        } catch (Throwable e) {
            System.out.println("widening get " + e);
        }
        VarHandle exact = I.withInvokeExactBehavior();
        System.out.println("hasInvokeExactBehavior " + exact.hasInvokeExactBehavior() + " " + I.hasInvokeExactBehavior());
        try {
            long v = (long) exact.get(box);
            System.out.println("not reached " + v);
        } catch (java.lang.invoke.WrongMethodTypeException e) {
            System.out.println("exact VarHandle mismatch: " + e.getMessage());
        }
        System.out.println("toMethodHandle " + I.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD).type() + " invoke " + I.toMethodHandle(VarHandle.AccessMode.GET).invoke(box));
        System.out.println("VarHandle toString " + I + " | " + COUNTER);

        // concurrent increments through getAndAdd and a CAS loop
        Box shared = new Box();
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                for (int n = 0; n < 500; n++) {
                    I.getAndAdd(shared, 1);
                    accumulateAndGet(I, shared, 0, (a, b) -> a);
                    long prev;
                    do { prev = (long) L.getVolatile(shared); } while (!L.compareAndSet(shared, prev, prev + id));
                }
            });
            ts[k].start();
        }
        for (Thread th : ts) th.join();
        System.out.println("threads int " + shared.i + " long " + shared.l);
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        VarHandle.loadLoadFence();
        VarHandle.storeStoreFence();
        System.out.println("fences ok");
    }
}
