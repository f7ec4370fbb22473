// RedefTarget, version 2: new code in every method but emcp() (node-tests/jvmti-redefine.test.mjs).
public class RedefTarget implements RedefIface {
    static int count;
    int field;

    public static String version() {
        return "v2 (count " + count + ")";
    }

    public String virt() { return "virt v2"; }

    public String iface() { return "iface v2"; }


    public static int where() {
        int line = new Throwable().getStackTrace()[0].getLineNumber();
        return line;
    }

    public static String running() {
        return "running v2";
    }

    static int where1() { return -new Throwable().getStackTrace()[1].getLineNumber(); }

    public static String emcp() {
        return JvmtiRedefine.redefineHere();
    }
}
