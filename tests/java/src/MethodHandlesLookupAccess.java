import java.lang.invoke.ConstantBootstraps;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.util.List;

import static java.lang.invoke.MethodType.methodType;

// Lookup objects and access modes: lookupModes of various lookups, in(), dropLookupMode,
// privateLookupIn, accessClass/ensureInitialized, publicLookup limits, findClass, handles on
// signature-polymorphic methods (MethodHandle.invokeExact itself), ConstantBootstraps called
// directly, and Lookup.toString.
public class MethodHandlesLookupAccess {
    static class Target {
        private static String secret = "target secret";
        private int value = 3;
        private String hidden() { return "hidden " + value; }
        static { System.out.println("Target.<clinit>"); }
    }

    static class Other {
        static { System.out.println("Other.<clinit>"); }
    }

    enum Color { RED, GREEN }

    static String modes(MethodHandles.Lookup l) {
        int m = l.lookupModes();
        StringBuilder sb = new StringBuilder();
        if ((m & MethodHandles.Lookup.PUBLIC) != 0) sb.append("PUBLIC ");
        if ((m & MethodHandles.Lookup.PRIVATE) != 0) sb.append("PRIVATE ");
        if ((m & MethodHandles.Lookup.PROTECTED) != 0) sb.append("PROTECTED ");
        if ((m & MethodHandles.Lookup.PACKAGE) != 0) sb.append("PACKAGE ");
        if ((m & MethodHandles.Lookup.MODULE) != 0) sb.append("MODULE ");
        if ((m & MethodHandles.Lookup.UNCONDITIONAL) != 0) sb.append("UNCONDITIONAL ");
        if ((m & MethodHandles.Lookup.ORIGINAL) != 0) sb.append("ORIGINAL ");
        return sb.toString().trim() + " hasFullPrivilegeAccess " + l.hasFullPrivilegeAccess();
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup full = MethodHandles.lookup();
        System.out.println("lookup " + full + " modes " + modes(full));
        MethodHandles.Lookup pub = MethodHandles.publicLookup();
        System.out.println("publicLookup " + pub + " modes " + modes(pub));
        MethodHandles.Lookup inTarget = full.in(Target.class);
        System.out.println("in(Target) " + inTarget + " modes " + modes(inTarget));
        MethodHandles.Lookup noPrivate = full.dropLookupMode(MethodHandles.Lookup.PRIVATE);
        System.out.println("dropLookupMode(PRIVATE) " + noPrivate + " modes " + modes(noPrivate));
        MethodHandles.Lookup pkgOnly = full.dropLookupMode(MethodHandles.Lookup.MODULE);
        System.out.println("dropLookupMode(MODULE) modes " + modes(pkgOnly));
        MethodHandles.Lookup inString = full.in(String.class);
        System.out.println("in(String) " + inString + " modes " + modes(inString));

        MethodHandles.Lookup priv = MethodHandles.privateLookupIn(Target.class, full);
        System.out.println("privateLookupIn " + priv + " modes " + modes(priv));
        MethodHandle hidden = priv.findVirtual(Target.class, "hidden", methodType(String.class));
        VarHandle value = priv.findVarHandle(Target.class, "value", int.class);
        VarHandle secret = priv.findStaticVarHandle(Target.class, "secret", String.class);
        Target t = new Target();
        value.set(t, 99);
        System.out.println("private access " + (String) hidden.invokeExact(t) + " " + secret.get());
        try {
            noPrivate.findVirtual(Target.class, "hidden", methodType(String.class));
        } catch (IllegalAccessException e) {
            System.out.println("no PRIVATE mode: IllegalAccessException " + e.getMessage().replaceAll("@[0-9a-f]+", "@<hash>"));
        }
        try {
            MethodHandles.privateLookupIn(String.class, full);
        } catch (IllegalAccessException e) {
            System.out.println("privateLookupIn(String): IllegalAccessException " + e.getMessage().replaceAll("@[0-9a-f]+", "@<hash>"));
        }

        System.out.println("findClass " + full.findClass("MethodHandlesLookupAccess$Other").getSimpleName() + " (not initialized)");
        System.out.println("accessClass " + full.accessClass(Other.class).getSimpleName());
        System.out.println("ensureInitialized " + full.ensureInitialized(Other.class).getSimpleName());
        try {
            full.findClass("MethodHandlesLookupAccess$Nope");
        } catch (ClassNotFoundException e) {
            System.out.println("findClass missing: ClassNotFoundException " + e.getMessage());
        }
        try {
            pub.accessClass(Target.class);
        } catch (IllegalAccessException e) {
            System.out.println("publicLookup accessClass: IllegalAccessException " + e.getMessage());
        }
        MethodHandle concat = pub.findVirtual(String.class, "concat", methodType(String.class, String.class));
        System.out.println("publicLookup on public JDK method " + (String) concat.invokeExact("pub", "lic"));

        // handles on the signature-polymorphic methods themselves
        MethodHandle invokeExact = full.findVirtual(MethodHandle.class, "invokeExact", methodType(String.class, String.class, String.class));
        System.out.println("invokeExact handle type " + invokeExact.type() + " -> " + (String) invokeExact.invokeExact(concat, "a", "b"));
        MethodHandle invoke = full.findVirtual(MethodHandle.class, "invoke", methodType(Object.class, Object.class, Object.class));
        System.out.println("invoke handle " + invoke.type() + " -> " + invoke.invoke(concat, (Object) "c", (Object) "d"));
        MethodHandle vhGet = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET, methodType(int.class, Target.class));
        System.out.println("varHandleInvoker " + vhGet.type() + " -> " + (int) vhGet.invokeExact(value, t));
        MethodHandle vhExact = MethodHandles.varHandleExactInvoker(VarHandle.AccessMode.GET_AND_ADD, methodType(int.class, Target.class, int.class));
        System.out.println("varHandleExactInvoker " + (int) vhExact.invokeExact(value, t, 1) + " -> " + (int) value.get(t));

        // ConstantBootstraps called directly
        System.out.println("nullConstant " + ConstantBootstraps.nullConstant(full, "_", String.class));
        System.out.println("primitiveClass " + ConstantBootstraps.primitiveClass(full, "J", Class.class));
        System.out.println("enumConstant " + ConstantBootstraps.enumConstant(full, "GREEN", Color.class));
        System.out.println("getStaticFinal " + ConstantBootstraps.getStaticFinal(full, "MAX_VALUE", int.class, Integer.class)
                + " " + ConstantBootstraps.getStaticFinal(full, "TYPE", Class.class, Integer.class) + " " + ConstantBootstraps.getStaticFinal(full, "MIN_VALUE", long.class));
        System.out.println("invoke " + ConstantBootstraps.invoke(full, "_", List.class, full.findStatic(List.class, "of", methodType(List.class, Object.class, Object.class)), "x", "y"));
        VarHandle fieldVH = ConstantBootstraps.fieldVarHandle(priv, "value", VarHandle.class, Target.class, int.class);
        System.out.println("fieldVarHandle " + (int) fieldVH.get(t) + " arrayVarHandle " + ConstantBootstraps.arrayVarHandle(full, "_", VarHandle.class, long[].class).varType());
        System.out.println("explicitCast " + ConstantBootstraps.explicitCast(full, "_", byte.class, 300) + " " + ConstantBootstraps.explicitCast(full, "_", boolean.class, 3)
                + " " + ConstantBootstraps.explicitCast(full, "_", char.class, 65L) + " " + ConstantBootstraps.explicitCast(full, "_", Object.class, "same"));
        try {
            ConstantBootstraps.explicitCast(full, "_", Integer.class, "str");
        } catch (ClassCastException e) {
            System.out.println("explicitCast failure: ClassCastException " + e.getMessage());
        }
        try {
            ConstantBootstraps.enumConstant(full, "BLUE", Color.class);
        } catch (IllegalArgumentException e) {
            System.out.println("enumConstant missing: IllegalArgumentException " + e.getMessage());
        }
    }
}
