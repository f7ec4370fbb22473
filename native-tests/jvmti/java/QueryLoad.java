/* The JVMTI queries through the WebAssembly bridge (node-tests/bridge-jvmti.test.mjs): runs QueryTarget's
   code (so that it is quickened) and loads the classes named by the arguments (internal names) without
   initialising them; the test's JavaScript then describes them through the bridge when the VM ends. */
public class QueryLoad {
    public static void main(String[] args) throws Exception {
        QueryTarget.exercise(3);
        for (String name : args) Class.forName(name.replace('/', '.'), false, QueryLoad.class.getClassLoader());
    }
}
