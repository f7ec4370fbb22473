import java.lang.reflect.Array;

// The program of the vmalloc test agent (native-tests/jvmti/agents/vmalloc): each step runs between
// begin(name) and end(), and the agent prints the classes of the objects VMObjectAlloc reported on
// this thread meanwhile.
public class JvmtiVmAlloc implements Cloneable {
    int x = 1;

    static native void begin(String step);

    static native void end();

    static native Object jniNewObject();

    static native Object jniNewArray();

    public JvmtiVmAlloc() {}

    public static void main(String[] args) throws Exception {
        JvmtiVmAlloc warm = new JvmtiVmAlloc();
        int[] ints = {1, 2, 3};
        // each kind once before it is watched: first uses load and link classes
        warm.clone();
        ints.clone();
        Array.newInstance(String.class, 2);
        JvmtiVmAlloc.class.getConstructor().newInstance();
        int[][] m = new int[2][3];
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
        }
        jniNewObject();
        jniNewArray();
        try {
            int zero = args.length;
            System.out.println(1 / zero);
        } catch (ArithmeticException e) {
        }

        begin("new (bytecode)");
        Object plain = new JvmtiVmAlloc();
        int[] arr = new int[4];
        end();
        begin("Object.clone of an object");
        Object c = warm.clone();
        end();
        begin("Object.clone of an array");
        Object ac = ints.clone();
        end();
        begin("Array.newInstance");
        Object na = Array.newInstance(String.class, 3);
        end();
        begin("Constructor.newInstance");
        Object rc = JvmtiVmAlloc.class.getConstructor().newInstance();
        end();
        begin("a NullPointerException the VM throws");
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
        }
        end();
        begin("an ArithmeticException the VM throws");
        try {
            int zero = args.length;
            System.out.println(1 / zero);
        } catch (ArithmeticException e) {
        }
        end();
        begin("multianewarray");
        int[][] mm = new int[2][3];
        end();
        begin("JNI NewObject and NewIntArray");
        Object jo = jniNewObject();
        Object ja = jniNewArray();
        end();
        System.out.println("done " + (plain != null) + (arr.length) + (c != null) + (ac != null) + (na != null) + mm.length + (jo != null) + (ja != null) + m.length + (rc != null));
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
