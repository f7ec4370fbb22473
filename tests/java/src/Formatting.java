import java.util.Locale;

public class Formatting {
    public static void main(String[] args) {
        Locale R = Locale.ROOT;
        System.out.println(String.format(R, "ints: %d %5d|%-5d|%05d %+d %(d % d", 42, 42, 42, 42, 42, -42, 42));
        System.out.println(String.format(R, "hex: %x %X %08x %#x %#o %o", 255, 255, 255, 255, 8, -1));
        System.out.println(String.format(R, "long/neg hex: %x %x %d", -1L, (byte) -1, Long.MIN_VALUE));
        System.out.println(String.format(R, "floats: %f %.2f %10.3f|%-10.1f|%08.3f %e %.3E %g %G", Math.PI, Math.PI, Math.PI, Math.PI, -Math.PI, 12345.678, 0.000123, 0.0001234, 123456789.0));
        System.out.println(String.format(R, "float specials: %f %f %.1f %e %a", Double.NaN, Double.NEGATIVE_INFINITY, -0.0, 0.0, 1.0));
        System.out.println(String.format(R, "rounding: %.0f %.0f %.0f %.1f %.2f %.3f", 0.5, 1.5, 2.5, 0.05, 1.005, 2.0005));
        System.out.println(String.format(R, "strings: [%s] [%10s] [%-10s] [%.2s] [%S] [%s]", "abc", "abc", "abc", "abc", "abc", null));
        System.out.println(String.format(R, "chars: %c %c %C %c", 'x', 65, 'y', 0x1F600));
        System.out.println(String.format(R, "bools: %b %b %b %B", true, null, "nonnull", false));
        System.out.println(String.format(R, "misc: %% %n").replace("\n", "<NL>"));
        System.out.println(String.format(R, "positional: %2$s %1$s %2$s %<s", "a", "b"));
        System.out.println(String.format(Locale.US, "grouping: %,d %,.2f %,d", 1234567890, 9876543.21, -1000));
        System.out.println(String.format(R, "width/precision mix: |%8.3s|%-8.3s|%3s|", "abcdef", "abcdef", "abcdef"));
        System.out.println(String.format(R, "big: %d %x %.5f %s", new java.math.BigInteger("123456789012345678901234567890"), new java.math.BigInteger("-255"),
            new java.math.BigDecimal("1.23456789"), new java.math.BigDecimal("1E+5")));
        System.out.println(String.format(R, "hash: %h %h", "hello", 42));
        System.out.printf(R, "printf: %s=%d%n", "x", 5);
        System.out.printf("default-locale printf %d %s%n", 7, "ok");
        System.out.println(String.format(R, "%-6s|%6s|%06.2f|%+.1e", "L", "R", 3.14159, 12345.0));
        StringBuilder table = new StringBuilder();
        String[] names = {"apple", "kiwi", "watermelon"};
        double[] prices = {1.5, 0.25, 12.0};
        for (int i = 0; i < names.length; i++) table.append(String.format(R, "%-12s%8.2f%6d%n", names[i], prices[i], i * 100));
        System.out.print(table);
        java.util.Formatter f = new java.util.Formatter(new StringBuilder(), R);
        f.format("%s and %s", "formatter", "builder");
        System.out.println(f.toString());
        String[] bad = {"%d", "%q", "%.2d", "%-d", "%#s", "%,s"};
        for (String b : bad) {
            try {
                System.out.println(String.format(R, b, "str"));
            } catch (java.util.IllegalFormatException e) {
                System.out.println(b + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            String.format(R, "%s %s", "only-one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("missing: " + e.getMessage());
        }
        System.out.println(String.format(R, "%08.3f|%8.3f|%-8.3f|%.10f", -1.5, 1234567.891, 2.0, 1.0 / 3));
        System.out.println(String.format(R, "%e %e %e %.0e", 1.0, 123456.0, 1e-10, 5e7));
        System.out.println(String.format(R, "%g %g %g %g %g", 1.0, 0.0001, 123456.0, 1234567.0, 0.00001));
        System.out.println(String.format(R, "%a %a %A", 0.1, -2.5, Double.MIN_VALUE));
        System.out.println(String.format(R, "%x %o", new java.math.BigInteger("-1"), 1L << 40));
        System.out.println(String.format(R, "%s %s %s", new int[0].length, 'c', 1.0f));
        System.out.println(String.format(R, "%10.4s|", "truncate-me"));
        System.out.println(String.format(R, "%.3f %.3f %.3f", 0.0005, 0.0015, 0.0025));
        System.out.println(String.format(R, "%.1f %.1f %.1f %.1f", 0.25, 0.35, 0.45, 1e20));
        System.out.println(String.format(R, "%d%%", 50));
        java.util.Calendar cal = new java.util.GregorianCalendar(java.util.TimeZone.getTimeZone("UTC"), R);
        cal.clear();
        cal.set(2024, java.util.Calendar.FEBRUARY, 29, 13, 5, 9);
        System.out.println(String.format(R, "date: %tY-%<tm-%<td %<tH:%<tM:%<tS %<tj %<tA %<tB", cal));
        System.err.println(String.format(R, "stderr formatted %5.1f%%", 99.44));
    }
}
