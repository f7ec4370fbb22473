import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.instrument.Instrumentation;
import java.util.ArrayList;
import java.util.List;

/* Writes what the JVMTI query tests (native-tests/test_jvmti_queries.c) expect, taken from the class
   files themselves and from HotSpot, never from the VM under test. Run on HotSpot as an executable
   jar whose Launcher-Agent-Class is this class (for Instrumentation.getObjectSize, which is JVMTI
   GetObjectSize):
     java -jar query-expect.jar OUT CLASS...
   For each class (internal name) it reads the class file bytes as the class loader finds them and
   writes its version, modifiers (Class.getModifiers() plus the class file's ACC_SUPER, as JVMTI
   reports them), generic signature, source file, interfaces, the constant pool's count and bytes, and
   each field and method in class file order (flags with a Synthetic attribute as ACC_SYNTHETIC,
   signatures, max_locals, code bytes, line number and local variable tables). Then the modifiers of
   array and primitive classes, the sizes of QueryTarget.sizedObjects(), and QuerySde's class file with
   a SourceDebugExtension attribute added (javac writes none) with the attribute's text. Tokens are separated by
   spaces, "-" stands for absent, byte strings are hex. */
public class QueryExpectations {
    private static Instrumentation inst;

    public static void agentmain(String args, Instrumentation i) {
        inst = i;
    }

    private static final class Reader {
        final byte[] b;
        int pos;
        String[] utf8;

        Reader(byte[] b) {
            this.b = b;
        }

        int u1() {
            return b[pos++] & 0xff;
        }

        int u2() {
            return (u1() << 8) | u1();
        }

        int u4() {
            return (u2() << 16) | u2();
        }

        String hex(int from, int to) {
            StringBuilder sb = new StringBuilder();
            for (int i = from; i < to; i++) sb.append(String.format("%02x", b[i] & 0xff));
            return sb.length() == 0 ? "-" : sb.toString();
        }
    }

    private static String or(String s) {
        return s == null ? "-" : s;
    }

    public static void main(String[] args) throws Exception {
        try (PrintStream out = new PrintStream(args[0], "UTF-8")) {
            for (int i = 1; i < args.length; i++) describe(out, args[i]);
            for (String n : QueryModifierClasses.NAMES) {
                Class<?> c = n.equals("int") ? int.class : Class.forName(n.replace('/', '.'));
                /* as JVMTI reports them: with the class file's ACC_SUPER */
                int superFlag = c.isArray() || c.isPrimitive() ? 0 : classAccess(n) & 0x20;
                out.println("modifiers-of " + n + " " + (c.getModifiers() | superFlag));
            }
            Class<?> target = Class.forName("QueryTarget");
            java.lang.reflect.Method m = target.getDeclaredMethod("sizedObjects");
            m.setAccessible(true);
            Object[] objs = (Object[]) m.invoke(null);
            for (int i = 0; i < objs.length; i++) out.println("size " + i + " " + inst.getObjectSize(objs[i]));
            byte[] sde = "SMAP\nQuerySde.java\nJava\n*S Java\n*F\n+ 1 QuerySde.java\nQuerySde.java\n*E\n".getBytes("UTF-8");
            Reader r = new Reader(sde);
            out.println("sde " + r.hex(0, sde.length));
            byte[] cls = withSourceDebugExtension(classBytes("QuerySde"), sde);
            out.println("sde-class QuerySde " + new Reader(cls).hex(0, cls.length));
        }
    }

    /* The class file with a SourceDebugExtension attribute (and the Utf8 constant naming it) added. */
    private static byte[] withSourceDebugExtension(byte[] b, byte[] sde) throws IOException {
        Reader r = new Reader(b);
        int cpCount = readConstantPool(r);
        int cpEnd = r.pos;
        r.pos += 6;
        int nIfaces = r.u2();
        r.pos += 2 * nIfaces;
        for (int kind = 0; kind < 2; kind++) {
            int n = r.u2();
            for (int i = 0; i < n; i++) {
                r.pos += 6;
                int attrs = r.u2();
                for (int a = 0; a < attrs; a++) {
                    r.pos += 2;
                    int len = r.u4();
                    r.pos += len;
                }
            }
        }
        int attrCountAt = r.pos;
        int attrCount = r.u2();
        java.io.ByteArrayOutputStream o = new java.io.ByteArrayOutputStream();
        java.io.DataOutputStream d = new java.io.DataOutputStream(o);
        d.write(b, 0, 8);
        d.writeShort(cpCount + 1);
        d.write(b, 10, cpEnd - 10);
        d.writeByte(1);
        d.writeUTF("SourceDebugExtension");
        d.write(b, cpEnd, attrCountAt - cpEnd);
        d.writeShort(attrCount + 1);
        d.write(b, attrCountAt + 2, b.length - attrCountAt - 2);
        d.writeShort(cpCount);
        d.writeInt(sde.length);
        d.write(sde);
        d.flush();
        return o.toByteArray();
    }

    /* access_flags of a class file */
    private static int classAccess(String name) throws IOException {
        Reader r = new Reader(classBytes(name));
        readConstantPool(r);
        return r.u2();
    }

    private static byte[] classBytes(String name) throws IOException {
        try (InputStream in = ClassLoader.getSystemResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    private static void describe(PrintStream out, String name) throws Exception {
        Reader r = new Reader(classBytes(name));
        int minor = ((r.b[4] & 0xff) << 8) | (r.b[5] & 0xff), major = ((r.b[6] & 0xff) << 8) | (r.b[7] & 0xff);
        int cpCount = readConstantPool(r);
        int cpStart = 10;
        int cpEnd = r.pos;
        int access = r.u2();
        r.u2();
        r.u2();
        int nIfaces = r.u2();
        List<String> ifaces = new ArrayList<>();
        for (int i = 0; i < nIfaces; i++) ifaces.add(className(r, r.u2()));
        Class<?> c = Class.forName(name.replace('/', '.'), false, ClassLoader.getSystemClassLoader());
        out.println("class " + name);
        out.println("version " + minor + " " + major);
        out.println("modifiers " + (c.getModifiers() | (access & 0x20)));
        List<String> members = new ArrayList<>();
        int nFields = r.u2();
        for (int i = 0; i < nFields; i++) members.add("field " + member(r, false));
        int nMethods = r.u2();
        for (int i = 0; i < nMethods; i++) members.add("method " + member(r, true));
        String source = null, signature = null;
        int nAttrs = r.u2();
        for (int i = 0; i < nAttrs; i++) {
            String an = r.utf8[r.u2()];
            int len = r.u4();
            int end = r.pos + len;
            if (an.equals("SourceFile")) source = r.utf8[r.u2()];
            else if (an.equals("Signature")) signature = r.utf8[r.u2()];
            r.pos = end;
        }
        out.println("signature " + or(signature));
        out.println("source " + or(source));
        out.println("interfaces " + ifaces.size() + (ifaces.isEmpty() ? "" : " " + String.join(" ", ifaces)));
        out.println("constant-pool " + cpCount + " " + r.hex(cpStart, cpEnd));
        for (String s : members) out.println(s);
        out.println("end");
    }

    /* Reads the constant pool (its Utf8 entries into r.utf8) and leaves r after it; returns its count. */
    private static int readConstantPool(Reader r) throws IOException {
        r.pos = 8;
        int cpCount = r.u2();
        r.utf8 = new String[cpCount];
        for (int i = 1; i < cpCount; i++) {
            int tag = r.u1();
            switch (tag) {
            case 1: {
                int len = r.u2();
                r.utf8[i] = new DataInputStream(new java.io.ByteArrayInputStream(r.b, r.pos - 2, len + 2)).readUTF();
                r.pos += len;
                break;
            }
            case 3: case 4: r.pos += 4; break;
            case 5: case 6: r.pos += 8; i++; break;
            case 7: case 8: case 16: case 19: case 20: r.pos += 2; break;
            case 15: r.pos += 3; break;
            default: r.pos += 4; break; /* refs, NameAndType, Dynamic, InvokeDynamic */
            }
        }
        return cpCount;
    }

    private static String className(Reader r, int classIndex) {
        int save = r.pos;
        int pos = cpOffset(r, classIndex);
        r.pos = pos + 1;
        String n = r.utf8[r.u2()];
        r.pos = save;
        return n;
    }

    private static int cpOffset(Reader r, int index) {
        int pos = 10;
        for (int i = 1; i < index; i++) {
            int tag = r.b[pos] & 0xff;
            switch (tag) {
            case 1: pos += 3 + (((r.b[pos + 1] & 0xff) << 8) | (r.b[pos + 2] & 0xff)); break;
            case 3: case 4: pos += 5; break;
            case 5: case 6: pos += 9; i++; break;
            case 7: case 8: case 16: case 19: case 20: pos += 3; break;
            case 15: pos += 4; break;
            default: pos += 5; break;
            }
        }
        return pos;
    }

    /* access name descriptor generic [max_locals code lines locals] */
    private static String member(Reader r, boolean method) {
        int access = r.u2();
        String name = r.utf8[r.u2()], desc = r.utf8[r.u2()];
        String signature = null, code = "nocode";
        int n = r.u2();
        for (int i = 0; i < n; i++) {
            String an = r.utf8[r.u2()];
            int len = r.u4();
            int end = r.pos + len;
            if (an.equals("Signature")) signature = r.utf8[r.u2()];
            else if (an.equals("Synthetic")) access |= 0x1000;
            else if (an.equals("Code")) code = code(r);
            r.pos = end;
        }
        String s = access + " " + name + " " + desc + " " + or(signature);
        return method ? s + " " + code : s;
    }

    /* max_locals code-hex lines N pc:line... locals N start:length:slot:name:descriptor:generic... */
    private static String code(Reader r) {
        r.u2();
        int maxLocals = r.u2();
        int len = r.u4();
        String code = r.hex(r.pos, r.pos + len);
        r.pos += len;
        int handlers = r.u2();
        r.pos += 8 * handlers;
        List<String> lines = new ArrayList<>();
        List<int[]> locals = new ArrayList<>();
        List<String> localNames = new ArrayList<>();
        List<int[]> types = new ArrayList<>();
        List<String> typeSigs = new ArrayList<>();
        int n = r.u2();
        for (int i = 0; i < n; i++) {
            String an = r.utf8[r.u2()];
            int alen = r.u4();
            int end = r.pos + alen;
            if (an.equals("LineNumberTable")) {
                int k = r.u2();
                for (int j = 0; j < k; j++) lines.add(r.u2() + ":" + r.u2());
            } else if (an.equals("LocalVariableTable") || an.equals("LocalVariableTypeTable")) {
                boolean lvt = an.equals("LocalVariableTable");
                int k = r.u2();
                for (int j = 0; j < k; j++) {
                    int start = r.u2(), length = r.u2();
                    String nm = r.utf8[r.u2()], d = r.utf8[r.u2()];
                    int slot = r.u2();
                    (lvt ? locals : types).add(new int[] {start, length, slot});
                    (lvt ? localNames : typeSigs).add(nm + ":" + d);
                }
            }
            r.pos = end;
        }
        StringBuilder sb = new StringBuilder(maxLocals + " " + code + " lines " + lines.size());
        for (String l : lines) sb.append(' ').append(l);
        sb.append(" locals ").append(locals.size());
        for (int i = 0; i < locals.size(); i++) {
            int[] v = locals.get(i);
            String nameDesc = localNames.get(i), generic = "-";
            String nm = nameDesc.substring(0, nameDesc.indexOf(':'));
            for (int j = 0; j < types.size(); j++) {
                int[] g = types.get(j);
                String ts = typeSigs.get(j);
                if (g[0] == v[0] && g[1] == v[1] && g[2] == v[2] && ts.startsWith(nm + ":"))
                    generic = ts.substring(nm.length() + 1);
            }
            sb.append(' ').append(v[0]).append(':').append(v[1]).append(':').append(v[2]).append(':')
                .append(nameDesc).append(':').append(generic);
        }
        return sb.toString();
    }
}
