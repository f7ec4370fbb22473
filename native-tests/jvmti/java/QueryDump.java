/* The JVMTI queries on the WebAssembly VM (node-tests/jvmti-queries.test.mjs): runs QueryTarget's code
   (so that it is quickened), then prints what the queries return, through the statically linked
   library jvmtiquery (native-tests/jvmti/lib), in the format of the expectations QueryExpectations
   writes on HotSpot. Arguments: the classes to describe (internal names). */
public class QueryDump {
    static {
        System.loadLibrary("jvmtiquery");
    }

    static native String dump(String[] names, Class<?>[] classes, String[] modifierNames, Class<?>[] modifierClasses,
                              Object[] sized);

    static Class<?> load(String name) throws ClassNotFoundException {
        if (name.equals("int")) return int.class;
        return Class.forName(name.replace('/', '.'), false, QueryDump.class.getClassLoader());
    }

    public static void main(String[] args) throws Exception {
        QueryTarget.exercise(3);
        Class<?>[] classes = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) classes[i] = load(args[i]);
        Class<?>[] modifierClasses = new Class<?>[QueryModifierClasses.NAMES.length];
        for (int i = 0; i < QueryModifierClasses.NAMES.length; i++) modifierClasses[i] = load(QueryModifierClasses.NAMES[i]);
        System.out.print(dump(args, classes, QueryModifierClasses.NAMES, modifierClasses, QueryTarget.sizedObjects()));
    }
}
