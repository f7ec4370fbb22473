// OutOfMemoryError from growing strings (-Xmx32m): a string doubled by concatenation, a StringBuilder
// appended to, String.repeat beyond the maximum length, and StringBuilder's own capacity limit.
public class LimitsStringGrowth {
    public static void main(String[] args) {
        String s = "0123456789abcdef";
        int doublings = 0;
        try {
            while (true) {
                s = s + s;
                doublings++;
            }
        } catch (OutOfMemoryError e) {
            System.out.println("concatenation: " + e.getMessage() + " after more than 15 doublings: " + (doublings > 15));
        }
        s = null;
        StringBuilder sb = new StringBuilder();
        try {
            while (true) sb.append("0123456789abcdef0123456789abcdef");
        } catch (OutOfMemoryError e) {
            int length = sb.length();
            sb = null;
            System.out.println("StringBuilder: " + e.getMessage() + ", longer than 1M: " + (length > (1 << 20)));
        }
        try {
            String r = "ab".repeat(Integer.MAX_VALUE);
            System.out.println("repeat: " + r.length());
        } catch (OutOfMemoryError e) {
            System.out.println("repeat: " + e.getMessage());
        }
        try {
            String r = "abc".repeat(1 << 28);
            System.out.println("repeat: " + r.length());
        } catch (OutOfMemoryError e) {
            System.out.println("repeat 3 x 2^28: " + e.getMessage());
        }
        try {
            StringBuilder b = new StringBuilder(Integer.MAX_VALUE);
            System.out.println("capacity: " + b.capacity());
        } catch (OutOfMemoryError e) {
            System.out.println("new StringBuilder(MAX_VALUE): " + e.getMessage());
        }
        try {
            char[] chars = new char[1 << 20];
            String big = new String(chars);
            String t = big;
            for (int i = 0; i < 20; i++) t = t.concat(t);
            System.out.println("concat: " + t.length());
        } catch (OutOfMemoryError e) {
            System.out.println("String.concat: " + e.getMessage());
        }
        System.out.println("recovered: " + "x".repeat(10));
    }
}
