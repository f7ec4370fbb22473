import java.util.ArrayList;
import java.util.List;

// The program of the exhausted test agent (native-tests/jvmti/agents/exhausted). With "heap" (run with
// a small -Xmx): an array larger than any VM allows, then the heap filled with 1 MiB arrays until
// OutOfMemoryError; the agent prints each ResourceExhausted event. With "metaspace" (run with a small
// -XX:MaxMetaspaceSize): classes defined and kept until one does not fit. With "dump": the process sends
// itself SIGQUIT and waits until the agent saw DataDumpRequest; with "wait" it waits for one the
// embedding program asks for. Lines of the program and the agent
// start with "dd:" there, so that they can be told from the thread dump HotSpot prints.
public class JvmtiExhausted {
    static native int dataDumpRequests();

    static class Loader extends ClassLoader {
        Class<?> define(byte[] bytes) { return defineClass(null, bytes, 0, bytes.length); }
    }

    // public class <name> { public static void run() { 60,000 bytes of code: nop ... nop return } }
    static byte[] bigClass(String name) throws java.io.IOException {
        final int codeLength = 60_000;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream(codeLength + 200);
        java.io.DataOutputStream out = new java.io.DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(52);
        out.writeShort(8);
        out.writeByte(1); out.writeUTF(name);
        out.writeByte(7); out.writeShort(1);
        out.writeByte(1); out.writeUTF("java/lang/Object");
        out.writeByte(7); out.writeShort(3);
        out.writeByte(1); out.writeUTF("run");
        out.writeByte(1); out.writeUTF("()V");
        out.writeByte(1); out.writeUTF("Code");
        out.writeShort(0x21); out.writeShort(2); out.writeShort(4);
        out.writeShort(0); out.writeShort(0);
        out.writeShort(1);
        out.writeShort(0x09); out.writeShort(5); out.writeShort(6);
        out.writeShort(1); out.writeShort(7); out.writeInt(12 + codeLength);
        out.writeShort(0); out.writeShort(0); out.writeInt(codeLength);
        out.write(new byte[codeLength - 1]);
        out.writeByte(0xb1);
        out.writeShort(0); out.writeShort(0);
        out.writeShort(0);
        return bytes.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("heap")) {
            try {
                long[] huge = new long[Integer.MAX_VALUE];
                System.out.println("allocated " + huge.length);
            } catch (OutOfMemoryError e) {
                System.out.println("caught: " + e.getMessage());
            }
            List<byte[]> hold = new ArrayList<>();
            try {
                for (;;) hold.add(new byte[1 << 20]);
            } catch (OutOfMemoryError e) {
                int n = hold.size();
                hold = null;
                System.out.println("caught: " + e.getMessage() + " after more than " + (n > 4 ? 4 : n) + " MiB");
            }
        } else if (args[0].equals("metaspace")) {
            // run with a small -XX:MaxMetaspaceSize: classes kept in one loader until one does not fit
            Loader loader = new Loader();
            List<Class<?>> kept = new ArrayList<>();
            try {
                for (int i = 0; i < 10_000; i++) kept.add(loader.define(bigClass(String.format("JvmtiExhaustedG%05d", i))));
                System.out.println("all defined");
            } catch (OutOfMemoryError e) {
                System.out.println(new StringBuilder("caught: ").append(e.getMessage()).append(" after some classes: ").append(!kept.isEmpty()));
            }
        } else if (args[0].equals("wait")) {
            // the embedder posts DataDumpRequest (vitrine_data_dump_request)
            while (dataDumpRequests() == 0) Thread.sleep(10);
            System.out.println("dd: DataDumpRequest events: " + dataDumpRequests());
        } else {
            long pid = ProcessHandle.current().pid();
            Process kill = new ProcessBuilder("kill", "-QUIT", Long.toString(pid)).inheritIO().start();
            int status = kill.waitFor();
            while (dataDumpRequests() == 0) Thread.sleep(10);
            System.out.println("dd: kill -QUIT: " + status);
            System.out.println("dd: DataDumpRequest events: " + dataDumpRequests());
        }
    }
}
