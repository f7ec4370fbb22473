import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

// Many classes defined at run time (-Xmx32m): 1000 distinct classes in one class loader, kept alive, and
// the same class in 1000 loaders that are dropped. HotSpot keeps class metadata outside the Java heap
// (Metaspace, unlimited by default), so none of this is an OutOfMemoryError there.
public class LimitsClassDefinition {
    static final String TEMPLATE = "LimitsClassDefinitionT0000";

    static class Loader extends ClassLoader {
        Loader() { super(LimitsClassDefinition.class.getClassLoader()); }

        Class<?> define(String name, byte[] bytes) { return defineClass(name, bytes, 0, bytes.length); }
    }

    static int indexOf(byte[] haystack, byte[] needle, int from) {
        outer:
        for (int i = from; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) if (haystack[i + j] != needle[j]) continue outer;
            return i;
        }
        return -1;
    }

    // The template's class file with its name (same length) replaced everywhere.
    static byte[] renamed(byte[] template, String name) {
        byte[] b = template.clone();
        byte[] from = TEMPLATE.getBytes(StandardCharsets.US_ASCII), to = name.getBytes(StandardCharsets.US_ASCII);
        for (int i = indexOf(b, from, 0); i >= 0; i = indexOf(b, from, i + 1)) System.arraycopy(to, 0, b, i, to.length);
        return b;
    }

    public static void main(String[] args) throws Exception {
        byte[] template;
        try (InputStream in = LimitsClassDefinition.class.getResourceAsStream("/" + TEMPLATE + ".class")) {
            template = in.readAllBytes();
        }
        Loader one = new Loader();
        List<Class<?>> kept = new ArrayList<>();
        long sum = 0;
        for (int i = 1; i <= 1000; i++) {
            String name = String.format("LimitsClassDefinitionT%04d", i);
            Class<?> c = one.define(name, renamed(template, name));
            kept.add(c);
            java.lang.reflect.Method value = c.getDeclaredMethod("value", int.class);
            value.setAccessible(true); // another loader: another runtime package
            sum += (Integer) value.invoke(null, i);
        }
        System.out.println("one loader: " + kept.size() + " classes, first " + kept.get(0).getName()
                + ", last " + kept.get(kept.size() - 1).getName() + ", values summed " + sum);
        int loaders = 0;
        for (int i = 0; i < 1000; i++) {
            Loader l = new Loader();
            Class<?> c = l.define(TEMPLATE, template);
            if (c.getClassLoader() == l && c != LimitsClassDefinitionT0000.class) loaders++;
        }
        System.out.println("the template in " + loaders + " loaders of their own");
        try {
            one.define("LimitsClassDefinitionT0001", renamed(template, "LimitsClassDefinitionT0001"));
        } catch (LinkageError e) {
            System.out.println("defined twice: " + e.getClass().getName());
        }
        byte[][] filler = new byte[64][];
        for (int i = 0; i < filler.length; i++) filler[i] = new byte[128 << 10];
        System.out.println("heap still usable: " + filler.length + " arrays of 128 KB allocated");
    }
}

class LimitsClassDefinitionT0000 {
    static int value(int i) { return i * 2; }
}
