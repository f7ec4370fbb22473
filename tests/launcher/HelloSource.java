// Run in source-file mode by node-tests/launcher.test.mjs: `java tests/launcher/HelloSource.java a b`.
public class HelloSource {
    public static void main(String[] args) {
        System.out.println("from source, " + args.length + " arguments: " + String.join(" ", args));
        System.out.println(HelloSource.class.getClassLoader().getClass().getName().contains("MemoryClassLoader"));
    }
}
