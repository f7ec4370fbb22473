/* Helpful NullPointerException messages (JEP 358): every line printed must match HotSpot 17.
   Compile with `javac -XDstringConcat=inline` (expected output: HelpfulNpe.expected) and with
   `javac -g -XDstringConcat=inline` (HelpfulNpe-g.expected: local variable names from the
   LocalVariableTable). Each case prints "group.number: message". */
import java.util.*;

public class HelpfulNpe {
    int x; long lf; double df; String s; int[] ia; Object[] oa; HelpfulNpe next; HelpfulNpe[] pa;
    static HelpfulNpe sp; static String ss; static int[] sia; static Object[] spa, spb; static Object field;
    static int idx; static long lidx;

    interface I { void m(); int n(String a, long b, int[] c, Object[][] d); }
    interface Shape { default int area() { return size().length(); } String size(); }
    enum Color { RED }
    static class MyNpe extends NullPointerException { MyNpe() { super(); } }
    static class Inner { static String S; String t; }

    static HelpfulNpe mk() { return null; }
    static HelpfulNpe mk(Object o) { return null; }
    static HelpfulNpe nn() { return new HelpfulNpe(); }
    HelpfulNpe self() { return null; }
    static Object[] arrNull() { return null; }
    static Object[] arr() { return new Object[1]; }
    static Object[][] arr2() { return new Object[1][]; }
    static String str(int a, long b, String c, List<String> d, int[][] e, char f) { return null; }
    static String m2(Integer a, Class<?> b, Object[] c, String... d) { return null; }

    HelpfulNpe() {}
    HelpfulNpe(HelpfulNpe other) { this.s = other.s; }

    /* parameters, this, locals */
    void inst0() { this.next.x = 1; }
    void inst1(String a, long b, String c) { c.length(); }
    static void st1(String a, long b, String c) { c.length(); }
    void inst2(String a) { s.length(); }
    static void st2(int[] a, int i) { a[i] = 0; }
    static void st3(Object[] a, int i, int j) { a[i + j].hashCode(); }
    static void st4(Object[][] a, int i) { a[i][i].hashCode(); }
    static void st5(double d, Object o) { o.hashCode(); }
    static void st6() { long l = 5; double d = 3; Object o = null; o.hashCode(); }
    static void w1(String a) { a = null; a.length(); }
    static void w2(String a, boolean b) { if (b) a = null; a.length(); }
    static void w3(String a) { a.length(); a = "x"; }
    static void w4(String a) { try { a = null; Integer.parseInt("x"); } catch (NumberFormatException e) { a.length(); } }
    static void w5(String a) { for (int i = 0; i < 2; i++) { if (i == 1) a.length(); a = null; } }
    static void w6(String a) { while (true) { a.length(); a = null; } }
    static void w8(long a, long b, Object c) { Object d = null; d.hashCode(); }
    static void w9(String a) { a.concat(a = null); }
    static void f1(Object[] a, int i) { i++; a[i].toString(); }
    static void f2(Object[] a, int i) { i = i + 1; a[i].toString(); }
    static void f3(Object[] a, long l, int i) { l = 5; a[i].toString(); }
    void f4(Object[] a) { a[0].toString(); }
    static void f6(Object[] a, int i) { int j = i; a[j].toString(); }
    static void big() {
        int a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0;
        long[] pad = new long[1];
        String s = null;
        int i = 0, j = 0, k = 0;
        s.length();
    }
    class InnerOfInstance { void use() { s.length(); } }

    /* group 1: the failed actions */
    static void g1(int n) throws Throwable {
        switch (n) {
        case 0: { String s = null; s.length(); break; }
        case 1: { HelpfulNpe p = null; int y = p.x; break; }
        case 2: { HelpfulNpe p = null; p.x = 3; break; }
        case 3: { int[] a = null; int y = a[0]; break; }
        case 4: { byte[] a = null; a[1] = 2; break; }
        case 5: { boolean[] a = null; boolean b = a[1]; break; }
        case 6: { char[] a = null; char c = a[1]; break; }
        case 7: { short[] a = null; a[0] = 1; break; }
        case 8: { long[] a = null; long l = a[0]; break; }
        case 9: { float[] a = null; a[0] = 1f; break; }
        case 10: { double[] a = null; double d = a[0]; break; }
        case 11: { Object[] a = null; Object o = a[0]; break; }
        case 12: { String[] a = null; a[0] = "x"; break; }
        case 13: { int[] a = null; int l = a.length; break; }
        case 14: { RuntimeException e = null; throw e; }
        case 15: { Object o = null; synchronized (o) { idx++; } break; }
        case 16: { Integer i = null; int y = i; break; }
        case 17: { List<String> l = null; for (String q : l) idx++; break; }
        case 18: { String s = null; switch (s) { case "a": idx++; break; default: break; } break; }
        case 19: { HelpfulNpe p = null; long l = p.lf; break; }
        case 20: { HelpfulNpe p = null; p.df = 2.0; break; }
        case 21: { byte[] a = null; byte b = a[0]; break; }
        case 22: { char[] a = null; a[0] = 'c'; break; }
        case 23: { short[] a = null; short v = a[0]; break; }
        case 24: { long[] a = null; a[0] = 1L; break; }
        case 25: { double[] a = null; a[0] = 1.0; break; }
        case 26: { float[] a = null; float f = a[0]; break; }
        case 27: { int[] a = null; a[0] = 1; break; }
        case 28: { boolean[] a = null; a[0] = true; break; }
        case 29: { Long l = null; long v = l; break; }
        case 30: { int[] a = null; for (int v : a) idx += v; break; }
        case 31: { Color c = null; switch (c) { case RED: idx++; break; } break; }
        case 32: { Boolean b = null; if (b) idx++; break; }
        case 33: { Object[] a = null; Object o = a.clone(); break; }
        case 34: { int[] a = null; a.clone(); break; }
        }
    }

    /* group 2: sources of the null value */
    static void g2(int n) throws Throwable {
        switch (n) {
        case 0: { mk().x = 1; break; }
        case 1: { sp.x = 1; break; }
        case 2: { ss.length(); break; }
        case 3: { HelpfulNpe p = new HelpfulNpe(); p.next.next.x = 1; break; }
        case 4: { HelpfulNpe p = new HelpfulNpe(); p.next = new HelpfulNpe(); p.next.next.s.length(); break; }
        case 5: { Object[][] a = new Object[3][]; a[2][1] = null; break; }
        case 6: { HelpfulNpe[] a = new HelpfulNpe[3]; a[idx].x = 1; break; }
        case 7: { str(1, 2L, "", null, null, 'c').length(); break; }
        case 8: { I i = null; i.m(); break; }
        case 9: { I i = null; i.n("", 1L, null, null); break; }
        case 10: { Map<String, String> m = new HashMap<>(); m.get("a").length(); break; }
        case 11: { Object o = null; o.hashCode(); break; }
        case 12: { Object o = null; o.equals(o); break; }
        case 13: { new HelpfulNpe().self().self(); break; }
        case 14: { sia[0] = 1; break; }
        case 15: { HelpfulNpe p = new HelpfulNpe(); p.ia[2] = 1; break; }
        case 16: { HelpfulNpe p = new HelpfulNpe(); p.oa[p.x].toString(); break; }
        case 17: { String s = (String) (Object) null; s.length(); break; }
        case 18: { ((String) null).length(); break; }
        case 19: { int[][] a = new int[2][]; a[1][0] = 1; break; }
        case 20: { long[][] a = new long[2][]; long l = a[1][idx + 1]; break; }
        case 21: { String s = idx == 0 ? null : "x"; s.length(); break; }
        case 22: { HelpfulNpe p = new HelpfulNpe(); p.s.length(); break; }
        case 23: { HelpfulNpe p = new HelpfulNpe(); p.next.self(); break; }
        case 24: { Integer[] a = new Integer[1]; int y = a[0]; break; }
        case 25: { HelpfulNpe p = new HelpfulNpe(); p.next.x++; break; }
        case 26: { Inner.S.length(); break; }
        case 27: { new Inner().t.length(); break; }
        case 28: { mk().next.x = 1; break; }
        case 29: { mk().self().x = 1; break; }
        case 30: { arrNull()[0].hashCode(); break; }
        case 31: { HelpfulNpe p = new HelpfulNpe(); p.pa[idx].next.x = 1; break; }
        case 32: { HelpfulNpe p = new HelpfulNpe(); p.pa = new HelpfulNpe[3]; p.pa[idx + 1].next = null; break; }
        case 33: { spa = null; spa[(int) lidx] = null; break; }
        case 34: { HelpfulNpe p = new HelpfulNpe(); p.oa = new Object[4]; p.oa[p.ia.length].hashCode(); break; }
        case 35: { Object[] a = new Object[3]; a[Integer.parseInt("1")].hashCode(); break; }
        case 36: { HelpfulNpe p = idx == 0 ? null : new HelpfulNpe(); p.x = 1; break; }
        case 37: { (idx == 0 ? sp : mk()).x = 1; break; }
        case 38: { (idx == 0 ? sp : sp).x = 1; break; }
        case 39: { Object[] a = new Object[3]; a[-1 + 2].hashCode(); break; }
        case 40: { Object[] a = new Object[300]; a[200].hashCode(); break; }
        case 41: { Object[] a = new Object[70000]; a[65000].hashCode(); break; }
        case 42: { HelpfulNpe p = new HelpfulNpe(); p.next = p; p.next.next.next.next.next.next.next.s.length(); break; }
        case 43: { HelpfulNpe p = new HelpfulNpe(); p.pa = new HelpfulNpe[3]; p.pa[0] = p; p.pa[0].pa[1].pa[0].x = 1; break; }
        case 44: { Object[][][] a = new Object[2][2][]; a[1][1][1].hashCode(); break; }
        case 45: { try { throw new Exception(); } catch (Exception e) { Object o = null; o.hashCode(); } break; }
        case 46: { String s = null; try { idx++; } finally { s.length(); } break; }
        case 47: { char[] c = null; int k = 0; c[k] += 1; break; }
        case 48: { int[] a = new int[1]; int[][] b = new int[1][]; b[a[0]][a[0]] = 0; break; }
        case 49: { Object o = mk(); ((HelpfulNpe) o).x = 1; break; }
        case 50: { HelpfulNpe p = new HelpfulNpe(); synchronized (p.next) { idx++; } break; }
        case 51: { HelpfulNpe p = new HelpfulNpe(); throw p.ia == null ? (RuntimeException) null : new RuntimeException(); }
        case 52: { Object o = new Object[] {null}; ((Object[]) o)[0].hashCode(); break; }
        case 53: { Object o = null; ((Object[]) o)[0] = null; break; }
        case 54: { HelpfulNpe p = new HelpfulNpe(); p.ia[p.x] = p.ia[p.x + 1]; break; }
        case 55: { HelpfulNpe p = new HelpfulNpe(); p.ia = new int[3]; p.oa = new Object[3]; p.oa[p.ia[1]].hashCode(); break; }
        case 56: { long[] l = new long[2]; Object[] a = new Object[3]; a[(int) l[1]].hashCode(); break; }
        case 57: { Object[] a = new Object[3]; int i = 2; a[i].hashCode(); break; }
        case 58: { Object[] a = new Object[3]; a[idx * 2].hashCode(); break; }
        case 59: { Object[] a = new Object[3]; a["ab".length()].hashCode(); break; }
        }
    }

    /* group 3: more sources, nesting limits, calls */
    static void g3(int n) throws Throwable {
        switch (n) {
        case 0: { spa = null; spb = null; (idx == 0 ? spa : spb)[0].hashCode(); break; }
        case 1: { spa = new Object[1]; spb = spa; (idx == 0 ? spa : spb)[0].hashCode(); break; }
        case 2: { nn().next.x = 1; break; }
        case 3: { arr()[0].hashCode(); break; }
        case 4: { arr2()[0][0] = null; break; }
        case 5: { m2(null, null, null).length(); break; }
        case 6: { Object[] a = new Object[2]; a[idx].toString(); break; }
        case 7: { HelpfulNpe p = new HelpfulNpe(); p.next = new HelpfulNpe(); p.next.next.next = null; break; }
        case 8: { Object[] a = new Object[2]; int i = 1; a[i++].toString(); break; }
        case 9: { Object[] a = new Object[2]; a[idx++].toString(); break; }
        case 10: { Object[] a = new Object[2]; char c = 1; a[c].toString(); break; }
        case 11: { Object[] a = new Object[2]; byte[] b = new byte[1]; a[b[0]].toString(); break; }
        case 12: { Object[] a = new Object[2]; a[idx == 0 ? 1 : 0].toString(); break; }
        case 13: { Object[][] a = new Object[2][2]; a[0][new int[] {1}[0]].toString(); break; }
        case 14: { Object[] a = new Object[2]; a[Math.abs(-1)].toString(); break; }
        case 15: { Object[][] a = new Object[2][]; a[a.length - 1][0] = null; break; }
        case 16: { StringBuilder sb = null; sb.append("x").append(1); break; }
        case 17: { Object o = null; o.getClass(); break; }
        case 18: { String s = null; s.equals(null); break; }
        case 19: { Thread th = null; th.setName(null); break; }
        case 20: { Runnable r = null; r.run(); break; }
        case 21: { HelpfulNpe[] ps = new HelpfulNpe[1]; ps[0].s = "x"; break; }
        case 22: { Iterator<String> it = null; it.next(); break; }
        case 23: { CharSequence cs = null; cs.charAt(0); break; }
        case 24: { Map.Entry<String, String> e = null; e.getKey(); break; }
        case 25: { Comparable<String> c = null; c.compareTo("x"); break; }
        case 26: { Object[] a = new Object[2]; char[] c = new char[1]; a[c[0]].toString(); break; }
        case 27: { Object[] a = new Object[2]; short[] c = new short[1]; a[c[0]].toString(); break; }
        case 28: { new HelpfulNpe().next.x = 1; break; }
        case 29: { java.io.PrintStream out = System.out; try { System.setOut(null); System.out.println(); } finally { System.setOut(out); } break; }
        case 30: { Object[] a = new Object[2]; a[(byte) idx].toString(); break; }
        case 31: { Object[] a = new Object[2]; int[] ia = new int[2]; a[ia[ia[0]]].toString(); break; }
        case 32: { Object[] a = new Object[2]; a[new HelpfulNpe().x].toString(); break; }
        case 33: { Object[] a = new Object[200]; a[127].toString(); break; }
        case 34: { Object[] a = new Object[200]; a[128].toString(); break; }
        case 35: { Object[] a = new Object[40000]; a[32767].toString(); break; }
        case 36: { Object[] a = new Object[40000]; a[32768].toString(); break; }
        case 37: { Object[] a = new Object[10]; a[5].toString(); break; }
        case 38: { HelpfulNpe[][][][][][] a = new HelpfulNpe[1][1][1][1][1][1]; a[0][0][0][0][0][0].x = 1; break; }
        case 39: { HelpfulNpe[][][][][][] a = new HelpfulNpe[1][1][1][1][1][]; a[0][0][0][0][0][0].x = 1; break; }
        case 40: { Object[][] a = new Object[1][1]; Object[] b = new Object[1]; b[0] = a; ((Object[][]) b[0])[0][0].toString(); break; }
        case 41: { Object[] a = new Object[2]; int[] i1 = new int[2]; a[i1[i1[i1[i1[i1[i1[i1[i1[i1[0]]]]]]]]]].toString(); break; }
        case 42: { HelpfulNpe p = new HelpfulNpe(); p.next = p; Object[] a = new Object[2]; a[p.next.next.next.next.next.next.next.x].toString(); break; }
        case 43: { HelpfulNpe p = new HelpfulNpe(); p.next = p; Object[] a = new Object[2]; a[p.next.next.x].toString(); break; }
        case 44: { HelpfulNpe p = new HelpfulNpe(); p.next = p; Object[][] a = new Object[2][2]; a[0][p.next.next.next.x].toString(); break; }
        case 45: { mk(null).x = 1; break; }
        case 46: { nn().self(); nn().next.next.x = 1; break; }
        case 47: { HelpfulNpe p = new HelpfulNpe(); p.next = p; Object[] a = new Object[2]; a[p.next.next.next.next.x].toString(); break; }
        case 48: { String v = (switch (idx) { case 0 -> { String t = null; yield t; } default -> throw new IllegalStateException(); }); v.length(); break; }
        case 49: { (switch (idx) { case 0 -> { String t = null; yield t; } default -> throw new IllegalStateException(); }).length(); break; }
        }
    }

    /* group 4: methods with parameters, library code, explicit NPEs */
    static void g4(int n) throws Throwable {
        Object[] a3 = new Object[3];
        switch (n) {
        case 0: new HelpfulNpe().inst0(); break;
        case 1: new HelpfulNpe().inst1(null, 1, null); break;
        case 2: st1(null, 1, null); break;
        case 3: new HelpfulNpe().inst2(null); break;
        case 4: st2(null, 1); break;
        case 5: st3(null, 1, 2); break;
        case 6: st4(new Object[2][], 1); break;
        case 7: st5(1.0, null); break;
        case 8: st6(); break;
        case 9: w1("a"); break;
        case 10: w2("a", true); break;
        case 11: w3(null); break;
        case 12: w4("a"); break;
        case 13: w5("a"); break;
        case 14: w6("a"); break;
        case 15: w8(1, 2, null); break;
        case 16: w9(null); break;
        case 17: big(); break;
        case 18: f1(a3, 0); break;
        case 19: f2(a3, 0); break;
        case 20: f3(a3, 1, 0); break;
        case 21: new HelpfulNpe().f4(a3); break;
        case 22: f6(a3, 0); break;
        case 23: new HelpfulNpe().new InnerOfInstance().use(); break;
        case 24: new HelpfulNpe((HelpfulNpe) null); break;
        case 25: new Shape() { public String size() { return null; } }.area(); break;
        case 26: { List<String> l = new ArrayList<>(); l.add(null); for (String s : l) s.trim(); break; }
        case 27: { Map<String, Integer> m = new HashMap<>(); int v = m.get("k"); break; }
        case 28: { field = null; ((List<?>) field).size(); break; }
        case 29: System.arraycopy(null, 0, new int[1], 0, 1); break;
        case 30: String.valueOf((char[]) null); break;
        case 31: new StringBuilder().append((char[]) null); break;
        case 32: "abc".compareTo(null); break;
        case 33: new ArrayList<String>(null); break;
        case 34: throw new NullPointerException();
        case 35: throw new NullPointerException("explicit message");
        case 36: throw new MyNpe();
        case 37: throw NullPointerException.class.getConstructor().newInstance();
        case 38: Objects.requireNonNull(null); break;
        case 39: Objects.requireNonNull(null, "requireNonNull message"); break;
        case 40: Optional.of(null); break;
        }
    }

    static void report(String group, int i, Throwable e) {
        if (e instanceof NullPointerException) System.out.println(group + "." + i + ": " + e.getMessage());
        else System.out.println(group + "." + i + ": " + e);
    }

    public static void main(String[] args) throws Throwable {
        // twice: the second round runs the already-executed (quickened) instructions
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i <= 34; i++) {
                idx = 0; try { g1(i); System.out.println("g1." + i + ": no exception"); } catch (Throwable e) { report("g1", i, e); }
            }
            for (int i = 0; i <= 59; i++) {
                idx = 0; try { g2(i); System.out.println("g2." + i + ": no exception"); } catch (Throwable e) { report("g2", i, e); }
            }
            for (int i = 0; i <= 49; i++) {
                idx = 0; try { g3(i); System.out.println("g3." + i + ": no exception"); } catch (Throwable e) { report("g3", i, e); }
            }
            for (int i = 0; i <= 40; i++) {
                idx = 0; try { g4(i); System.out.println("g4." + i + ": no exception"); } catch (Throwable e) { report("g4", i, e); }
            }
        }
        // the message survives a later fillInStackTrace and is computed before setStackTrace
        try { Object o = null; o.toString(); } catch (NullPointerException e) {
            e.fillInStackTrace();
            System.out.println("after fillInStackTrace: " + e.getMessage());
        }
        try { Object o = null; o.toString(); } catch (NullPointerException e) {
            e.setStackTrace(new StackTraceElement[0]);
            System.out.println("after setStackTrace: " + e.getMessage());
        }
        try { Object o = null; o.toString(); } catch (NullPointerException e) {
            System.out.println("toString: " + e);
        }
        System.out.println("new NPE: " + new NullPointerException().getMessage());
    }
}
