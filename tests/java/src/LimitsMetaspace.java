import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

// Class metadata limited (-XX:MaxMetaspaceSize=64m): classes with 60,000 bytes of code each are
// defined in one loader and kept until one more would pass the limit, and the definition throws
// OutOfMemoryError "Metaspace", which the program catches before going on. How many classes fit is
// the VM's own (HotSpot's metadata and Vitrine's differ), so only that some did and not all is
// printed. After the error nothing that may define a class is used (string concatenation through
// invokedynamic would): StringBuilder and classes already loaded.
public class LimitsMetaspace {
    static final int CODE_LENGTH = 60_000, AT_MOST = 10_000;

    static class Loader extends ClassLoader {
        Loader() { super(LimitsMetaspace.class.getClassLoader()); }

        Class<?> define(byte[] bytes) { return defineClass(null, bytes, 0, bytes.length); }
    }

    // public class <name> { public static void run() { nop ... nop return } }, class file version 52
    static byte[] classFile(String name) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(CODE_LENGTH + 200);
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(52);
        out.writeShort(8); // constants 1 to 7
        out.writeByte(1); out.writeUTF(name); // 1
        out.writeByte(7); out.writeShort(1); // 2: this class
        out.writeByte(1); out.writeUTF("java/lang/Object"); // 3
        out.writeByte(7); out.writeShort(3); // 4: superclass
        out.writeByte(1); out.writeUTF("run"); // 5
        out.writeByte(1); out.writeUTF("()V"); // 6
        out.writeByte(1); out.writeUTF("Code"); // 7
        out.writeShort(0x21); // public super
        out.writeShort(2);
        out.writeShort(4);
        out.writeShort(0); // interfaces
        out.writeShort(0); // fields
        out.writeShort(1); // methods
        out.writeShort(0x09); // public static
        out.writeShort(5);
        out.writeShort(6);
        out.writeShort(1); // Code
        out.writeShort(7);
        out.writeInt(2 + 2 + 4 + CODE_LENGTH + 2 + 2);
        out.writeShort(0); // max_stack
        out.writeShort(0); // max_locals
        out.writeInt(CODE_LENGTH);
        out.write(new byte[CODE_LENGTH - 1]); // nop
        out.writeByte(0xb1); // return
        out.writeShort(0); // exception table
        out.writeShort(0); // Code's attributes
        out.writeShort(0); // class attributes
        return bytes.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("defining classes of " + CODE_LENGTH + " bytes of code in one loader, kept");
        Loader loader = new Loader();
        List<Class<?>> kept = new ArrayList<>();
        byte[][] files = new byte[AT_MOST][];
        OutOfMemoryError error = null;
        for (int i = 0; i < AT_MOST && error == null; i++) {
            files[i] = classFile(String.format("LimitsMetaspaceG%05d", i));
            try {
                kept.add(loader.define(files[i]));
            } catch (OutOfMemoryError e) {
                error = e;
            }
        }
        int defined = kept.size();
        StringBuilder line = new StringBuilder("caught: ");
        line.append(error == null ? "nothing" : error.toString());
        System.out.println(line.toString());
        line = new StringBuilder("some classes defined first: ").append(defined > 0).append(", fewer than ").append(AT_MOST).append(": ").append(defined < AT_MOST);
        System.out.println(line.toString());
        // the classes defined still work; one more still does not fit
        kept.get(defined - 1).getMethod("run").invoke(null);
        try {
            loader.define(files[defined]);
            System.out.println("defined again: no error");
        } catch (OutOfMemoryError e) {
            line = new StringBuilder("defined again: ").append(e.toString());
            System.out.println(line.toString());
        }
        // the Java heap is not class metadata: it still serves
        int[][] arrays = new int[16][];
        long sum = 0;
        for (int i = 0; i < arrays.length; i++) {
            arrays[i] = new int[1 << 16];
            arrays[i][i] = i;
            sum += arrays[i][i];
        }
        line = new StringBuilder("heap still usable: ").append(arrays.length).append(" arrays, sum ").append(sum);
        System.out.println(line.toString());
    }
}
