// The new version of ../AgentGreeter.java that the test agent gives Instrumentation.redefineClasses.
public class AgentGreeter {
    public static String greet() { return "greeting after redefinition"; }
}
