import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.VirtualMachine;

// A tool of node-tests/attach-api.test.mjs: attaches to the process whose id is args[0] through the
// attach API and loads agents into it, each given by three arguments: "path" (loadAgentPath) or "lib"
// (loadAgentLibrary), the library, the options. Prints how each load ended.
public class AttachLoad {
    public static void main(String[] args) throws Exception {
        VirtualMachine vm = VirtualMachine.attach(args[0]);
        try {
            for (int i = 1; i + 2 < args.length; i += 3) {
                try {
                    if (args[i].equals("path")) vm.loadAgentPath(args[i + 1], args[i + 2]);
                    else vm.loadAgentLibrary(args[i + 1], args[i + 2]);
                    System.out.println("loaded");
                } catch (AgentInitializationException e) {
                    System.out.println("Agent_OnAttach returned " + e.returnValue());
                } catch (AgentLoadException e) {
                    System.out.println("AgentLoadException: " + e.getMessage());
                }
            }
        } finally {
            vm.detach();
        }
    }
}
