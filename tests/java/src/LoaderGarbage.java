import java.io.InputStream;

// A user class loader that makes many times the heap limit in short-lived garbage while it loads:
// the collector runs while loadClass runs for the VM (resolution, Class.forName, a superclass).
public class LoaderGarbage extends ClassLoader {
    public static long made;
    static int sink;

    LoaderGarbage() { super("garbage", LoaderGarbage.class.getClassLoader()); }

    static void churn(int megabytes) {
        for (int i = 0; i < megabytes; i++) {
            byte[] b = new byte[1 << 20];
            b[i & 1023] = (byte) i;
            sink += b[17];
            made += b.length;
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith("LgPart")) return super.loadClass(name, resolve);
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            return c != null ? c : findClass(name);
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        churn(100);
        try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
            byte[] b = in.readAllBytes();
            return defineClass(name, b, 0, b.length);
        } catch (java.io.IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("LgPartA", true, new LoaderGarbage());
        System.out.println(c.getName() + " loaded by " + c.getClassLoader().getName() + " after " + (made >> 20) + " MB of garbage");
        java.lang.reflect.Method m = c.getMethod("describe");
        m.setAccessible(true);
        System.out.println(m.invoke(null));
    }
}

class LgPartBase { }
class LgPartA extends LgPartBase {
    public static String describe() {
        LgPartB b = new LgPartB();
        return "A made a " + b.getClass().getName() + ", total " + (LoaderGarbage.made >> 20) + " MB";
    }
}
class LgPartB { }
