// SlowBootstrap: a bootstrap method that never finishes linking its call site (node-tests/slices.test.mjs
// pauses, resumes and stops the program from JavaScript while it runs). The class with the
// invokedynamic instruction is written byte by byte; a second thread prints too, showing that other
// threads run while the bootstrap method does.
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class SlowBootstrap {
    public static CallSite spinningSite(MethodHandles.Lookup l, String name, MethodType type) {
        long x = 1;
        for (long i = 1; ; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            if ((i & ((1 << 20) - 1)) == 0) System.out.println("bootstrap " + (i >> 20));
        }
    }

    public static Object unusedConstant(MethodHandles.Lookup l, String name, Class<?> type) {
        return name;
    }

    // A class "Gen<suffix>" with static methods site() (invokedynamic) and constant() (ldc of a
    // dynamic constant) bootstrapped by the named static methods of this class.
    static byte[] generate(String className, String siteBsm, String constantBsm) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(55);
        String[] utf = {
            className, "java/lang/Object", "site", "()Ljava/lang/Object;", "Code", "SlowBootstrap", siteBsm,
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
            "run", "BootstrapMethods", "constant", constantBsm,
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;",
            "value", "Ljava/lang/Object;" };
        // utf8 entries 1..15, then: 16 Class this, 17 Class Object, 18 Class owner, 19 NaT bsm1,
        // 20 Methodref bsm1, 21 MethodHandle bsm1, 22 NaT run, 23 InvokeDynamic, 24 NaT bsm2,
        // 25 Methodref bsm2, 26 MethodHandle bsm2, 27 NaT value, 28 Dynamic
        out.writeShort(29);
        for (String s : utf) { out.writeByte(1); out.writeUTF(s); }
        out.writeByte(7); out.writeShort(1);
        out.writeByte(7); out.writeShort(2);
        out.writeByte(7); out.writeShort(6);
        out.writeByte(12); out.writeShort(7); out.writeShort(8);
        out.writeByte(10); out.writeShort(18); out.writeShort(19);
        out.writeByte(15); out.writeByte(6); out.writeShort(20);
        out.writeByte(12); out.writeShort(9); out.writeShort(4);
        out.writeByte(18); out.writeShort(0); out.writeShort(22);
        out.writeByte(12); out.writeShort(12); out.writeShort(13);
        out.writeByte(10); out.writeShort(18); out.writeShort(24);
        out.writeByte(15); out.writeByte(6); out.writeShort(25);
        out.writeByte(12); out.writeShort(14); out.writeShort(15);
        out.writeByte(17); out.writeShort(1); out.writeShort(27);
        out.writeShort(0x21); out.writeShort(16); out.writeShort(17); out.writeShort(0); out.writeShort(0);
        out.writeShort(2);
        byte[][] codes = { { (byte) 0xba, 0, 23, 0, 0, (byte) 0xb0 }, { 0x13, 0, 28, (byte) 0xb0 } };
        int[] names = { 3, 11 };
        for (int m = 0; m < 2; m++) {
            out.writeShort(0x09); out.writeShort(names[m]); out.writeShort(4); out.writeShort(1);
            out.writeShort(5); out.writeInt(12 + codes[m].length);
            out.writeShort(1); out.writeShort(0); out.writeInt(codes[m].length); out.write(codes[m]);
            out.writeShort(0); out.writeShort(0);
        }
        out.writeShort(1);
        out.writeShort(10); out.writeInt(10); out.writeShort(2);
        out.writeShort(21); out.writeShort(0);
        out.writeShort(26); out.writeShort(0);
        return bytes.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        Thread other = new Thread(() -> {
            for (int i = 1; ; i++) {
                System.out.println("other " + i);
                try { Thread.sleep(200); } catch (InterruptedException e) { return; }
            }
        });
        other.setDaemon(true);
        other.start();
        Class<?> c = MethodHandles.lookup().defineClass(generate("GenSpinning", "spinningSite", "unusedConstant"));
        System.out.println("never printed: " + c.getMethod("site").invoke(null));
    }
}
