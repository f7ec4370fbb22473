import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandles;

// A class may extend (or implement) a public class (interface) of another module only if that module
// exports its package to the class's module (JVMS 5.4.4): classes made at run time in the unnamed
// module of the application loader, over java.base classes in packages it exports to nobody, only to
// some modules, and to everyone. ModuleSuperAccessExported runs the same with --add-exports.
public class ModuleSuperAccess {
    /* A class file with no members: `name` extends `superName` and implements `iface` (or nothing). */
    static byte[] classBytes(String name, String superName, String iface) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(61);
        out.writeShort(iface == null ? 5 : 7);
        out.writeByte(7); out.writeShort(2);  // #1 Class name
        out.writeByte(1); out.writeUTF(name);
        out.writeByte(7); out.writeShort(4);  // #3 Class superName
        out.writeByte(1); out.writeUTF(superName);
        if (iface != null) {
            out.writeByte(7); out.writeShort(6);  // #5 Class iface
            out.writeByte(1); out.writeUTF(iface);
        }
        out.writeShort(0x0421);  // public super abstract
        out.writeShort(1);
        out.writeShort(3);
        if (iface == null) {
            out.writeShort(0);
        } else {
            out.writeShort(1);
            out.writeShort(5);
        }
        out.writeShort(0);  // fields
        out.writeShort(0);  // methods
        out.writeShort(0);  // attributes
        return bytes.toByteArray();
    }

    static void define(String name, String superName, String iface) {
        try {
            Class<?> c = MethodHandles.lookup().defineClass(classBytes(name, superName, iface));
            System.out.println(name + ": defined, superclass " + c.getSuperclass().getName()
                    + (iface == null ? "" : ", interface " + c.getInterfaces()[0].getName()));
        } catch (Throwable e) {
            // an unnamed module is named by its identity hash
            String hash = "@0x" + Integer.toHexString(System.identityHashCode(ModuleSuperAccess.class.getModule()));
            System.out.println(name + ": " + e.toString().replace(hash, "@<its hash>").replaceAll("@0x[0-9a-f]+", "@<another hash>"));
        }
    }

    public static void main(String[] args) {
        run(true);
    }

    /* again: define the first class once more (after a failure it is not half defined; after a
       success it is a duplicate definition) */
    static void run(boolean again) {
        // exported to nobody
        define("ExtendsAbstract", "sun/nio/ch/SelectorProviderImpl", null);
        define("ExtendsConcrete", "sun/security/util/DerValue", null);
        define("ImplementsInterface", "java/lang/Object", "sun/nio/ch/SelChImpl");
        // exported to some modules only (jdk.internal.misc), and to everyone (java.util)
        define("ExtendsQualified", "jdk/internal/misc/VM", null);
        define("ExtendsExported", "java/util/AbstractList", "java/util/RandomAccess");
        // a failed definition leaves nothing behind: a second try fails the same way (and a
        // successful one is there: a second one is a duplicate)
        if (again) define("ExtendsAbstract", "sun/nio/ch/SelectorProviderImpl", null);
    }
}
