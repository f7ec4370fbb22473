// StackOverflowError in class loading: a class loader whose loadClass asks itself for another class
// forever. The error reaches the caller of loadClass/Class.forName and the loader stays usable.
public class LimitsStackLoader {
    static class LimitsStackLoaderRecursive extends ClassLoader {
        int calls;

        LimitsStackLoaderRecursive() { super(LimitsStackLoader.class.getClassLoader()); }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.startsWith("recursive.")) {
                calls++;
                return loadClass("recursive.C" + calls, resolve);
            }
            return super.loadClass(name, resolve);
        }
    }

    public static void main(String[] args) throws Exception {
        LimitsStackLoaderRecursive l = new LimitsStackLoaderRecursive();
        try {
            l.loadClass("recursive.C0");
            System.out.println("loaded?");
        } catch (StackOverflowError e) {
            System.out.println("loadClass: " + e.getClass().getName() + ", more than 1000 calls: " + (l.calls > 1000));
        }
        int before = l.calls;
        try {
            Class.forName("recursive.D", false, l);
            System.out.println("loaded?");
        } catch (StackOverflowError e) {
            System.out.println("Class.forName: " + e.getClass().getName() + ", more calls: " + (l.calls > before));
        }
        System.out.println("still loads: " + l.loadClass("java.lang.String").getName());
        System.out.println("and its own: " + Class.forName("LimitsStackLoader", true, l).getSimpleName());
    }
}
