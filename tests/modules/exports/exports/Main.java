package exports;

// Resolution from bytecode of public classes in packages java.base does not export (JVMS 5.4.4): a
// static call, a `new`, an array class. Each either works or throws IllegalAccessError; an unnamed
// module's identity hash is masked.
public class Main {
    interface Access {
        Object run() throws Throwable;
    }

    static void attempt(String what, Access a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (Throwable e) {
            System.out.println(what + ": " + e.toString().replaceAll("@0x[0-9a-f]+", "@<hash>"));
        }
    }

    public static void main(String[] args) {
        attempt("static call", () -> jdk.internal.misc.VM.isBooted());
        attempt("new", () -> new sun.nio.ch.Util() != null);
        attempt("array class", () -> new jdk.internal.misc.Signal[2].length);
        attempt("exported package", () -> java.util.List.of(1).size());
        attempt("again", () -> jdk.internal.misc.VM.isBooted());
    }
}
