// Which loader defined this class and whether the boot loader finds its class file as a resource:
// run plainly (the application loader) by the corpus, and by the launcher table with the class path
// appended to the boot class path (-Xbootclasspath/a), where the boot loader defines it and the class
// library finds its resources through jdk.boot.class.path.append.
public class BootAppendProbe {
    public static void main(String[] args) throws Exception {
        ClassLoader loader = BootAppendProbe.class.getClassLoader();
        System.out.println("loader: " + (loader == null ? "bootstrap" : loader.getName()));
        System.out.println("named module: " + BootAppendProbe.class.getModule().isNamed());
        System.out.println("resource through the platform loader: "
                + (ClassLoader.getPlatformClassLoader().getResource("BootAppendProbe.class") != null));
        System.out.println("resource through Class.getResource: "
                + (BootAppendProbe.class.getResource("BootAppendProbe.class") != null));
        System.out.println("java.lang.String from: " + String.class.getClassLoader());
        try {
            Class<?> again = Class.forName("BootAppendProbe", false, null);
            System.out.println("found by the boot loader by name: " + (again == BootAppendProbe.class));
        } catch (ClassNotFoundException e) {
            System.out.println("not found by the boot loader: " + e.getMessage());
        }
    }
}
