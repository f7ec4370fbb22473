// The program the agentthread agent runs beside: it starts once the agent's VMInit has returned.
public class AgentThreadMain {
    public static void main(String[] args) {
        System.out.println("main: runs after VMInit");
    }
}
