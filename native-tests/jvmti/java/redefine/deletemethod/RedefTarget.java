// RedefTarget without virt(): UNSUPPORTED_REDEFINITION_METHOD_DELETED.
public class RedefTarget implements RedefIface {
    static int count;
    int field;
    public static String version() { return "deletemethod"; }
    public String iface() { return "iface"; }
    public static int where() { return 0; }
    public static String running() { return ""; }
    static int where1() { return 0; }
    public static String emcp() { return JvmtiRedefine.redefineHere(); }
}
