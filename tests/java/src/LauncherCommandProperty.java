// The launcher records the main class and the program's arguments in sun.java.command, which tools
// (jps, jcmd, management beans) read; sun.java.launcher names the launcher.
public class LauncherCommandProperty {
    public static void main(String[] args) {
        System.out.println("sun.java.command = " + System.getProperty("sun.java.command"));
        System.out.println("sun.java.launcher = " + System.getProperty("sun.java.launcher"));
        System.out.println("arguments: " + args.length);
    }
}
