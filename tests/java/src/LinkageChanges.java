// Linkage errors after separate compilation: the Lk* classes below are compiled with this program,
// then replaced by the versions in LinkageChanges.recompile/ (a library changed after its client was
// compiled). Each case prints the error class and message the VM gives when the client's now stale
// symbolic reference is resolved, as HotSpot words them.
public class LinkageChanges {
    interface Case { void run() throws Throwable; }

    static void attempt(String name, Case c) {
        try {
            c.run();
            System.out.println(name + ": no error");
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("static became instance", () -> LkLib.staticThenInstance());
        attempt("instance became static", () -> new LkLib().instanceThenStatic());
        attempt("static field became instance", () -> System.out.println(LkLib.staticFieldThenInstance));
        attempt("instance field became static", () -> System.out.println(new LkLib().instanceFieldThenStatic));
        attempt("put to a static field now instance", () -> LkLib.staticFieldThenInstance = 3);
        attempt("method removed", () -> new LkLib().removed());
        attempt("static method removed", () -> LkLib.removedStatic());
        attempt("field removed", () -> System.out.println(new LkLib().removedField));
        attempt("method now private", () -> new LkLib().nowPrivate());
        attempt("field now private", () -> System.out.println(new LkLib().nowPrivateField));
        attempt("return type changed", () -> System.out.println(new LkLib().returnTypeChanged()));
        attempt("class became interface", () -> new LkWasClass());
        attempt("interface became class", () -> ((LkWasIface) new LkImpl()).m());
        attempt("default method became abstract", () -> ((LkIface) new LkImpl2()).added());
        attempt("method became abstract", () -> new LkAbsSub().m());
        attempt("class became abstract", () -> new LkNowAbstract());
        attempt("superclass now final", () -> new LkSub());
        attempt("constructor removed", () -> new LkLib(1));
        attempt("interface method now static", () -> ((LkIface) new LkImpl2()).nowStatic());
    }
}

class LkLib {
    static int staticFieldThenInstance = 1;
    int instanceFieldThenStatic = 2;
    int removedField = 3;
    public int nowPrivateField = 4;
    LkLib() {}
    LkLib(int x) {}
    static void staticThenInstance() { System.out.println("old static"); }
    void instanceThenStatic() { System.out.println("old instance"); }
    void removed() { System.out.println("old removed"); }
    static void removedStatic() { System.out.println("old removed static"); }
    public void nowPrivate() { System.out.println("old public"); }
    int returnTypeChanged() { return 1; }
}

class LkWasClass {}
interface LkWasIface { void m(); }
class LkImpl implements LkWasIface { public void m() { System.out.println("LkImpl.m"); } }
interface LkIface { default void added() { System.out.println("old default"); } default void nowStatic() {} }
class LkImpl2 implements LkIface {}
class LkNowAbstract {}
abstract class LkAbs { void m() { System.out.println("old concrete"); } }
class LkAbsSub extends LkAbs {}
class LkFinalLater {}
class LkSub extends LkFinalLater {}
