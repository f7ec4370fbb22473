import java.nio.*;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class ByteBufferTest {
    public static void main(String[] args) throws Exception {
        ByteBuffer bb = ByteBuffer.allocate(32);
        System.out.println("default order " + bb.order() + " " + bb);
        bb.putInt(0x01020304).putShort((short) 0x0506).putLong(0x0708090a0b0c0d0eL).put((byte) -1).putChar('Z').putFloat(1.0f).putDouble(-2.5);
        System.out.println("after puts " + bb);
        System.out.println("bytes BE " + Arrays.toString(Arrays.copyOf(bb.array(), bb.position())));
        bb.flip();
        System.out.println("flipped " + bb + " getInt " + Integer.toHexString(bb.getInt()) + " getShort " + bb.getShort() + " getLong " + Long.toHexString(bb.getLong())
            + " get " + bb.get() + " getChar " + bb.getChar() + " getFloat " + bb.getFloat() + " getDouble " + bb.getDouble() + " remaining " + bb.remaining());
        ByteBuffer le = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        le.putInt(0x01020304).putLong(-2L).putShort((short) 258);
        System.out.println("bytes LE " + Arrays.toString(Arrays.copyOf(le.array(), le.position())));
        le.flip();
        le.order(ByteOrder.BIG_ENDIAN);
        System.out.println("read LE bytes as BE int " + Integer.toHexString(le.getInt()));
        ByteBuffer abs = ByteBuffer.wrap(new byte[]{0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3});
        System.out.println("absolute get " + abs.getInt(4) + " " + abs.getInt(8) + " position unchanged " + abs.position());
        IntBuffer ib = abs.asIntBuffer();
        System.out.println("IntBuffer view " + ib.get(0) + ib.get(1) + ib.get(2) + " " + ib);
        ByteBuffer sliced = ByteBuffer.wrap("0123456789".getBytes(StandardCharsets.US_ASCII), 2, 5).slice();
        System.out.println("slice " + sliced + " first " + (char) sliced.get(0));
        ByteBuffer dup = sliced.duplicate();
        dup.position(3);
        System.out.println("duplicate pos " + dup.position() + " original pos " + sliced.position());
        ByteBuffer ro = bb.asReadOnlyBuffer();
        try {
            ro.put(0, (byte) 1);
        } catch (ReadOnlyBufferException e) {
            System.out.println("ReadOnlyBufferException");
        }
        try {
            ByteBuffer.allocate(2).putInt(1);
        } catch (BufferOverflowException e) {
            System.out.println("BufferOverflowException");
        }
        try {
            ByteBuffer.allocate(2).getInt();
        } catch (BufferUnderflowException e) {
            System.out.println("BufferUnderflowException");
        }
        try {
            ByteBuffer.allocate(4).getInt(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        ByteBuffer direct = ByteBuffer.allocateDirect(16);
        direct.putDouble(Math.E).putLong(Long.MIN_VALUE);
        direct.flip();
        System.out.println("direct " + direct.isDirect() + " " + direct.getDouble() + " " + direct.getLong() + " order " + direct.order());
        ByteBuffer dle = ByteBuffer.allocateDirect(8).order(ByteOrder.LITTLE_ENDIAN);
        dle.putInt(0, 0xAABBCCDD);
        System.out.println("direct LE byte0 " + Integer.toHexString(dle.get(0) & 0xff) + " byte3 " + Integer.toHexString(dle.get(3) & 0xff));
        ByteBuffer cmp = ByteBuffer.allocate(8);
        cmp.compact();
        System.out.println("compact " + cmp + " equals " + ByteBuffer.wrap(new byte[]{1, 2}).equals(ByteBuffer.wrap(new byte[]{1, 2})) + " compareTo "
            + ByteBuffer.wrap(new byte[]{1, 2}).compareTo(ByteBuffer.wrap(new byte[]{1, 3})) + " hash " + ByteBuffer.wrap(new byte[]{1, 2}).hashCode());
        CharBuffer cb = CharBuffer.wrap("hello buffers");
        System.out.println("CharBuffer " + cb.subSequence(6, 13) + " length " + cb.length() + " charAt " + cb.charAt(1));
        ByteBuffer encoded = StandardCharsets.UTF_8.encode("\u00e9\u4e2d\ud83d\ude00");
        System.out.println("encoded " + encoded.remaining() + " decoded " + StandardCharsets.UTF_8.decode(encoded).toString().length());
        CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT);
        try {
            dec.decode(ByteBuffer.wrap(new byte[]{(byte) 0xc3, (byte) 0x28}));
        } catch (CharacterCodingException e) {
            System.out.println("coding exception " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        LongBuffer lb = LongBuffer.allocate(3);
        lb.put(5).put(6);
        lb.flip();
        DoubleBuffer db = DoubleBuffer.wrap(new double[]{1.5, 2.5});
        ShortBuffer sb = ByteBuffer.wrap(new byte[]{1, 2, 3, 4}).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer();
        System.out.println("LongBuffer " + lb.get() + " " + lb + " DoubleBuffer " + db.get(1) + " ShortBuffer LE " + sb.get(0) + " " + sb.get(1));
        System.out.println("native order known " + (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN || ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN));
        ByteBuffer big = ByteBuffer.allocate(4096);
        for (int i = 0; i < 1024; i++) big.putInt(i * i);
        big.flip();
        long sum = 0;
        while (big.hasRemaining()) sum += big.getInt();
        System.out.println("sum of squares " + sum);
        FloatBuffer fb = ByteBuffer.allocate(8).putFloat(Float.NaN).putFloat(-0.0f).flip().asFloatBuffer();
        System.out.println("FloatBuffer " + fb.get(0) + " " + fb.get(1));
        byte[] mixedArr = new byte[8];
        ByteBuffer.wrap(mixedArr).order(ByteOrder.LITTLE_ENDIAN).putDouble(1.0);
        System.out.println("double 1.0 LE bytes " + Arrays.toString(mixedArr));
    }
}
