// A class of its own archive, appended to a class loader's search by the loadersearch test agent.
public class BootOnLoad {
    public static String hello() {
        return "BootOnLoad: " + HelperBootOnLoad.where();
    }
}

class HelperBootOnLoad {
    static String where() {
        ClassLoader l = HelperBootOnLoad.class.getClassLoader();
        return "helper loaded by " + (l == null ? "the boot loader" : l.getName());
    }
}
