// In agent-boot.jar, which the test agent appends to the boot class loader's search.
public class AgentBootExtra {
    public static String hello() {
        ClassLoader l = AgentBootExtra.class.getClassLoader();
        return "AgentBootExtra from " + (l == null ? "the boot loader" : l.getName());
    }
}
