import java.util.function.Function;

// What a start from the snapshot must give exactly as a normal start: the run's properties, its
// arguments and environment, a lambda and string concatenation, identity hashes, the heap's limit.
public class SnapshotProbe {
    public static void main(String[] args) {
        for (String key : new String[] {"user.dir", "java.class.path", "java.home", "snapshot.probe", "file.encoding",
                "stdout.encoding", "sun.java.command", "user.home", "user.name", "line.separator"}) {
            System.out.println(key + "=" + System.getProperty(key));
        }
        System.out.println("env=" + System.getenv("SNAPSHOT_PROBE_VAR"));
        System.out.println("args=" + String.join("|", args));
        Function<String, String> f = s -> s + "!" + args.length;
        System.out.println("lambda=" + f.apply("x"));
        System.out.println("hash=" + System.identityHashCode(new Object()) + " " + System.identityHashCode(new Object()));
        System.out.println("maxMemory=" + Runtime.getRuntime().maxMemory());
        System.out.println("threads=" + Thread.currentThread().getThreadGroup().activeCount()
                + " " + Thread.currentThread().getName());
    }
}
