// The program of the nativeprefix test agent (native-tests/jvmti/agents/nativeprefix): native methods
// wrapped as a ClassFileLoadHook transformation would wrap them, by hand. Environment 1 of the agent
// has the prefix $$A$$, environment 2 $$B$$ (applied after 1's): foo was wrapped by 1 only, bar by 1
// then 2, baz by 2 only; plain and original are not wrapped (the agent redirects original's binding
// in NativeMethodBind). The agent registers foo, bar, baz, plain and original with RegisterNatives;
// with the argument "lookup" qux's function is found by name in the agent's library instead
// (System.loadLibrary), through its wrapper's name.
public class JvmtiNativePrefix {
    static int foo(int x) {
        return $$A$$foo(x);
    }

    static native int $$A$$foo(int x);

    static int bar(int x) {
        return $$A$$bar(x);
    }

    static int $$A$$bar(int x) {
        return $$B$$$$A$$bar(x);
    }

    static native int $$B$$$$A$$bar(int x);

    static int baz(int x) {
        return $$B$$baz(x);
    }

    static native int $$B$$baz(int x);

    static native int plain(int x);

    static native int original(int x);

    static int qux(int x) {
        return $$A$$qux(x);
    }

    static native int $$A$$qux(int x);

    public static void main(String[] args) {
        System.out.println("foo: " + foo(1));
        System.out.println("bar: " + bar(2));
        System.out.println("baz: " + baz(3));
        System.out.println("plain: " + plain(4));
        System.out.println("original: " + original(5));
        if (args.length > 0 && args[0].equals("lookup")) {
            System.loadLibrary("nativeprefix");
            System.out.println("qux: " + qux(6));
        }
    }
}
