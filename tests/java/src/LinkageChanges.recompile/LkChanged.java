// The Lk* library of LinkageChanges as changed after the program was compiled against it.
class LkLib {
    int staticFieldThenInstance = 1;
    static int instanceFieldThenStatic = 2;
    private int nowPrivateField = 4;
    LkLib() {}
    void staticThenInstance() { System.out.println("new instance"); }
    static void instanceThenStatic() { System.out.println("new static"); }
    private void nowPrivate() { System.out.println("new private"); }
    long returnTypeChanged() { return 1; }
}

interface LkWasClass {}
class LkWasIface { public void m() {} }
class LkImpl extends LkWasIface {}
interface LkIface { void added(); static void nowStatic() {} }
abstract class LkNowAbstract {}
abstract class LkAbs { abstract void m(); }
final class LkFinalLater {}
