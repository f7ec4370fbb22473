import java.io.InputStream;
import java.lang.reflect.Method;

public class CustomClassLoader {
    public static class Payload {
        static int loads = 0;
        static { loads++; }
        public static String describe() {
            return "Payload loaded by " + Payload.class.getClassLoader().getName() + ", loads=" + loads;
        }
    }

    static class Isolating extends ClassLoader {
        int defined = 0;

        Isolating(ClassLoader parent) { super("isolating", parent); }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.startsWith("CustomClassLoader$Payload")) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) c = findClass(name);
                    if (resolve) resolveClass(c);
                    return c;
                }
                return super.loadClass(name, resolve);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            String res = name.replace('.', '/') + ".class";
            try (InputStream in = getParent().getResourceAsStream(res)) {
                if (in == null) throw new ClassNotFoundException(name);
                byte[] bytes = in.readAllBytes();
                defined++;
                return defineClass(name, bytes, 0, bytes.length);
            } catch (java.io.IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Payload.describe());
        Isolating loader = new Isolating(CustomClassLoader.class.getClassLoader());
        Class<?> c = loader.loadClass("CustomClassLoader$Payload");
        System.out.println("same name " + c.getName().equals(Payload.class.getName()) + " same class " + (c == Payload.class) + " loader name " + c.getClassLoader().getName()
            + " defined " + loader.defined);
        Method m = c.getMethod("describe");
        System.out.println(m.invoke(null));
        System.out.println(Payload.describe());
        System.out.println("loadClass again same " + (loader.loadClass("CustomClassLoader$Payload") == c) + " defined " + loader.defined);
        Object inst = c.getConstructor().newInstance();
        System.out.println("instanceof original Payload " + (inst instanceof Payload));
        try {
            Payload p = (Payload) inst;
            System.out.println("no CCE?! " + p);
        } catch (ClassCastException e) {
            System.out.println("CCE across loaders (message has identity hash, not printed)");
        }
        try {
            loader.loadClass("CustomClassLoader$PayloadMissing");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        Class<?> s = loader.loadClass("java.lang.String");
        System.out.println("delegates bootstrap classes " + (s == String.class));
        System.out.println("parent chain " + CustomClassLoader.class.getClassLoader().getName() + " -> " + CustomClassLoader.class.getClassLoader().getParent().getName()
            + " -> " + CustomClassLoader.class.getClassLoader().getParent().getParent());
        System.out.println("system loader is app " + (ClassLoader.getSystemClassLoader() == CustomClassLoader.class.getClassLoader()));
        try {
            byte[] junk = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 1};
            new ClassLoader("junk", null) {
                Class<?> go() { return defineClass("Junk", junk, 0, junk.length); }
            }.go();
        } catch (ClassFormatError e) {
            System.out.println("ClassFormatError " + e.getClass().getName());
        }
        System.out.println("resource from app loader " + (CustomClassLoader.class.getClassLoader().getResource("CustomClassLoader.class") != null)
            + " missing " + CustomClassLoader.class.getClassLoader().getResource("nope/Nope.class"));
    }
}
