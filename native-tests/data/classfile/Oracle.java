import java.nio.file.Files;
import java.nio.file.Paths;

/* Used by native-tests/gen_classfile_data.sh check: defines each class file with a fresh class
   loader and prints "file<TAB>OK" or "file<TAB>exception: message" (exception in internal form).
   Arguments: pairs of (binary class name or "-" for none, file). */
public class Oracle {
    static final class Loader extends ClassLoader {
        Loader() { super(null); }
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i + 1 < args.length; i += 2) {
            String name = args[i].equals("-") ? null : args[i].replace('/', '.');
            byte[] b = Files.readAllBytes(Paths.get(args[i + 1]));
            String r;
            try {
                new Loader().define(name, b);
                r = "OK";
            } catch (Throwable t) {
                r = t.getClass().getName().replace('.', '/') + ": " + t.getMessage();
            }
            System.out.println(args[i + 1] + "\t" + r);
        }
    }
}
