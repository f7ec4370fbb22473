import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;

// A user class loader that blocks while the VM waits for it: its findClass sleeps, waits on a monitor
// until another thread has run, and reads a line of System.in, for a class asked for by resolution
// from bytecode, by Class.forName and as the superclass of a class being defined. The other threads
// run meanwhile; every step happens in the same order on every VM.
public class BlockingLoader extends ClassLoader {
    static final BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in));
    static final Object lock = new Object();
    static boolean released;

    BlockingLoader() { super("blocking", BlockingLoader.class.getClassLoader()); }

    static void waitForOther(String who) throws InterruptedException {
        Thread other = new Thread(() -> {
            for (int i = 1; i <= 2; i++) System.out.println("  other thread " + i + " while the loader waits for " + who);
            synchronized (lock) {
                released = true;
                lock.notifyAll();
            }
        });
        synchronized (lock) {
            released = false;
            other.start();
            while (!released) lock.wait();
        }
        other.join();
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith("Blocking") || name.equals("BlockingLoader")) return super.loadClass(name, resolve);
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            return c != null ? c : findClass(name);
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        try {
            System.out.println("finding " + name);
            Thread.sleep(20);
            waitForOther(name);
            System.out.println("  read for " + name + ": " + stdin.readLine());
            try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            }
        } catch (Exception e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread ticker = new Thread(() -> System.out.println("a thread started before loading ran"));
        ticker.start();
        ticker.join();
        Class<?> a = Class.forName("BlockingLoadedA", true, new BlockingLoader());
        System.out.println("loaded " + a.getName() + " by " + a.getClassLoader().getName());
        System.out.println("rest of input: " + stdin.readLine());
    }
}

// resolution of BlockingLoadedB from A's initialiser; C's superclass BlockingLoadedD while C is defined
class BlockingLoadedA {
    static Object b = new BlockingLoadedB();
    static { System.out.println("A made " + b.getClass().getName() + " and " + new BlockingLoadedC()); }
}

class BlockingLoadedB { }

class BlockingLoadedC extends BlockingLoadedD {
    public String toString() { return "C extends " + getClass().getSuperclass().getName(); }
}

class BlockingLoadedD { }
