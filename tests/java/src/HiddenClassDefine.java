import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

// Lookup.defineHiddenClass and Lookup.defineClass with class bytes read from the class path:
// hidden classes are unnamed (Class.forName cannot find them), have their own statics per
// definition, see themselves through their constant pool, can be nestmates of the lookup class,
// and are reachable only through the Lookup, interfaces and reflection. Hidden class names
// (which contain an address-like suffix) are never printed whole.
public class HiddenClassDefine {
    private static String hostSecret() { return "host secret"; }
    private int hostField = 41;

    public static class Impl implements Supplier<String>, IntSupplier {
        static int instances;
        final int id;
        public Impl() { id = ++instances; }
        public String get() { return "Impl#" + id + " of " + instances + " self-check " + (getClass() == Impl.class); }
        public int getAsInt() { return instances; }
        public static String twice(String s) { return s + s; }
    }

    public static class Nestmate implements Supplier<String> {
        public String get() {
            HiddenClassDefine h = new HiddenClassDefine();
            return hostSecret() + " / field " + (++h.hostField);
        }
    }


    static byte[] bytesOf(String name) throws Exception {
        try (InputStream in = HiddenClassDefine.class.getResourceAsStream("/" + name + ".class")) {
            return in.readAllBytes();
        }
    }

    static String safeName(Class<?> c) {
        String n = c.getName();
        int slash = n.indexOf('/');
        return slash < 0 ? n : n.substring(0, slash) + "/<suffix>";
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        byte[] implBytes = bytesOf("HiddenClassDefine$Impl");
        MethodHandles.Lookup h1 = lookup.defineHiddenClass(implBytes, true);
        MethodHandles.Lookup h2 = lookup.defineHiddenClass(implBytes, true);
        Class<?> c1 = h1.lookupClass(), c2 = h2.lookupClass();
        System.out.println("hidden " + c1.isHidden() + " name " + safeName(c1) + " distinct classes " + (c1 != c2) + " differs from Impl " + (c1 != Impl.class)
                + " same name prefix " + safeName(c1).equals(safeName(c2)) + " names differ " + !c1.getName().equals(c2.getName()));
        System.out.println("superclass " + c1.getSuperclass().getName() + " interfaces " + java.util.Arrays.toString(c1.getInterfaces()) + " canonical " + c1.getCanonicalName()
                + " loader is app loader " + (c1.getClassLoader() == HiddenClassDefine.class.getClassLoader()) + " package '" + c1.getPackageName() + "'"
                + " nest host is itself " + (c1.getNestHost() == c1) + " lookup modes full " + ((h1.lookupModes() & MethodHandles.Lookup.PRIVATE) != 0));

        MethodHandle ctor1 = h1.findConstructor(c1, MethodType.methodType(void.class));
        Object a = ctor1.invoke(), b = ctor1.invoke();
        Object other = c2.getDeclaredConstructor().newInstance();
        System.out.println("instances " + ((Supplier<?>) a).get() + " | " + ((Supplier<?>) b).get() + " | " + ((Supplier<?>) other).get());
        System.out.println("statics are per class: c1 " + ((IntSupplier) a).getAsInt() + " c2 " + ((IntSupplier) other).getAsInt() + " Impl " + Impl.instances);
        MethodHandle twice = h1.findStatic(c1, "twice", MethodType.methodType(String.class, String.class));
        System.out.println("static method " + (String) twice.invokeExact("ab") + " via reflection " + c1.getMethod("twice", String.class).invoke(null, "xy"));
        System.out.println("instanceof Impl " + (a instanceof Impl) + " isInstance " + c1.isInstance(a) + " cast to Supplier ok " + (((Supplier<?>) a) != null));
        try {
            Class.forName(c1.getName());
        } catch (ClassNotFoundException e) {
            System.out.println("Class.forName(hidden name): ClassNotFoundException");
        }
        try {
            Impl x = (Impl) a;
            System.out.println("not reached " + x);
        } catch (ClassCastException e) {
            System.out.println("cast to the original class: ClassCastException");
        }

        MethodHandles.Lookup nest = lookup.defineHiddenClass(bytesOf("HiddenClassDefine$Nestmate"), true, MethodHandles.Lookup.ClassOption.NESTMATE);
        Class<?> nc = nest.lookupClass();
        System.out.println("NESTMATE host " + nc.getNestHost().getName() + " isNestmateOf " + nc.isNestmateOf(HiddenClassDefine.class)
                + " host's nest members exclude hidden " + java.util.Arrays.stream(HiddenClassDefine.class.getNestMembers()).noneMatch(c -> c == nc));
        System.out.println("nestmate private access " + ((Supplier<?>) nc.getDeclaredConstructor().newInstance()).get());
        MethodHandles.Lookup plain = lookup.defineHiddenClass(bytesOf("HiddenClassDefine$Nestmate"), true);
        try {
            System.out.println("non-nestmate hidden class private access succeeded: " + ((Supplier<?>) plain.lookupClass().getDeclaredConstructor().newInstance()).get());
        } catch (IllegalAccessError e) {
            System.out.println("non-nestmate hidden class private access: IllegalAccessError");
        }

        MethodHandles.Lookup strong = lookup.defineHiddenClass(implBytes, false, MethodHandles.Lookup.ClassOption.STRONG);
        System.out.println("STRONG hidden, not initialized yet: instances field via reflection " + strong.lookupClass().getDeclaredField("instances").getInt(null));

        Class<?> later = lookup.defineClass(bytesOf("HiddenClassDefineLater"));
        System.out.println("defineClass " + later.getName() + " hidden " + later.isHidden() + " same as class literal " + (later == HiddenClassDefineLater.class)
                + " forName finds it " + (Class.forName("HiddenClassDefineLater") == later) + " -> " + ((Supplier<?>) later.getDeclaredConstructor().newInstance()).get());
        try {
            lookup.defineClass(bytesOf("HiddenClassDefineLater"));
        } catch (LinkageError e) {
            System.out.println("defining it again: " + e.getClass().getName());
        }
        try {
            lookup.defineHiddenClass(new byte[]{1, 2, 3}, true);
        } catch (ClassFormatError e) {
            System.out.println("garbage bytes: ClassFormatError");
        }
        try {
            lookup.defineHiddenClass(bytesOf("java/lang/Object"), true);
        } catch (Exception | Error e) {
            System.out.println("bytes of another package: " + e.getClass().getName());
        }
        Runnable lambda = () -> {};
        System.out.println("lambdas are hidden too " + lambda.getClass().isHidden() + " nest host " + lambda.getClass().getNestHost().getSimpleName());
    }
}

// Not a nest member of HiddenClassDefine (getNestMembers() would load it), so that it is still
// unloaded when main defines it with Lookup.defineClass.
class HiddenClassDefineLater implements Supplier<String> {
    public String get() { return "HiddenClassDefineLater via Lookup.defineClass"; }
}
