// RedefTarget, version 1: the class the redefine test agent redefines (native-tests/jvmti/agents/redefine,
// node-tests/jvmti-redefine.test.mjs); its other versions are native-tests/jvmti/java/redefine/<name>/.
public class RedefTarget implements RedefIface {
    static int count;
    int field;

    public static String version() {
        count++;
        return "v1";
    }

    public String virt() { return "virt v1"; }

    public String iface() { return "iface v1"; }

    public static int where() {
        return new Throwable().getStackTrace()[0].getLineNumber();
    }

    // running() calls emcp(), which redefines the class; running() then continues in version 1's code
    public static String running() {
        String before = "running v1";
        String inner = emcp();
        return before + ", " + inner + ", continued in v1 at line " + where1();
    }

    static int where1() { return new Throwable().getStackTrace()[1].getLineNumber(); }

    public static String emcp() {
        return JvmtiRedefine.redefineHere();
    }
}
