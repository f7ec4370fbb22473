import java.io.InputStream;
import java.lang.instrument.ClassDefinition;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

// A java.lang.instrument agent of the tests (node-tests/javaagent.test.mjs), packed into agent.jar
// with Premain-Class: AgentPremain. Its options: the directory of the archives it appends, then
// ",transform" to register a ClassFileTransformer that records the classes of the program
// (JavaAgentMain, JavaAgentLater) it is shown; JavaAgentMain prints them (AgentPremain.seen); or
// ",redefine" to redefine AgentGreeter with the bytes of its resource AgentGreeter.redefined.
public class AgentPremain {
    public static final List<String> seen = new ArrayList<>();

    public static void premain(String options, Instrumentation inst) throws Exception {
        String[] parts = options.split(",");
        String dir = parts[0];
        System.out.println("premain: options " + options.replace(dir, "<dir>"));
        System.out.println("premain: getObjectSize(new Object()) " + inst.getObjectSize(new Object()));
        System.out.println("premain: getObjectSize(new int[10]) " + inst.getObjectSize(new int[10]));
        System.out.println("premain: getObjectSize(new long[3]) " + inst.getObjectSize(new long[3]));
        boolean string = false, self = false;
        for (Class<?> c : inst.getAllLoadedClasses()) {
            string |= c == String.class;
            self |= c == AgentPremain.class;
        }
        System.out.println("premain: getAllLoadedClasses has String " + string + ", AgentPremain " + self);
        System.out.println("premain: isModifiableClass(int) " + inst.isModifiableClass(int.class));
        System.out.println("premain: isRedefineClassesSupported " + inst.isRedefineClassesSupported());
        System.out.println("premain: isRetransformClassesSupported " + inst.isRetransformClassesSupported());
        System.out.println("premain: isNativeMethodPrefixSupported " + inst.isNativeMethodPrefixSupported());
        inst.appendToSystemClassLoaderSearch(new JarFile(dir + "/agent-system.jar"));
        inst.appendToBootstrapClassLoaderSearch(new JarFile(dir + "/agent-boot.jar"));
        System.out.println("premain: archives appended");
        if (parts.length > 1 && parts[1].equals("transform")) {
            inst.addTransformer(new ClassFileTransformer() {
                @Override
                public byte[] transform(ClassLoader loader, String name, Class<?> redefined, ProtectionDomain pd, byte[] bytes) {
                    if (name != null && name.startsWith("JavaAgent")) seen.add(name + " (" + bytes.length + " bytes)");
                    return null;
                }
            });
            System.out.println("premain: transformer added");
        }
        if (parts.length > 1 && parts[1].equals("redefine")) {
            System.out.println("premain: " + AgentGreeter.greet());
            byte[] bytes;
            try (InputStream in = AgentPremain.class.getResourceAsStream("/AgentGreeter.redefined")) {
                bytes = in.readAllBytes();
            }
            inst.redefineClasses(new ClassDefinition(AgentGreeter.class, bytes));
            System.out.println("premain: " + AgentGreeter.greet());
            System.out.println("premain: isModifiableClass(AgentGreeter) " + inst.isModifiableClass(AgentGreeter.class));
        }
    }
}
