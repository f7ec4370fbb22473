public class SystemProps {
    public static void main(String[] args) {
        String[] keys = {"java.specification.version", "java.class.version", "java.vm.specification.version", "file.separator", "path.separator", "line.separator",
            "file.encoding", "native.encoding", "sun.jnu.encoding", "java.specification.name", "java.vm.specification.name", "os.name", "user.language", "sun.io.unicode.encoding", "java.io.tmpdir"};
        for (String k : keys) {
            String v = System.getProperty(k);
            System.out.println(k + " = [" + (v == null ? "null" : v.replace("\n", "\\n").replace("\r", "\\r")) + "]");
        }
        System.out.println("lineSeparator " + System.lineSeparator().replace("\n", "\\n"));
        System.out.println("missing " + System.getProperty("no.such.property") + " default " + System.getProperty("no.such.property", "dflt"));
        System.setProperty("vitrine.test", "set-value");
        System.out.println("set " + System.getProperty("vitrine.test") + " clear " + System.clearProperty("vitrine.test") + " after " + System.getProperty("vitrine.test"));
        System.out.println("Integer.getInteger " + Integer.getInteger("no.such", 5) + " Boolean.getBoolean " + Boolean.getBoolean("no.such"));
        System.out.println("version feature " + Runtime.version().feature() + " availableProcessors>0 " + (Runtime.getRuntime().availableProcessors() > 0));
        System.out.println("maxMemory>0 " + (Runtime.getRuntime().maxMemory() > 0) + " totalMemory>0 " + (Runtime.getRuntime().totalMemory() > 0) + " free<=total "
            + (Runtime.getRuntime().freeMemory() <= Runtime.getRuntime().totalMemory()));
        long t0 = System.nanoTime();
        long t1 = System.nanoTime();
        System.out.println("nanoTime monotonic " + (t1 >= t0) + " currentTimeMillis after 2020 " + (System.currentTimeMillis() > 1577836800000L));
        System.out.println("getenv map non-null " + (System.getenv() != null) + " PATH-like lookup of missing " + System.getenv("VITRINE_SURELY_UNSET_VARIABLE"));
        System.out.println("default charset " + java.nio.charset.Charset.defaultCharset() + " console? " + (System.console() == null ? "none" : "present"));
        System.out.println("user.dir absolute " + new java.io.File(System.getProperty("user.dir")).isAbsolute() + " java.home set " + (System.getProperty("java.home") != null));
        System.gc();
        System.runFinalization();
        System.out.println("gc ran");
    }
}
