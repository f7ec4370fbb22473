// SlowLoader: a class loader that never finishes loading a class (node-tests/slices.test.mjs pauses,
// resumes and stops the program from JavaScript while the loader runs). The class it loads is
// referenced from bytecode of a class the same loader defined, so the VM's resolution asks for it;
// a second thread prints too, showing that other threads run while the loader does.
import java.io.InputStream;

public class SlowLoader extends ClassLoader {
    SlowLoader() { super("slow", SlowLoader.class.getClassLoader()); }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith("SlowLoaded")) return super.loadClass(name, resolve);
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            return c != null ? c : findClass(name);
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (name.equals("SlowLoadedB")) {
            long x = 1;
            for (long i = 1; ; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
                if ((i & ((1 << 20) - 1)) == 0) System.out.println("loading " + (i >> 20));
            }
        }
        try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
            byte[] b = in.readAllBytes();
            return defineClass(name, b, 0, b.length);
        } catch (java.io.IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread other = new Thread(() -> {
            for (int i = 1; ; i++) {
                System.out.println("other " + i);
                try { Thread.sleep(200); } catch (InterruptedException e) { return; }
            }
        });
        other.setDaemon(true);
        other.start();
        Class<?> a = Class.forName("SlowLoadedA", true, new SlowLoader());
        System.out.println("never printed: " + a);
    }
}

class SlowLoadedA {
    static Object b = new SlowLoadedB();
}

class SlowLoadedB { }
