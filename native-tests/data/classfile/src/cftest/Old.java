package cftest;

/* Input for native-tests/test_classfile.c: compiled for an old class file version. */
public class Old {
    static int counter;
    public int get(int[] a) { synchronized (this) { return a.length + counter; } }
    public interface Api { void call(); }
}
