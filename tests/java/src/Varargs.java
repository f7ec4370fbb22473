import java.util.Arrays;

public class Varargs {
    static String count(int... xs) { return "ints(" + xs.length + ")" + Arrays.toString(xs); }

    static String count(String label, Object... xs) { return label + ":objs(" + (xs == null ? "null" : xs.length + "") + ")" + Arrays.toString(xs); }

    static String pick(int a, int b) { return "fixed(int,int)"; }

    static String pick(int... a) { return "varargs(int...)"; }

    static String pick(long a, long b) { return "fixed(long,long)"; }

    static int sum(int first, int... rest) {
        int s = first;
        for (int r : rest) s += r;
        return s;
    }

    static String types(Object... os) {
        StringBuilder sb = new StringBuilder();
        for (Object o : os) sb.append(o == null ? "null" : o.getClass().getSimpleName()).append(',');
        return sb.toString();
    }

    static <T> T first(T... ts) { return ts.length > 0 ? ts[0] : null; }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count(1));
        System.out.println(count(1, 2, 3));
        System.out.println(count(new int[]{4, 5}));
        System.out.println(count("L"));
        System.out.println(count("L", "a", 1, 2.0));
        System.out.println(count("L", (Object[]) null));
        System.out.println(count("L", (Object) null));
        System.out.println(count("L", new Object[]{"x", "y"}));
        System.out.println(count("L", (Object) new Object[]{"x", "y"}).replaceAll("@[0-9a-f]+", "@HASH"));
        System.out.println(count("L", new String[]{"s1", "s2"}));
        System.out.println(pick(1, 2) + " " + pick(1) + " " + pick(1L, 2) + " " + pick() + " " + pick(1, 2, 3));
        System.out.println("sum " + sum(1) + " " + sum(1, 2, 3, 4, 5));
        System.out.println("types " + types(1, 'c', "s", 2.5f, null, new int[0], true));
        System.out.println("first " + first("a", "b") + " " + first() + " " + first(3, 4));
        System.out.println(String.format("%s-%s-%s", "a", "b", "c") + " " + String.join("+", "x", "y", "z"));
        System.out.println(Arrays.asList(1, 2, 3) + " " + Arrays.asList(new Integer[]{4, 5}) + " size of asList(int[]) " + Arrays.asList(new int[]{1, 2}).size());
    }
}
