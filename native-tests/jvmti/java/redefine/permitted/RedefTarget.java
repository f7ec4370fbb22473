// RedefTarget sealed (a PermittedSubclasses attribute): UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED.
public sealed class RedefTarget implements RedefIface permits RedefSub {
    static int count;
    int field;
    public static String version() { return "permitted"; }
    public String virt() { return "virt"; }
    public String iface() { return "iface"; }
    public static int where() { return 0; }
    public static String running() { return ""; }
    static int where1() { return 0; }
    public static String emcp() { return JvmtiRedefine.redefineHere(); }
}

final class RedefSub extends RedefTarget { }
