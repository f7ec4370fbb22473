// Compiled with -g:none by node-tests/jvmti-frames.test.mjs: a method without a LocalVariableTable,
// whose locals the frames agent can only check against the frame's reference map.
public class JvmtiFramesNoLvt {
    static int run(int n) {
        String s = "no-lvt";
        long l = 40L + n;
        JvmtiFrames.dump("no LVT");
        JvmtiFrames.change();
        System.gc(); // the string the agent stored is only in this frame's slot now
        return s.length() + (int) l + n;
    }
}
