import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HexFormat;

// VarHandles on array elements (MethodHandles.arrayElementVarHandle) and views of byte arrays
// and ByteBuffers as wider types in both byte orders (byteArrayViewVarHandle,
// byteBufferViewVarHandle), including misaligned access rules and bounds checks.
public class VarHandleArrays {
    static final HexFormat HEX = HexFormat.of();

    public static void main(String[] args) {
        VarHandle ints = MethodHandles.arrayElementVarHandle(int[].class);
        int[] ia = {1, 2, 3, 4};
        System.out.println("int[] coords " + ints.coordinateTypes() + " varType " + ints.varType());
        ints.set(ia, 0, 10);
        System.out.println("get " + (int) ints.get(ia, 0) + " getVolatile " + (int) ints.getVolatile(ia, 1) + " getAndAdd " + (int) ints.getAndAdd(ia, 2, 100) + " -> " + Arrays.toString(ia));
        System.out.println("cas " + ints.compareAndSet(ia, 3, 4, 40) + " " + ints.compareAndSet(ia, 3, 4, 41) + " exchange " + (int) ints.compareAndExchange(ia, 0, 10, -10) + " -> " + Arrays.toString(ia));
        System.out.println("bitwise " + (int) ints.getAndBitwiseXor(ia, 1, 0xff) + " -> " + ia[1]);
        try {
            ints.get(ia, 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("out of bounds: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            ints.get((int[]) null, 0);
        } catch (NullPointerException e) {
            System.out.println("null array: NullPointerException");
        }

        VarHandle longs = MethodHandles.arrayElementVarHandle(long[].class);
        long[] la = new long[3];
        longs.setVolatile(la, 2, -1L);
        System.out.println("long[] " + (long) longs.getAndAdd(la, 2, 2L) + " -> " + Arrays.toString(la));
        VarHandle doubles = MethodHandles.arrayElementVarHandle(double[].class);
        double[] da = {0.5};
        System.out.println("double[] getAndAdd " + (double) doubles.getAndAdd(da, 0, 0.25) + " -> " + da[0]);
        VarHandle bools = MethodHandles.arrayElementVarHandle(boolean[].class);
        boolean[] za = new boolean[2];
        System.out.println("boolean[] cas " + bools.compareAndSet(za, 1, false, true) + " " + Arrays.toString(za));
        VarHandle chars = MethodHandles.arrayElementVarHandle(char[].class);
        char[] ca = "abc".toCharArray();
        chars.set(ca, 1, 'X');
        System.out.println("char[] " + new String(ca) + " getAndAdd " + (char) chars.getAndAdd(ca, 2, (char) 1) + " -> " + new String(ca));

        VarHandle strs = MethodHandles.arrayElementVarHandle(String[].class);
        String[] sa = {"a", null};
        System.out.println("String[] getAndSet " + (String) strs.getAndSet(sa, 1, "b") + " -> " + Arrays.toString(sa) + " cas " + strs.compareAndSet(sa, 0, "a", "A") + " " + Arrays.toString(sa));
        VarHandle objs = MethodHandles.arrayElementVarHandle(Object[].class);
        Object[] covariant = sa; // a String[] seen as Object[]
        try {
            objs.set(covariant, 0, (Object) Integer.valueOf(1));
        } catch (ArrayStoreException e) {
            System.out.println("store check: ArrayStoreException " + e.getMessage());
        }

        // byte array views, both byte orders
        byte[] bytes = new byte[16];
        for (ByteOrder order : new ByteOrder[]{ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            Arrays.fill(bytes, (byte) 0);
            VarHandle vi = MethodHandles.byteArrayViewVarHandle(int[].class, order);
            VarHandle vl = MethodHandles.byteArrayViewVarHandle(long[].class, order);
            VarHandle vs = MethodHandles.byteArrayViewVarHandle(short[].class, order);
            VarHandle vc = MethodHandles.byteArrayViewVarHandle(char[].class, order);
            VarHandle vf = MethodHandles.byteArrayViewVarHandle(float[].class, order);
            VarHandle vd = MethodHandles.byteArrayViewVarHandle(double[].class, order);
            vi.set(bytes, 0, 0x01020304);
            vs.set(bytes, 4, (short) 0xA1B2);
            vc.set(bytes, 6, '\u00e9');
            vl.set(bytes, 8, 0x1122334455667788L);
            System.out.println(order + " bytes " + HEX.formatHex(bytes));
            System.out.println("  read int " + Integer.toHexString((int) vi.get(bytes, 0)) + " misaligned int at 1 " + Integer.toHexString((int) vi.get(bytes, 1))
                    + " short " + Integer.toHexString((short) vs.get(bytes, 4) & 0xffff) + " char " + (char) vc.get(bytes, 6)
                    + " long " + Long.toHexString((long) vl.get(bytes, 8)) + " long at 3 " + Long.toHexString((long) vl.get(bytes, 3)));
            vf.set(bytes, 0, 1.5f);
            vd.set(bytes, 8, -2.25);
            System.out.println("  float/double " + HEX.formatHex(bytes) + " -> " + (float) vf.get(bytes, 0) + " " + (double) vd.get(bytes, 8));
            System.out.println("  aligned atomics: cas " + vi.compareAndSet(bytes, 4, (int) vi.get(bytes, 4), 7) + " getAndAdd " + (int) vi.getAndAdd(bytes, 4, 1) + " -> " + (int) vi.get(bytes, 4)
                    + " long getAndAdd " + Long.toHexString((long) vl.getAndAdd(bytes, 8, 1L)));
            try {
                vi.compareAndSet(bytes, 1, 0, 1);
            } catch (IllegalStateException e) {
                System.out.println("  misaligned cas: IllegalStateException " + e.getMessage());
            }
            try {
                vi.get(bytes, 13);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("  view out of bounds: " + e.getMessage());
            }
            System.out.println("  volatile read aligned " + Integer.toHexString((int) vi.getVolatile(bytes, 0)));
        }

        // ByteBuffer views (heap and direct)
        for (boolean direct : new boolean[]{false, true}) {
            ByteBuffer bb = direct ? ByteBuffer.allocateDirect(16) : ByteBuffer.allocate(16);
            VarHandle bbInt = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
            VarHandle bbLong = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
            bbInt.set(bb, 0, 0xCAFEBABE);
            bbLong.set(bb, 8, -2L);
            byte[] copy = new byte[16];
            bb.get(0, copy);
            System.out.println((direct ? "direct" : "heap") + " buffer " + HEX.formatHex(copy) + " getInt (big endian) " + Integer.toHexString(bb.getInt(0))
                    + " getAndAdd " + (int) bbInt.getAndAdd(bb, 0, 2) + " -> " + Integer.toHexString((int) bbInt.get(bb, 0)) + " long " + (long) bbLong.get(bb, 8));
            try {
                bbInt.set(bb.asReadOnlyBuffer(), 0, 1);
            } catch (java.nio.ReadOnlyBufferException e) {
                System.out.println("  read-only buffer: ReadOnlyBufferException");
            }
        }
    }
}
