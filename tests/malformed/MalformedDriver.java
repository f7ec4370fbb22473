// MalformedDriver: loads each malformed class named on the command line twice and prints what
// happened ("ok" or the Throwable's toString), for node-tests/malformed.test.mjs:
//   define:  through a fresh class loader that defines the classes of the case directory itself
//            (ClassLoader.defineClass, so a class hierarchy cycle is loaded through it), initialised
//   forName: Class.forName through the application class loader (the case directory is on the
//            class path)
// Usage: MalformedDriver <case directory> <binary class name>...
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

public class MalformedDriver {
    static final class CaseLoader extends ClassLoader {
        private final Path dir;

        CaseLoader(Path dir) {
            super(MalformedDriver.class.getClassLoader());
            this.dir = dir;
        }

        // Child first: the case's classes are on the application class path too.
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    Path file = dir.resolve(name.replace('.', '/') + ".class");
                    if (Files.isRegularFile(file)) {
                        byte[] b;
                        try {
                            b = Files.readAllBytes(file);
                        } catch (IOException e) {
                            throw new ClassNotFoundException(name, e);
                        }
                        c = defineClass(name, b, 0, b.length);
                    } else {
                        c = super.loadClass(name, false);
                    }
                }
                if (resolve) resolveClass(c);
                return c;
            }
        }
    }

    public static void main(String[] args) {
        Path dir = Paths.get(args[0]);
        for (int i = 1; i < args.length; i++) {
            String name = args[i].replace('/', '.');
            System.out.println("== " + args[i]);
            try {
                Class.forName(name, true, new CaseLoader(dir));
                System.out.println("define: ok");
            } catch (Throwable t) {
                System.out.println("define: " + t);
            }
            try {
                Class.forName(name);
                System.out.println("forName: ok");
            } catch (Throwable t) {
                System.out.println("forName: " + t);
            }
        }
    }
}
