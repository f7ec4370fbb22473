// What the module options of the command line change (node-tests/launcher.test.mjs runs this with
// --add-opens, --add-exports and a reserved -Djdk.module.* property; the corpus runs it without).
import java.lang.reflect.Field;

public class ModuleOptions {
    public static void main(String[] args) {
        Module base = Object.class.getModule(), me = ModuleOptions.class.getModule();
        System.out.println("java.lang open: " + base.isOpen("java.lang", me));
        System.out.println("jdk.internal.misc exported: " + base.isExported("jdk.internal.misc", me));
        try {
            Field f = String.class.getDeclaredField("value");
            f.setAccessible(true);
            System.out.println("String.value: " + ((byte[]) f.get("abc")).length + " bytes");
        } catch (ReflectiveOperationException | RuntimeException e) {
            System.out.println("String.value: " + e.getClass().getName());
        }
        System.out.println("jdk.module.addopens.0: " + System.getProperty("jdk.module.addopens.0"));
    }
}
