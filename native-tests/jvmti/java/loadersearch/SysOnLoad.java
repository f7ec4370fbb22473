// A class of its own archive, appended to a class loader's search by the loadersearch test agent.
public class SysOnLoad {
    public static String hello() {
        return "SysOnLoad: " + HelperSysOnLoad.where();
    }
}

class HelperSysOnLoad {
    static String where() {
        ClassLoader l = HelperSysOnLoad.class.getClassLoader();
        return "helper loaded by " + (l == null ? "the boot loader" : l.getName());
    }
}
