import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// invokedynamic and CONSTANT_Dynamic (ldc) with user bootstrap methods, in a class assembled
// byte by byte here and defined with Lookup.defineClass (javac emits neither for user code):
// linking once per call site, static arguments of every constant kind, varargs bootstraps, and
// the errors of failing bootstraps (BootstrapMethodError wrapping, Errors passed through, null
// or ill-typed call sites, missing bootstrap methods), each executed twice.
public class IndyBootstrap {
    // ---- bootstrap methods ----
    static int linkCount = 0, condyCount = 0;

    public static CallSite constant(MethodHandles.Lookup l, String name, MethodType t, String value) {
        linkCount++;
        return new ConstantCallSite(MethodHandles.constant(Object.class, value + " (" + name + t + ", caller " + l.lookupClass().getName() + ")"));
    }

    public static CallSite counting(MethodHandles.Lookup l, String name, MethodType t) {
        int n = ++linkCount;
        return new ConstantCallSite(MethodHandles.constant(Object.class, "linked #" + n));
    }

    public static CallSite adder(MethodHandles.Lookup l, String name, MethodType t) throws ReflectiveOperationException {
        return new ConstantCallSite(l.findStatic(Integer.class, "sum", MethodType.methodType(int.class, int.class, int.class)).asType(t));
    }

    public static CallSite allKinds(MethodHandles.Lookup l, String name, MethodType t, int i, long j, float f, double d, String s, Class<?> c, MethodType mt, MethodHandle mh) throws Throwable {
        String desc = "int " + i + ", long " + j + ", float " + f + ", double " + d + ", String " + s + ", Class " + c.getName() + ", MethodType " + mt + ", MethodHandle " + mh.type() + " -> " + mh.invoke("abc");
        return new ConstantCallSite(MethodHandles.constant(Object.class, desc));
    }

    public static CallSite varargs(MethodHandles.Lookup l, String name, MethodType t, Object... args) {
        return new ConstantCallSite(MethodHandles.constant(Object.class, "varargs bootstrap got " + args.length + " " + Arrays.toString(args)));
    }

    public static CallSite throwsException(MethodHandles.Lookup l, String name, MethodType t) {
        linkCount++;
        throw new IllegalStateException("bootstrap refuses (" + name + ")");
    }

    public static CallSite throwsError(MethodHandles.Lookup l, String name, MethodType t) {
        linkCount++;
        throw new AssertionError("bootstrap error (" + name + ")");
    }

    public static CallSite returnsNull(MethodHandles.Lookup l, String name, MethodType t) { return null; }

    public static CallSite wrongType(MethodHandles.Lookup l, String name, MethodType t) {
        return new ConstantCallSite(MethodHandles.constant(String.class, "typed as String"));
    }

    public static Object notACallSite(MethodHandles.Lookup l, String name, MethodType t) { return "just a string"; }

    public static Object condy(MethodHandles.Lookup l, String name, Class<?> type) {
        condyCount++;
        if (type == int.class) return name.length() * 1000 + condyCount;
        if (type == long.class) return (long) name.hashCode() << 20;
        if (type == double.class) return name.length() / 8.0;
        return "condy " + name + " as " + type.getSimpleName() + " #" + condyCount;
    }

    public static Object condyNull(MethodHandles.Lookup l, String name, Class<?> type) { return null; }

    public static Object condyThrows(MethodHandles.Lookup l, String name, Class<?> type) { throw new UnsupportedOperationException("condy refuses " + name); }

    public static Object condyWrongType(MethodHandles.Lookup l, String name, Class<?> type) { return 42; }

    // ---- a minimal class file writer ----
    static final class ClassWriter {
        final ByteArrayOutputStream cpBytes = new ByteArrayOutputStream();
        final DataOutputStream cp = new DataOutputStream(cpBytes);
        final Map<String, Integer> cpIndex = new LinkedHashMap<>();
        int cpCount = 1;
        final List<byte[]> methods = new ArrayList<>();
        final List<int[]> bootstraps = new ArrayList<>();

        int entry(String key, int slots, IOAction write) throws IOException {
            Integer idx = cpIndex.get(key);
            if (idx != null) return idx;
            write.run();
            cpIndex.put(key, cpCount);
            cpCount += slots;
            return cpCount - slots;
        }
        interface IOAction { void run() throws IOException; }

        int utf8(String s) throws IOException { return entry("U" + s, 1, () -> { cp.writeByte(1); cp.writeUTF(s); }); }
        int cls(String name) throws IOException { int n = utf8(name); return entry("C" + name, 1, () -> { cp.writeByte(7); cp.writeShort(n); }); }
        int string(String s) throws IOException { int n = utf8(s); return entry("S" + s, 1, () -> { cp.writeByte(8); cp.writeShort(n); }); }
        int integer(int v) throws IOException { return entry("I" + v, 1, () -> { cp.writeByte(3); cp.writeInt(v); }); }
        int lng(long v) throws IOException { return entry("J" + v, 2, () -> { cp.writeByte(5); cp.writeLong(v); }); }
        int flt(float v) throws IOException { return entry("F" + v, 1, () -> { cp.writeByte(4); cp.writeFloat(v); }); }
        int dbl(double v) throws IOException { return entry("D" + v, 2, () -> { cp.writeByte(6); cp.writeDouble(v); }); }
        int nat(String name, String desc) throws IOException {
            int n = utf8(name), d = utf8(desc);
            return entry("N" + name + desc, 1, () -> { cp.writeByte(12); cp.writeShort(n); cp.writeShort(d); });
        }
        int methodref(String owner, String name, String desc) throws IOException {
            int c = cls(owner), nt = nat(name, desc);
            return entry("M" + owner + name + desc, 1, () -> { cp.writeByte(10); cp.writeShort(c); cp.writeShort(nt); });
        }
        int staticHandle(String owner, String name, String desc) throws IOException {
            int m = methodref(owner, name, desc);
            return entry("H" + owner + name + desc, 1, () -> { cp.writeByte(15); cp.writeByte(6); cp.writeShort(m); });
        }
        int methodType(String desc) throws IOException { int d = utf8(desc); return entry("T" + desc, 1, () -> { cp.writeByte(16); cp.writeShort(d); }); }
        int bootstrap(int handle, int... args) {
            int[] b = new int[args.length + 1];
            b[0] = handle;
            System.arraycopy(args, 0, b, 1, args.length);
            bootstraps.add(b);
            return bootstraps.size() - 1;
        }
        int indy(int bsm, String name, String desc) throws IOException {
            int nt = nat(name, desc);
            return entry("Y" + bsm + name + desc, 1, () -> { cp.writeByte(18); cp.writeShort(bsm); cp.writeShort(nt); });
        }
        int condy(int bsm, String name, String desc) throws IOException {
            int nt = nat(name, desc);
            return entry("Q" + bsm + name + desc, 1, () -> { cp.writeByte(17); cp.writeShort(bsm); cp.writeShort(nt); });
        }

        /** public static method whose body is `code`, no branches (so no StackMapTable is needed). */
        void method(String name, String desc, int maxStack, int maxLocals, byte[] code) throws IOException {
            int n = utf8(name), d = utf8(desc), codeAttr = utf8("Code");
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(bo);
            o.writeShort(0x0009);
            o.writeShort(n);
            o.writeShort(d);
            o.writeShort(1);
            o.writeShort(codeAttr);
            o.writeInt(2 + 2 + 4 + code.length + 2 + 2);
            o.writeShort(maxStack);
            o.writeShort(maxLocals);
            o.writeInt(code.length);
            o.write(code);
            o.writeShort(0);
            o.writeShort(0);
            methods.add(bo.toByteArray());
        }

        byte[] toBytes(String name) throws IOException {
            int thisClass = cls(name), superClass = cls("java/lang/Object"), bsmAttr = utf8("BootstrapMethods");
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(bo);
            o.writeInt(0xCAFEBABE);
            o.writeShort(0);
            o.writeShort(55);
            o.writeShort(cpCount);
            o.write(cpBytes.toByteArray());
            o.writeShort(0x0021);
            o.writeShort(thisClass);
            o.writeShort(superClass);
            o.writeShort(0);
            o.writeShort(0);
            o.writeShort(methods.size());
            for (byte[] m : methods) o.write(m);
            o.writeShort(1);
            o.writeShort(bsmAttr);
            int len = 2;
            for (int[] b : bootstraps) len += 4 + 2 * (b.length - 1);
            o.writeInt(len);
            o.writeShort(bootstraps.size());
            for (int[] b : bootstraps) {
                o.writeShort(b[0]);
                o.writeShort(b.length - 1);
                for (int k = 1; k < b.length; k++) o.writeShort(b[k]);
            }
            return bo.toByteArray();
        }
    }

    static final String SELF = "IndyBootstrap";
    static final String LK = "Ljava/lang/invoke/MethodHandles$Lookup;";
    static final String INDY_BSM = "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";
    static final String CONDY_BSM = "(" + LK + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;";

    static byte[] indyCode(int cpIdx, int returnOp) { return new byte[]{(byte) 0xba, (byte) (cpIdx >> 8), (byte) cpIdx, 0, 0, (byte) returnOp}; }
    static byte[] ldcCode(int cpIdx, boolean wide, int returnOp) { return new byte[]{(byte) (wide ? 0x14 : 0x13), (byte) (cpIdx >> 8), (byte) cpIdx, (byte) returnOp}; }
    static final int ARETURN = 0xb0, IRETURN = 0xac, LRETURN = 0xad, DRETURN = 0xaf;

    static byte[] generate() throws IOException {
        ClassWriter w = new ClassWriter();
        int constant = w.bootstrap(w.staticHandle(SELF, "constant", "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;)Ljava/lang/invoke/CallSite;"), w.string("hello"));
        w.method("ok", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(constant, "greeting", "()Ljava/lang/Object;"), ARETURN));
        int counting = w.bootstrap(w.staticHandle(SELF, "counting", INDY_BSM));
        w.method("countA", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(counting, "a", "()Ljava/lang/Object;"), ARETURN));
        w.method("countB", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(counting, "b", "()Ljava/lang/Object;"), ARETURN));
        int adder = w.bootstrap(w.staticHandle(SELF, "adder", INDY_BSM));
        // iload_0 iload_1 invokedynamic ireturn
        int addIdx = w.indy(adder, "add", "(II)I");
        w.method("add", "(II)I", 2, 2, new byte[]{0x1a, 0x1b, (byte) 0xba, (byte) (addIdx >> 8), (byte) addIdx, 0, 0, (byte) IRETURN});
        int all = w.bootstrap(w.staticHandle(SELF, "allKinds", "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;IJFDLjava/lang/String;Ljava/lang/Class;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/CallSite;"),
                w.integer(-7), w.lng(1L << 40), w.flt(2.5f), w.dbl(-0.125), w.string("str"), w.cls("java/util/List"), w.methodType("(I[J)V"),
                w.staticHandle("java/lang/String", "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;"));
        w.method("allKinds", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(all, "all", "()Ljava/lang/Object;"), ARETURN));
        int va = w.bootstrap(w.staticHandle(SELF, "varargs", "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"),
                w.integer(1), w.string("two"), w.cls("java/lang/Thread"));
        w.method("varargs", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(va, "va", "()Ljava/lang/Object;"), ARETURN));
        String[] failing = {"throwsException", "throwsError", "returnsNull", "wrongType"};
        for (String f : failing) {
            w.method(f, "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(w.bootstrap(w.staticHandle(SELF, f, INDY_BSM)), f, "()Ljava/lang/Object;"), ARETURN));
        }
        w.method("notACallSite", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(w.bootstrap(w.staticHandle(SELF, "notACallSite",
                "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/Object;")), "nacs", "()Ljava/lang/Object;"), ARETURN));
        w.method("missingBootstrap", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(w.bootstrap(w.staticHandle(SELF, "noSuchBootstrap", INDY_BSM)), "missing", "()Ljava/lang/Object;"), ARETURN));
        w.method("missingClass", "()Ljava/lang/Object;", 1, 0, indyCode(w.indy(w.bootstrap(w.staticHandle("IndyBootstrapNoSuchClass", "bsm", INDY_BSM)), "missing", "()Ljava/lang/Object;"), ARETURN));

        int condy = w.bootstrap(w.staticHandle(SELF, "condy", CONDY_BSM));
        w.method("condyString", "()Ljava/lang/Object;", 1, 0, ldcCode(w.condy(condy, "text", "Ljava/lang/String;"), false, ARETURN));
        w.method("condyInt", "()I", 1, 0, ldcCode(w.condy(condy, "number", "I"), false, IRETURN));
        w.method("condyLong", "()J", 2, 0, ldcCode(w.condy(condy, "wide", "J"), true, LRETURN));
        w.method("condyDouble", "()D", 2, 0, ldcCode(w.condy(condy, "fraction", "D"), true, DRETURN));
        w.method("condyNullObject", "()Ljava/lang/Object;", 1, 0, ldcCode(w.condy(w.bootstrap(w.staticHandle(SELF, "condyNull", CONDY_BSM)), "n", "Ljava/lang/String;"), false, ARETURN));
        w.method("condyNullInt", "()I", 1, 0, ldcCode(w.condy(w.bootstrap(w.staticHandle(SELF, "condyNull", CONDY_BSM)), "n", "I"), false, IRETURN));
        w.method("condyThrows", "()Ljava/lang/Object;", 1, 0, ldcCode(w.condy(w.bootstrap(w.staticHandle(SELF, "condyThrows", CONDY_BSM)), "t", "Ljava/lang/Object;"), false, ARETURN));
        w.method("condyWrongType", "()Ljava/lang/Object;", 1, 0, ldcCode(w.condy(w.bootstrap(w.staticHandle(SELF, "condyWrongType", CONDY_BSM)), "w", "Ljava/lang/String;"), false, ARETURN));
        return w.toBytes("IndyBootstrapGen");
    }

    static Throwable previous;

    static void run(Class<?> gen, String method) {
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                MethodHandle mh = MethodHandles.lookup().findStatic(gen, method, MethodType.methodType(Object.class));
                System.out.println(method + " #" + attempt + " -> " + mh.invoke());
            } catch (Throwable t) {
                StringBuilder sb = new StringBuilder(method + " #" + attempt + " threw " + t);
                for (Throwable c = t.getCause(); c != null; c = c.getCause()) sb.append("\n    caused by ").append(c);
                if (attempt == 2) sb.append("\n    same instance as first attempt: ").append(t == previous)
                        .append(", same cause: ").append(t.getCause() != null && previous.getCause() == t.getCause());
                System.out.println(sb);
                previous = t;
            }
        }
    }

    public static void main(String[] args) throws Throwable {
        byte[] bytes = generate();
        System.out.println("generated " + bytes.length + " bytes");
        Class<?> gen = MethodHandles.lookup().defineClass(bytes);
        System.out.println("defined " + gen.getName() + " methods " + gen.getDeclaredMethods().length);
        run(gen, "ok");
        System.out.println("link count after ok " + linkCount);
        run(gen, "countA");
        run(gen, "countB");
        run(gen, "countA");
        System.out.println("link count " + linkCount + " (each call site links once)");
        MethodHandle add = MethodHandles.lookup().findStatic(gen, "add", MethodType.methodType(int.class, int.class, int.class));
        System.out.println("indy with arguments " + (int) add.invokeExact(40, 2) + " " + (int) add.invokeExact(-1, -1));
        run(gen, "allKinds");
        run(gen, "varargs");
        linkCount = 0;
        for (String f : new String[]{"throwsException", "throwsError", "returnsNull", "wrongType", "notACallSite", "missingBootstrap", "missingClass"}) run(gen, f);
        System.out.println("bootstrap invocations of the failing sites " + linkCount);

        condyCount = 0;
        run(gen, "condyString");
        System.out.println("condyInt " + (int) MethodHandles.lookup().findStatic(gen, "condyInt", MethodType.methodType(int.class)).invokeExact()
                + " again " + (int) MethodHandles.lookup().findStatic(gen, "condyInt", MethodType.methodType(int.class)).invokeExact());
        System.out.println("condyLong " + (long) MethodHandles.lookup().findStatic(gen, "condyLong", MethodType.methodType(long.class)).invokeExact()
                + " condyDouble " + (double) MethodHandles.lookup().findStatic(gen, "condyDouble", MethodType.methodType(double.class)).invokeExact());
        System.out.println("condy bootstrap invocations " + condyCount + " (each constant resolved once)");
        run(gen, "condyNullObject");
        try {
            int v = (int) MethodHandles.lookup().findStatic(gen, "condyNullInt", MethodType.methodType(int.class)).invokeExact();
            System.out.println("condyNullInt " + v);
        } catch (Throwable t) {
            System.out.println("condyNullInt threw " + t + (t.getCause() != null ? "\n    caused by " + t.getCause() : ""));
        }
        run(gen, "condyThrows");
        run(gen, "condyWrongType");
    }
}
