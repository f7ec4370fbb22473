package app;

import java.util.logging.Logger;

// Prints what the module system made of the command line: the initial module, its readability, the
// boot layer's modules that matter here, and the arguments.
public class Main {
    public static void main(String[] args) {
        Module me = Main.class.getModule();
        System.out.println("module " + me.getName() + ", main class " + me.getDescriptor().mainClass().orElse("(none)"));
        System.out.println("reads java.logging: " + me.canRead(Logger.class.getModule()));
        System.out.println("jdk.module.main: " + System.getProperty("jdk.module.main"));
        System.out.println("boot layer has app: " + ModuleLayer.boot().findModule("app").isPresent());
        System.out.println("java.base opens java.lang to app: " + Object.class.getModule().isOpen("java.lang", me));
        System.out.println("logger: " + Logger.getLogger("app").getName());
        System.out.println("args: " + String.join(",", args));
    }
}
