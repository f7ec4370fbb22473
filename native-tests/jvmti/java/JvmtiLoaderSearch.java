// The program of the loadersearch test agent (native-tests/jvmti/agents/loadersearch): the agent
// appended an archive to the boot loader's and one to the system loader's search in the OnLoad phase,
// and one more each in the live phase; each archive's class is loaded by name here and says which
// loader defined it. The properties the OnLoad appends change are printed with the archives'
// directory (args[0]) as <dir>.
public class JvmtiLoaderSearch {
    public static void main(String[] args) throws Exception {
        String dir = args[0];
        for (String p : new String[] {"jdk.boot.class.path.append", "java.class.path"})
            System.out.println(p + "=" + System.getProperty(p, "(none)").replace(dir, "<dir>"));
        for (String name : new String[] {"BootOnLoad", "SysOnLoad", "BootLive", "SysLive"}) {
            Class<?> c = Class.forName(name);
            ClassLoader l = c.getClassLoader();
            System.out.println(name + ": " + (l == null ? "boot loader" : l.getName()) + "; " + c.getMethod("hello").invoke(null));
        }
        try {
            Class.forName("NoSuchClass");
        } catch (ClassNotFoundException e) {
            System.out.println("NoSuchClass: " + e);
        }
    }
}
