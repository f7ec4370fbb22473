// RedefTarget whose field has another type: UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED.
public class RedefTarget implements RedefIface {
    static int count;
    long field;
    public static String version() { return "fieldtype"; }
    public String virt() { return "virt"; }
    public String iface() { return "iface"; }
    public static int where() { return 0; }
    public static String running() { return ""; }
    static int where1() { return 0; }
    public static String emcp() { return JvmtiRedefine.redefineHere(); }
}
