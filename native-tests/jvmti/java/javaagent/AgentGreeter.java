// A class of the test agent's jar that its premain redefines (node-tests/javaagent.test.mjs, option
// ",redefine"): the new version is redefined/AgentGreeter.java, packed into the jar as the resource
// AgentGreeter.redefined.
public class AgentGreeter {
    public static String greet() { return "greeting before redefinition"; }
}
