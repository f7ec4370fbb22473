import java.util.ArrayList;
import java.util.List;

// String concatenation (invokedynamic StringConcatFactory with plain javac) of every primitive
// and reference type, constants, nulls and edge values.
public class ConcatTypes {
    static final String CONST_S = "const";
    static final int CONST_I = 17;
    static final char CONST_C = '#';
    static final long CONST_L = -9L;
    static final double CONST_D = 0.1;
    static final boolean CONST_Z = false;

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    enum Color { RED, GREEN }

    static String show(String label, String v) {
        return label + "=[" + v + "] len " + v.length();
    }

    public static void main(String[] args) {
        byte b = Byte.MIN_VALUE;
        short s = Short.MAX_VALUE;
        char c = '\u00e9';
        int i = Integer.MIN_VALUE;
        long l = Long.MAX_VALUE;
        float f = -0.0f;
        double d = Double.MIN_VALUE;
        boolean z = false;
        System.out.println(show("byte", "" + b));
        System.out.println(show("short", "" + s));
        System.out.println(show("char", "" + c));
        System.out.println(show("int", "" + i));
        System.out.println(show("long", "" + l));
        System.out.println(show("float", "" + f));
        System.out.println(show("double", "" + d));
        System.out.println(show("boolean", "" + z));
        System.out.println(show("all", b + "," + s + "," + c + "," + i + "," + l + "," + f + "," + d + "," + z));
        System.out.println(show("no sep", "" + b + s + c + i + l + f + d + z));
        System.out.println(show("trailing", b + s + c + i + "<-arith then concat->" + b + s + c + i));

        // boxed and null values
        Byte bb = 5; Short ss = null; Character cc = 'Q'; Integer ii = null; Long ll = 77L;
        Float ff = Float.NaN; Double dd = null; Boolean zz = Boolean.TRUE;
        System.out.println(show("boxed", bb + "|" + ss + "|" + cc + "|" + ii + "|" + ll + "|" + ff + "|" + dd + "|" + zz));
        String ns = null;
        Object no = null;
        Point np = null;
        System.out.println(show("null refs", ns + no + np));
        System.out.println(show("null first", null + "x"));
        System.out.println(show("null char[] as obj", "" + (Object) null));

        // float and double edge values
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, 1e7f, 1e-3f, 1e-4f, 123456789f, Float.MAX_VALUE, Float.MIN_VALUE,
                Float.MIN_NORMAL, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 3.4028235e38f, 1.17549435E-38f};
        for (float v : fs) System.out.println("float " + v + " neg " + (-v) + " half " + (v / 2));
        double[] ds = {0.0, -0.0, 1.0, 0.1, 0.1 + 0.2, 1e7, 1e-3, 1e-4, 1e21, 1e22, 9007199254740993.0, Double.MAX_VALUE,
                Double.MIN_VALUE, Double.MIN_NORMAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2.0 / 3};
        for (double v : ds) System.out.println("double " + v + " neg " + (-v) + " as float " + (float) v);

        // integer edges
        System.out.println("int edges " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + (Integer.MAX_VALUE + 1) + " " + (-Integer.MIN_VALUE));
        System.out.println("long edges " + Long.MAX_VALUE + " " + Long.MIN_VALUE + " " + (Long.MIN_VALUE - 1));
        System.out.println("char edges " + Character.MIN_VALUE + "|" + (int) Character.MAX_VALUE + "|" + (char) 65 + (char) 0x263A);
        System.out.println("byte/short casts " + (byte) 200 + " " + (short) 70000 + " " + (byte) -129);

        // constants: folded at compile time or not
        System.out.println("constants " + CONST_S + CONST_I + CONST_C + CONST_L + CONST_D + CONST_Z);
        final int localConst = 3;
        final String localStr = "L";
        String folded = localStr + localConst + CONST_C;
        System.out.println("folded " + folded + " interned " + (folded == "L3#"));
        String notFolded = localStr + i;
        System.out.println("not folded " + notFolded + " interned " + (notFolded == notFolded.intern()));

        // objects: toString, enums, arrays' contents via helpers, lists, string builders
        Point p = new Point(3, -4);
        Color col = Color.GREEN;
        List<String> list = new ArrayList<>(List.of("a", "b"));
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("objects " + p + " " + col + " " + list + " " + sb + " " + col.ordinal() + p.x);
        System.out.println("class " + String.class + " " + int.class + " " + int[].class.getName());

        // nested concatenation with ternaries and method calls
        for (int k = -2; k <= 2; k++) {
            String r = "k=" + k + (k < 0 ? " negative" : k == 0 ? " zero" : " positive(" + (k > 1 ? "big " + k * 10 : "one") + ")")
                    + " sign " + Integer.signum(k) + (k % 2 == 0 ? 'E' : 'O') + (k == 0 ? null : "");
            System.out.println(r);
        }
        String nested = "outer[" + ("mid[" + ("inner[" + 1 + ']') + ']') + ']' + ("" + 'x' + 'y') + ('x' + 'y');
        System.out.println("nested " + nested);

        // compound assignment in loops and with mixed types
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k + ":" + (char) ('a' + k) + (k * 0.5) + ";";
        }
        System.out.println("acc " + acc);
        String[] arr = {"x", null, "z"};
        arr[1] += 1;
        arr[0] += 'c' + 1;
        arr[2] += 'c';
        System.out.println("array elems " + arr[0] + " " + arr[1] + " " + arr[2]);
        Object o = "obj";
        o += "!";
        System.out.println("object += " + o);
        char[] chars = {'h', 'i'};
        System.out.println("chars " + String.valueOf(chars) + " " + chars.length);
        System.out.println("unicode " + "\u0000".length() + "\t|" + "\ud83d\ude00" + "|" + "\ud83d" + "|" + 'ß');
        // the same concatenation shape with different dynamic types
        Object[] vals = {1, 2L, 3.0f, 4.0, 'c', true, "s", null, p, col, new StringBuilder("b")};
        StringBuilder all = new StringBuilder();
        for (Object v : vals) all.append("<" + v + ">");
        System.out.println("shapes " + all);
    }
}
