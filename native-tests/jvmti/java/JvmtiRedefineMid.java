// JvmtiRedefineMid: the redefine test agent (option `mid`) retransforms this class from callbacks of
// events posted while main runs (node-tests/jvmti-redefine.test.mjs): ClassPrepare of RedefLoad, loaded
// through the application class loader, and SampledObjectAlloc of the RedefLoad main then makes, which
// comes in the middle of main's `new`.
public class JvmtiRedefineMid {
    static native String results(); // what the callbacks' RetransformClasses answered

    public static void main(String[] args) {
        Object o = new RedefLoad();
        System.out.println(results() + " " + (o != null));
    }
}
