// Loading native libraries and linking native methods: System.loadLibrary (JNI_OnLoad and its
// version, FindClass inside JNI_OnLoad, loading twice), libraries without JNI_OnLoad, JNI_OnLoad
// returning an unsupported version or throwing, missing libraries and bad paths, RegisterNatives
// (precedence over names, errors), UnregisterNatives.
import java.io.File;

public class JniLoading {
    static native String onLoadReport();
    static native int registered(int x);
    static native int registeredOverName(int x);
    static native int unregisterMe();
    static native boolean doRegister(int which);
    static native String doUnregister();
    static native int noOnLoadLong(int a, long b);
    static native int noOnLoadLong(int a);
    int notNative() {
        return 0;
    }

    // paths in messages differ between machines: show them as <dir>
    static String clean(Throwable e) {
        String s = String.valueOf(e);
        for (String dir : System.getProperty("java.library.path").split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            try {
                s = s.replace(new File(dir).getCanonicalPath(), "<dir>");
            } catch (java.io.IOException x) {
                // keep it
            }
            s = s.replace(dir, "<dir>");
        }
        return s;
    }

    static void load(String name) {
        try {
            System.loadLibrary(name);
            System.out.println("loadLibrary " + name + ": ok");
        } catch (Throwable e) {
            System.out.println("loadLibrary " + name + ": " + clean(e));
        }
    }

    public static void main(String[] args) {
        try {
            onLoadReport();
        } catch (UnsatisfiedLinkError e) {
            System.out.println("before loading: " + e);
        }
        load("jnitest");
        System.out.println("onLoad " + onLoadReport());
        load("jnitest");
        System.out.println("onLoad again " + onLoadReport());
        System.out.println("registered " + registered(5));
        System.out.println("registeredOverName " + registeredOverName(5));
        System.out.println("unregisterMe " + unregisterMe());
        System.out.println("doUnregister " + doUnregister());
        try {
            System.out.println("unregisterMe " + unregisterMe());
        } catch (UnsatisfiedLinkError e) {
            System.out.println("unregisterMe after UnregisterNatives: " + e);
        }
        try {
            registered(1);
        } catch (UnsatisfiedLinkError e) {
            System.out.println("registered after UnregisterNatives: " + e);
        }
        System.out.println("registeredOverName after UnregisterNatives " + registeredOverName(5));
        for (int i = 0; i < 4; i++) {
            try {
                System.out.println("doRegister " + i + " " + doRegister(i));
            } catch (Throwable e) {
                System.out.println("doRegister " + i + " " + e);
            }
        }
        System.out.println("registered again " + registered(6));
        load("jninoonload");
        try {
            System.out.println("noOnLoadLong " + noOnLoadLong(1, 2L) + " " + noOnLoadLong(3));
        } catch (UnsatisfiedLinkError e) {
            System.out.println("noOnLoadLong: " + e);
        }
        load("jnibadversion");
        load("jnibadversion");
        load("jnionloadthrows");
        load("doesnotexist");
        try {
            System.load("/nonexistent/dir/libjnitest.so");
        } catch (Throwable e) {
            System.out.println("load absent file: " + clean(e));
        }
        try {
            System.load("relative/libjnitest.so");
        } catch (Throwable e) {
            System.out.println("load relative: " + clean(e));
        }
        System.out.println("mapLibraryName " + System.mapLibraryName("x"));
    }
}
