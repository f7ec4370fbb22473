// JvmtiRetransformLate: retransformation of classes loaded while no environment could retransform
// (the redefine test agent with option `late`, node-tests/jvmti-redefine.test.mjs): the VM writes their
// class files from the classes as loaded (RedefLoad as the `plain` environment's hook left it, and
// java.lang.String), which a new environment's hook then sees and rewrites.
public class JvmtiRetransformLate {
    static native String retransformLate(Class<?> c); // from a new retransformation-capable environment

    public static void main(String[] args) {
        System.out.println("before: " + RedefLoad.text());
        System.out.println("retransform RedefLoad: " + retransformLate(RedefLoad.class));
        System.out.println("after: " + RedefLoad.text());
        System.out.println("retransform String: " + retransformLate(String.class));
        System.out.println("strings still work: " + "abc".toUpperCase() + " " + String.valueOf(42) + " " + "a,b".split(",").length);
        System.out.println("retransform JvmtiRetransformLate (running): " + retransformLate(JvmtiRetransformLate.class));
        System.out.println("done");
    }
}
