// RedefTarget implementing one more interface: UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED.
public class RedefTarget implements RedefIface, Runnable {
    static int count;
    int field;
    public static String version() { return "interfaces"; }
    public String virt() { return "virt"; }
    public String iface() { return "iface"; }
    public static int where() { return 0; }
    public static String running() { return ""; }
    static int where1() { return 0; }
    public static String emcp() { return JvmtiRedefine.redefineHere(); }
    public void run() { }
}
