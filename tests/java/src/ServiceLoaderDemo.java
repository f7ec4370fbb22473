import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

// ServiceLoader on the class path: providers listed in META-INF/services/<interface> files
// (tests/java/resources/ServiceLoaderDemo/, copied onto the class path by build-corpus.sh):
// file order, comments, duplicates, lazy instantiation, stream() and Provider.type(), reload,
// findFirst, and the ServiceConfigurationErrors of broken configurations.
public class ServiceLoaderDemo {
    public interface Codec {
        String name();
        String encode(String s);
    }

    static int instantiated = 0;

    public static class Upper implements Codec {
        public Upper() { instantiated++; }
        public String name() { return "upper"; }
        public String encode(String s) { return s.toUpperCase(); }
    }

    public static class Rot13 implements Codec {
        public Rot13() { instantiated++; }
        public String name() { return "rot13"; }
        public String encode(String s) {
            StringBuilder sb = new StringBuilder();
            for (char c : s.toCharArray()) {
                if (c >= 'a' && c <= 'z') c = (char) ('a' + (c - 'a' + 13) % 26);
                else if (c >= 'A' && c <= 'Z') c = (char) ('A' + (c - 'A' + 13) % 26);
                sb.append(c);
            }
            return sb.toString();
        }
    }

    public static class Reverse implements Codec {
        public Reverse() { instantiated++; }
        public String name() { return "reverse"; }
        public String encode(String s) { return new StringBuilder(s).reverse().toString(); }
    }

    public interface Broken { String id(); }
    public static class Working implements Broken { public String id() { return "working"; } }

    public interface Fragile {}
    public static class Throwing implements Fragile {
        public Throwing() { throw new IllegalStateException("constructor refuses"); }
    }

    public interface Mismatch {}
    public static class NotAnImpl {}

    public interface Private {}

    public interface Syntax {}

    static void drain(String label, ServiceLoader<?> loader) {
        List<String> got = new ArrayList<>();
        Iterator<?> it = loader.iterator();
        try {
            while (it.hasNext()) got.add(it.next().getClass().getSimpleName());
            System.out.println(label + ": " + got);
        } catch (ServiceConfigurationError e) {
            // a syntax error names the configuration file's URL: hide the class path's location
            String msg = e.getMessage().replaceAll("file:\\S*/META-INF/", "<class path>/META-INF/");
            System.out.println(label + ": got " + got + " then ServiceConfigurationError: " + msg
                    + (e.getCause() != null ? " / cause " + e.getCause() : ""));
            try {
                while (it.hasNext()) got.add(it.next().getClass().getSimpleName());
                System.out.println("  continued after error: " + got);
            } catch (ServiceConfigurationError e2) {
                System.out.println("  second error: " + e2.getMessage());
            }
        }
    }

    public static void main(String[] args) throws Exception {
        try (InputStream in = ServiceLoaderDemo.class.getResourceAsStream("/META-INF/services/ServiceLoaderDemo$Codec")) {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            System.out.println("configuration file lines: " + r.lines().map(l -> "[" + l + "]").collect(Collectors.joining(" ")));
        }
        ServiceLoader<Codec> loader = ServiceLoader.load(Codec.class);
        System.out.println("created loader, instantiated " + instantiated + " toString " + loader);
        for (Codec c : loader) System.out.println("  codec " + c.name() + " (" + c.getClass().getSimpleName() + ") hello -> " + c.encode("Hello, World"));
        System.out.println("instantiated after first iteration " + instantiated);
        int before = instantiated;
        List<String> again = new ArrayList<>();
        for (Codec c : loader) again.add(c.name());
        System.out.println("second iteration (cached) " + again + " new instances " + (instantiated - before));
        loader.reload();
        before = instantiated;
        System.out.println("after reload names " + loader.stream().map(p -> p.get().name()).collect(Collectors.toList()) + " new instances " + (instantiated - before));
        before = instantiated;
        System.out.println("stream types " + ServiceLoader.load(Codec.class).stream().map(p -> p.type().getName()).collect(Collectors.toList()) + " instances " + (instantiated - before));
        System.out.println("findFirst " + ServiceLoader.load(Codec.class).findFirst().map(Codec::name).orElse("none"));
        System.out.println("explicit class loader " + ServiceLoader.load(Codec.class, ServiceLoaderDemo.class.getClassLoader()).stream().count()
                + " loadInstalled (platform loader) " + ServiceLoader.loadInstalled(Codec.class).stream().count());
        String chained = "Service";
        for (Codec c : ServiceLoader.load(Codec.class)) chained = c.encode(chained);
        System.out.println("chained encodings " + chained);

        drain("Broken", ServiceLoader.load(Broken.class));
        drain("Fragile", ServiceLoader.load(Fragile.class));
        drain("Mismatch", ServiceLoader.load(Mismatch.class));
        drain("Private", ServiceLoader.load(Private.class));
        drain("Syntax", ServiceLoader.load(Syntax.class));
        drain("no providers", ServiceLoader.load(Runnable.class));
        try {
            ServiceLoader.load(Fragile.class).stream().map(ServiceLoader.Provider::get).count();
        } catch (ServiceConfigurationError e) {
            System.out.println("Provider.get: " + e.getMessage() + " / cause " + e.getCause());
        }
        System.out.println("Provider.type without instantiation " + ServiceLoader.load(Fragile.class).stream().map(p -> p.type().getSimpleName()).collect(Collectors.toList()));
        // JDK services resolved from the modules (no output that depends on the JDK build)
        System.out.println("JDK charset providers found " + (ServiceLoader.load(java.nio.charset.spi.CharsetProvider.class).stream().count() >= 0));
    }
}

// Not public: ServiceLoader cannot instantiate it.
class ServiceLoaderDemoPackagePrivate implements ServiceLoaderDemo.Private {
    public ServiceLoaderDemoPackagePrivate() {}
}
