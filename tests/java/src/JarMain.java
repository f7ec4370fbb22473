public class JarMain {
    static class Helper {
        String greet(String s) { return "hello from the jar, " + s; }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new Helper().greet("args=" + java.util.Arrays.toString(args)));
        System.out.println("main class " + JarMain.class.getName() + " nested " + Helper.class.getName());
        String cp = System.getProperty("java.class.path");
        System.out.println("class path is a jar: " + cp.endsWith("JarMain.jar"));
        java.net.URL res = JarMain.class.getResource("JarMain.class");
        System.out.println("resource protocol " + (res == null ? "null" : res.getProtocol()));
        java.io.InputStream in = JarMain.class.getResourceAsStream("/META-INF/MANIFEST.MF");
        if (in != null) {
            String manifest = new String(in.readAllBytes(), "UTF-8");
            for (String line : manifest.split("\r?\n")) if (line.startsWith("Main-Class")) System.out.println("manifest " + line);
        } else {
            System.out.println("manifest not found");
        }
        Package p = JarMain.class.getPackage();
        System.out.println("package name [" + (p == null ? "null" : p.getName()) + "]");
    }
}
