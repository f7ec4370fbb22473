// A class of its own archive, appended to a class loader's search by the loadersearch test agent.
public class BootLive {
    public static String hello() {
        return "BootLive: " + HelperBootLive.where();
    }
}

class HelperBootLive {
    static String where() {
        ClassLoader l = HelperBootLive.class.getClassLoader();
        return "helper loaded by " + (l == null ? "the boot loader" : l.getName());
    }
}
