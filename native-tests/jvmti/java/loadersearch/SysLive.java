// A class of its own archive, appended to a class loader's search by the loadersearch test agent.
public class SysLive {
    public static String hello() {
        return "SysLive: " + HelperSysLive.where();
    }
}

class HelperSysLive {
    static String where() {
        ClassLoader l = HelperSysLive.class.getClassLoader();
        return "helper loaded by " + (l == null ? "the boot loader" : l.getName());
    }
}
