import java.io.InputStream;

// Class loading, linkage and initialisation nested thousands deep through a user class loader:
// static initialisers that Class.forName the next class with initialisation, static initialisers
// whose bytecode resolves the next class (loaded by the same loader), static initialisers that
// construct the next class reflectively (Constructor.newInstance initialises it), a superclass chain
// whose every link the loader defines, and loaders delegating through Class.forName. The classes are copies of small templates with their names
// patched in the class file bytes.
public class DeepLoading {
    static final int CHAIN = 5000, SUPERS = 2000;

    static byte[] bytesOf(String name) throws Exception {
        try (InputStream in = DeepLoading.class.getClassLoader().getResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    // Replaces every occurrence of the 8-byte ASCII name `from` by `to` (same length).
    static byte[] patch(byte[] b, String from, String to) {
        byte[] out = b.clone(), f = from.getBytes(), t = to.getBytes();
        outer:
        for (int i = 0; i + f.length <= out.length; i++) {
            for (int k = 0; k < f.length; k++) if (out[i + k] != f[k]) continue outer;
            System.arraycopy(t, 0, out, i, t.length);
        }
        return out;
    }

    static String name(String prefix, int n) {
        String s = "000" + n;
        return prefix + s.substring(s.length() - 4);
    }

    public static class Note { public static int end; public static String constructed; }

    static class Chains extends ClassLoader {
        int defined;
        Chains() { super("chains", DeepLoading.class.getClassLoader()); }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("DlFn") && !name.startsWith("DlRs") && !name.startsWith("DlSp") && !name.startsWith("DlNi"))
                return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                return c != null ? c : findClass(name);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            String prefix = name.substring(0, 4);
            int n = Integer.parseInt(name.substring(4));
            int last = prefix.equals("DlFn") || prefix.equals("DlRs") ? CHAIN : SUPERS;
            try {
                byte[] b = n < last
                    ? patch(patch(bytesOf(prefix + "Self"), prefix + "Self", name(prefix, n)), prefix + "Next", name(prefix, n + 1))
                    : patch(bytesOf(prefix + "Last"), prefix + "Last", name(prefix, n));
                defined++;
                return defineClass(name, b, 0, b.length);
            } catch (ClassNotFoundException e) {
                throw e;
            } catch (Exception e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    // A loader that asks its parent through Class.forName: every delegation goes through the VM.
    static class Delegating extends ClassLoader {
        final int level;
        Delegating(ClassLoader parent, int level) { super(parent); this.level = level; }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("DeepLoading$Target")) return Class.forName(name, false, getParent());
            return super.loadClass(name, resolve);
        }
    }

    public static class Target { }

    static int value(Class<?> c) throws Exception {
        java.lang.reflect.Field f = c.getField("value");
        f.setAccessible(true);
        return f.getInt(null);
    }

    public static void main(String[] args) throws Exception {
        Chains loader = new Chains();
        Class<?> fn = Class.forName("DlFn0000", true, loader);
        System.out.println("forName chain: " + loader.defined + " classes, first " + fn.getName() + " depth " + DeepLoading.Note.end);
        int before = loader.defined;
        Class<?> rs = Class.forName("DlRs0000", true, loader);
        System.out.println("resolution chain: " + (loader.defined - before) + " classes, value " + value(rs));
        before = loader.defined;
        Class<?> sp = Class.forName("DlSp0000", false, loader);
        int depth = 0;
        for (Class<?> k = sp; k != Object.class; k = k.getSuperclass()) depth++;
        java.lang.reflect.Constructor<?> ctor = sp.getConstructor();
        ctor.setAccessible(true);
        Object o = ctor.newInstance();
        before = loader.defined;
        Class<?> ni = Class.forName("DlNi0000", false, loader);
        java.lang.reflect.Constructor<?> nic = ni.getDeclaredConstructor();
        nic.setAccessible(true);
        nic.newInstance();
        System.out.println("reflective construction chain: " + (loader.defined - before) + " classes initialised, last " + Note.constructed);
        ClassLoader l = DeepLoading.class.getClassLoader();
        for (int i = 1; i <= CHAIN; i++) l = new Delegating(l, i);
        Class<?> target = Class.forName("DeepLoading$Target", false, l);
        System.out.println("delegations: " + ((Delegating) l).level + ", found " + (target == Target.class));
        System.out.println("superclass chain: " + (loader.defined - before) + " classes, depth " + depth + ", " + o);
    }
}

// The templates: class n is a copy of XxxxSelf named n, whose references to XxxxNext name n + 1; the
// last one is a copy of XxxxLast.
class DlFnNext { }
class DlFnSelf {
    static {
        try { Class.forName("DlFnNext", true, DlFnSelf.class.getClassLoader()); }
        catch (ClassNotFoundException e) { throw new RuntimeException(e); }
    }
}
class DlFnLast {
    static { DeepLoading.Note.end = Integer.parseInt(DlFnLast.class.getName().substring(4)); }
}
class DlRsNext { public static int value; }
class DlRsSelf { public static int value = DlRsNext.value + 1; }
class DlRsLast { public static int value = 0; }
class DlSpNext { public DlSpNext() { } }
class DlNiNext { }
class DlNiSelf {
    static {
        try {
            java.lang.reflect.Constructor<?> c = Class.forName("DlNiNext", false, DlNiSelf.class.getClassLoader()).getDeclaredConstructor();
            c.newInstance();
        } catch (ReflectiveOperationException e) { throw new RuntimeException(e); }
    }
}
class DlNiLast { static { DeepLoading.Note.constructed = DlNiLast.class.getName(); } }
class DlSpSelf extends DlSpNext { public DlSpSelf() { } }
class DlSpLast { public DlSpLast() { } public String toString() { return "object of " + getClass().getName(); } }
