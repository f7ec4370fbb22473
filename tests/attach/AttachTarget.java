import java.nio.file.Files;
import java.nio.file.Path;

// The program a tool attaches to (node-tests/attach.test.mjs): it says "ready", waits until the file
// named by its argument exists, then uses a class not loaded before, which an attached agent sees.
public class AttachTarget {
    public static void main(String[] args) throws Exception {
        System.out.println("ready");
        Path go = Path.of(args[0]);
        while (!Files.exists(go)) Thread.sleep(20);
        System.out.println("made " + new LateLoaded());
    }
}

class LateLoaded {
    public String toString() { return "a LateLoaded"; }
}
