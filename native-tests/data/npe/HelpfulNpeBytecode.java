/* Helpful NullPointerException messages for bytecode javac does not produce: every line printed must
   match HotSpot 17 (expected output: HelpfulNpeBytecode.expected). Compile with
   `javac -XDstringConcat=inline`. The classes are assembled in memory (class file version 49, and 55
   for straight-line code only: no StackMapTable needed) and defined by a small class loader. */
import java.io.*;
import java.lang.reflect.*;
import java.util.*;

public class HelpfulNpeBytecode {
    /* ---- a minimal class file writer */
    static final class Asm {
        final ByteArrayOutputStream cpBytes = new ByteArrayOutputStream();
        final DataOutputStream cp = new DataOutputStream(cpBytes);
        final Map<String, Integer> cpIndex = new HashMap<>();
        int cpCount = 1;
        final ByteArrayOutputStream methodBytes = new ByteArrayOutputStream();
        final DataOutputStream methods = new DataOutputStream(methodBytes);
        int methodCount;
        final String name;
        final int version;
        final List<Integer> bootstraps = new ArrayList<>();

        Asm(String name, int version) { this.name = name; this.version = version; }

        int entry(String key, int tag, IoWriter w) throws IOException {
            Integer i = cpIndex.get(key);
            if (i != null) return i;
            cp.writeByte(tag);
            w.write(cp);
            cpIndex.put(key, cpCount);
            return cpCount++;
        }
        interface IoWriter { void write(DataOutputStream d) throws IOException; }
        int utf8(String s) throws IOException { return entry("U" + s, 1, d -> d.writeUTF(s)); }
        int cls(String s) throws IOException { int u = utf8(s); return entry("C" + s, 7, d -> d.writeShort(u)); }
        int nat(String n, String t) throws IOException {
            int a = utf8(n), b = utf8(t);
            return entry("N" + n + " " + t, 12, d -> { d.writeShort(a); d.writeShort(b); });
        }
        int member(int tag, String c, String n, String t) throws IOException {
            int a = cls(c), b = nat(n, t);
            return entry(tag + c + "." + n + t, tag, d -> { d.writeShort(a); d.writeShort(b); });
        }
        int method(String c, String n, String t) throws IOException { return member(10, c, n, t); }
        int field(String c, String n, String t) throws IOException { return member(9, c, n, t); }
        /* invokedynamic (tag 18) or dynamic constant (tag 17) with a static bootstrap method */
        int dynamic(int tag, String bsmClass, String bsmName, String bsmDesc, String n, String t) throws IOException {
            int m = method(bsmClass, bsmName, bsmDesc);
            int h = entry("H" + m, 15, d -> { d.writeByte(6); d.writeShort(m); }); // REF_invokeStatic
            int b = bootstraps.indexOf(h);
            if (b < 0) { b = bootstraps.size(); bootstraps.add(h); }
            int bi = b, nt = nat(n, t);
            return entry("D" + tag + bi + n + t, tag, d -> { d.writeShort(bi); d.writeShort(nt); });
        }

        /* code: the bytes; handlers: {start, end, handler} triples (catch any) */
        void add(String mname, String desc, int maxStack, int maxLocals, byte[] code, int... handlers) throws IOException {
            add(0x0009, mname, desc, maxStack, maxLocals, code, handlers); // public static
        }
        void add(int access, String mname, String desc, int maxStack, int maxLocals, byte[] code, int... handlers) throws IOException {
            int n = utf8(mname), d = utf8(desc), c = utf8("Code");
            methods.writeShort(access);
            methods.writeShort(n);
            methods.writeShort(d);
            methods.writeShort(1);
            methods.writeShort(c);
            methods.writeInt(2 + 2 + 4 + code.length + 2 + 8 * (handlers.length / 3) + 2);
            methods.writeShort(maxStack);
            methods.writeShort(maxLocals);
            methods.writeInt(code.length);
            methods.write(code);
            methods.writeShort(handlers.length / 3);
            for (int i = 0; i < handlers.length; i += 3) {
                methods.writeShort(handlers[i]);
                methods.writeShort(handlers[i + 1]);
                methods.writeShort(handlers[i + 2]);
                methods.writeShort(0);
            }
            methods.writeShort(0);
            methodCount++;
        }

        byte[] bytes() throws IOException {
            int thisIndex = cls(name), superIndex = cls("java/lang/Object");
            int bsmAttr = bootstraps.isEmpty() ? 0 : utf8("BootstrapMethods");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(out);
            o.writeInt(0xCAFEBABE);
            o.writeShort(0);
            o.writeShort(version);
            o.writeShort(cpCount);
            o.write(cpBytes.toByteArray());
            o.writeShort(0x0021);
            o.writeShort(thisIndex);
            o.writeShort(superIndex);
            o.writeShort(0);
            o.writeShort(0);
            o.writeShort(methodCount);
            o.write(methodBytes.toByteArray());
            if (bootstraps.isEmpty()) {
                o.writeShort(0);
            } else {
                o.writeShort(1);
                o.writeShort(bsmAttr);
                o.writeInt(2 + 4 * bootstraps.size());
                o.writeShort(bootstraps.size());
                for (int h : bootstraps) { o.writeShort(h); o.writeShort(0); }
            }
            return out.toByteArray();
        }
    }

    /* ---- a code buffer */
    static final class Code {
        final ByteArrayOutputStream b = new ByteArrayOutputStream();
        Code op(int... bytes) { for (int x : bytes) b.write(x); return this; }
        Code u2(int v) { b.write(v >> 8); b.write(v); return this; }
        int pc() { return b.size(); }
        byte[] bytes() { return b.toByteArray(); }
    }

    static final int NOP = 0x00, ACONST_NULL = 0x01, ICONST_0 = 0x03, ALOAD = 0x19, ALOAD_0 = 0x2a, ALOAD_1 = 0x2b,
        LLOAD_1 = 0x1f, ASTORE = 0x3a, ASTORE_0 = 0x4b, ASTORE_1 = 0x4c, POP = 0x57, POP2 = 0x58, DUP = 0x59,
        DUP_X2 = 0x5b, DUP2 = 0x5c, SWAP = 0x5f, GOTO = 0xa7, JSR = 0xa8, RET = 0xa9, RETURN = 0xb1,
        GETSTATIC = 0xb2, INVOKEVIRTUAL = 0xb6, INVOKESPECIAL = 0xb7, MONITOREXIT = 0xc3, MONITORENTER = 0xc2,
        WIDE = 0xc4, ATHROW = 0xbf, ARRAYLENGTH = 0xbe, AALOAD = 0x32, CHECKCAST = 0xc0;

    static final List<String> names = new ArrayList<>();

    /* bootstrap methods of the invokedynamic and dynamic constant cases: both give null */
    public static java.lang.invoke.CallSite nullSite(java.lang.invoke.MethodHandles.Lookup l, String n, java.lang.invoke.MethodType t) {
        return new java.lang.invoke.ConstantCallSite(java.lang.invoke.MethodHandles.constant(String.class, null));
    }
    public static Object nullConstant(java.lang.invoke.MethodHandles.Lookup l, String n, Class<?> c) { return null; }

    /* straight-line code only: version 55 needs no StackMapTable then */
    static byte[] buildDynamic() throws IOException {
        Asm a = new Asm("NpeDynamic", 55);
        int length = a.method("java/lang/String", "length", "()I");
        int indy = a.dynamic(18, "HelpfulNpeBytecode", "nullSite",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
            "foo", "()Ljava/lang/String;");
        int condy = a.dynamic(17, "HelpfulNpeBytecode", "nullConstant",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;",
            "c", "Ljava/lang/String;");
        // the null is the result of an invokedynamic: HotSpot 17 leaves the message ending in ` because "`
        a.add("indy", "()V", 1, 0, new Code().op(0xba).u2(indy).u2(0).op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        // an invokedynamic result stored in a local
        a.add("indylocal", "()V", 1, 1, new Code().op(0xba).u2(indy).u2(0).op(ASTORE_0, ALOAD_0).op(INVOKEVIRTUAL).u2(length)
            .op(POP, RETURN).bytes());
        // the same for a dynamic constant
        a.add("condy", "()V", 1, 0, new Code().op(0x13).u2(condy).op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        // a dynamic constant takes one stack slot (HotSpot 17's analysis is erratic when a dynamic constant
        // shares the stack with other values, e.g. after swap: those cases are left out)
        a.add("condypop", "()V", 2, 0, new Code().op(ACONST_NULL, 0x13).u2(condy).op(POP).op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        a.add("condytwo", "()V", 2, 0, new Code().op(0x13).u2(condy).op(0x13).u2(condy).op(POP).op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        int mt = a.entry("Tmt", 16, d -> d.writeShort(a.utf8("()V")));
        a.add("mtpop", "()V", 2, 0, new Code().op(ACONST_NULL, 0x13).u2(mt).op(POP).op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        names.add("NpeDynamic.condypop");
        names.add("NpeDynamic.condytwo");
        names.add("NpeDynamic.mtpop");
        names.add("NpeDynamic.indy");
        names.add("NpeDynamic.indylocal");
        names.add("NpeDynamic.condy");
        return a.bytes();
    }

    static byte[] build() throws IOException {
        Asm a = new Asm("NpeCases", 49);
        int length = a.method("java/lang/String", "length", "()I");
        int hash = a.method("java/lang/Object", "hashCode", "()I");
        int priv = a.method("NpeCases", "priv", "()V");
        int objInit = a.method("java/lang/Object", "<init>", "()V");
        int out = a.field("java/lang/System", "out", "Ljava/io/PrintStream;");
        int strCls = a.cls("java/lang/String");

        // monitorexit on null
        a.add("mexit", "()V", 1, 0, new Code().op(ACONST_NULL, MONITOREXIT, RETURN).bytes());
        names.add("mexit");
        // monitorenter on a parameter
        a.add("menter", "(Ljava/lang/Object;)V", 1, 1, new Code().op(ALOAD_0, MONITORENTER, RETURN).bytes());
        names.add("menter");
        // wide astore/aload
        a.add("wideload", "()V", 1, 301, new Code().op(ACONST_NULL, WIDE, ASTORE).u2(300).op(WIDE, ALOAD).u2(300)
            .op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        names.add("wideload");
        // the faulting instruction is reached only through a backward jump, after the parameter is overwritten
        {
            Code c = new Code();
            c.op(GOTO).u2(9);                                  // 0: goto 9
            c.op(ALOAD_0).op(INVOKEVIRTUAL).u2(length);        // 3: aload_0, 4: invokevirtual
            c.op(POP, RETURN);                                 // 7, 8
            c.op(ACONST_NULL, ASTORE_0, GOTO).u2(3 - 11);      // 9, 10, 11: goto 3
            a.add("back", "(Ljava/lang/String;)V", 1, 1, c.bytes());
            names.add("back");
        }
        // dup_x2 over a long, then pops
        a.add("dupx2", "(Ljava/lang/String;J)V", 5, 3, new Code().op(LLOAD_1, ALOAD_0, DUP_X2, POP, POP2)
            .op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        names.add("dupx2");
        // swap keeps the null constant on top
        a.add("swap", "(Ljava/lang/String;)V", 2, 1, new Code().op(ALOAD_0, ACONST_NULL, SWAP, POP)
            .op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        names.add("swap");
        // dup2 of two references
        a.add("dup2", "(Ljava/lang/Object;Ljava/lang/String;)V", 4, 2, new Code().op(ALOAD_0, ALOAD_1, DUP2, POP, POP, POP)
            .op(INVOKEVIRTUAL).u2(hash).op(POP, RETURN).bytes());
        names.add("dup2");
        // invokespecial of a private method on null
        a.add(0x0002, "priv", "()V", 0, 1, new Code().op(RETURN).bytes());
        a.add("privnull", "()V", 1, 0, new Code().op(ACONST_NULL, INVOKESPECIAL).u2(priv).op(RETURN).bytes());
        names.add("privnull");
        // checkcast keeps the source
        a.add("cast", "(Ljava/lang/Object;)V", 1, 1, new Code().op(ALOAD_0, CHECKCAST).u2(strCls)
            .op(INVOKEVIRTUAL).u2(length).op(POP, RETURN).bytes());
        names.add("cast");
        // value returned through a subroutine (jsr/ret)
        {
            Code c = new Code();
            c.op(ALOAD_0);                         // 0
            c.op(JSR).u2(8);                       // 1: jsr 9
            c.op(INVOKEVIRTUAL).u2(length);        // 4
            c.op(POP, RETURN);                     // 7, 8
            c.op(ASTORE_1, RET, 1);                // 9, 10
            a.add("jsr", "(Ljava/lang/String;)V", 2, 2, c.bytes());
            names.add("jsr");
        }
        // a null pushed after a subroutine returned
        a.add("jsr2", "(Ljava/lang/String;)V", 2, 2, new Code().op(JSR).u2(9).op(ACONST_NULL).op(INVOKEVIRTUAL).u2(length)
            .op(POP, RETURN).op(ASTORE_1, RET, 1).bytes());
        names.add("jsr2");
        // the null pushed inside a subroutine
        a.add("jsr3", "()V", 2, 2, new Code().op(JSR).u2(5).op(NOP, RETURN).op(ASTORE_1, ACONST_NULL).op(INVOKEVIRTUAL).u2(length)
            .op(POP, RET, 1).bytes());
        names.add("jsr3");
        // a parameter overwritten in an exception handler
        {
            Code c = new Code();
            c.op(ACONST_NULL, ATHROW);                  // 0, 1: throws NPE itself
            c.op(POP, ACONST_NULL, ASTORE_0, ALOAD_0);  // 2: handler
            c.op(ATHROW);                               // 6
            a.add("handler", "(Ljava/lang/Object;)V", 1, 1, c.bytes(), 0, 2, 2);
            names.add("handler");
        }
        // analysis size limit: 1000 values on the stack, then many nops
        for (int nops : new int[] {499, 500}) {
            Code c = new Code();
            for (int i = 0; i < 1000; i++) c.op(ICONST_0);
            for (int i = 0; i < nops; i++) c.op(NOP);
            c.op(ACONST_NULL).op(INVOKEVIRTUAL).u2(length).op(RETURN);
            a.add("big" + nops, "()V", 1001, 0, c.bytes());
            names.add("big" + nops);
        }
        // static field
        a.add("stat", "()V", 1, 0, new Code().op(ACONST_NULL, POP, GETSTATIC).u2(out).op(POP, ACONST_NULL, ARRAYLENGTH, POP, RETURN).bytes());
        names.add("stat");
        return a.bytes();
    }

    public static void main(String[] args) throws Throwable {
        byte[] bytes = build(), dynBytes = buildDynamic();
        ClassLoader loader = new ClassLoader(HelpfulNpeBytecode.class.getClassLoader()) {
            final Map<String, Class<?>> defined = new HashMap<>();
            protected synchronized Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                byte[] b = name.equals("NpeCases") ? bytes : name.equals("NpeDynamic") ? dynBytes : null;
                if (b == null) return getParent().loadClass(name);
                Class<?> c = defined.get(name);
                if (c == null) defined.put(name, c = defineClass(name, b, 0, b.length));
                return c;
            }
        };
        for (String full : names) {
            int dot = full.indexOf('.');
            Class<?> c = loader.loadClass(dot < 0 ? "NpeCases" : full.substring(0, dot));
            String name = full.substring(dot + 1);
            Method m = null;
            for (Method x : c.getMethods()) if (x.getName().equals(name)) m = x;
            Class<?>[] types = m.getParameterTypes();
            Object[] argv = new Object[types.length];
            for (int i = 0; i < types.length; i++) argv[i] = types[i] == long.class ? (Object) 7L : null;
            try {
                m.invoke(null, argv);
                System.out.println(name + ": no exception");
            } catch (InvocationTargetException e) {
                Throwable t = e.getCause();
                System.out.println(name + ": " + (t instanceof NullPointerException ? t.getMessage() : t.toString()));
            }
        }
    }
}
