// In agent-system.jar, which the test agent appends to the system class loader's search.
public class AgentSystemExtra {
    public static String hello() {
        ClassLoader l = AgentSystemExtra.class.getClassLoader();
        return "AgentSystemExtra from " + (l == null ? "the boot loader" : l.getName());
    }
}
