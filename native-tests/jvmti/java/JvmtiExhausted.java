import java.util.ArrayList;
import java.util.List;

// The program of the exhausted test agent (native-tests/jvmti/agents/exhausted). With "heap" (run with
// a small -Xmx): an array larger than any VM allows, then the heap filled with 1 MiB arrays until
// OutOfMemoryError; the agent prints each ResourceExhausted event. With "dump": the process sends
// itself SIGQUIT and waits until the agent saw DataDumpRequest; with "wait" it waits for one the
// embedding program asks for. Lines of the program and the agent
// start with "dd:" there, so that they can be told from the thread dump HotSpot prints.
public class JvmtiExhausted {
    static native int dataDumpRequests();

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
