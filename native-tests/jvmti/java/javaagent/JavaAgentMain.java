// The program run with the test agent (-javaagent:agent.jar=...): it uses the classes the agent
// appended, loads one class more, and prints what a transformer saw (when the agent has one).
public class JavaAgentMain {
    public static void main(String[] args) throws Exception {
        System.out.println("main: " + Class.forName("AgentSystemExtra").getMethod("hello").invoke(null));
        System.out.println("main: " + Class.forName("AgentBootExtra").getMethod("hello").invoke(null));
        System.out.println("main: " + new JavaAgentLater());
        Class<?> premain = Class.forName("AgentPremain");
        System.out.println("main: transformed " + premain.getField("seen").get(null));
    }
}

class JavaAgentLater {
    @Override
    public String toString() {
        return "JavaAgentLater";
    }
}
