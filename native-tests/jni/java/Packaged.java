// A class in a package whose name needs escaping (jni_pkg: _1), for JniBasics.
package jni_pkg.sub;

public class Packaged {
    public static native String describe(int x);

    public native String name();
}
