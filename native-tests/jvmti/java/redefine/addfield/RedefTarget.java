// RedefTarget with a field added: UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED.
public class RedefTarget implements RedefIface {
    static int count;
    int field;
    int added;
    public static String version() { return "addfield"; }
    public String virt() { return "virt"; }
    public String iface() { return "iface"; }
    public static int where() { return 0; }
    public static String running() { return ""; }
    static int where1() { return 0; }
    public static String emcp() { return JvmtiRedefine.redefineHere(); }
}
