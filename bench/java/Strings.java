// Strings: StringBuilder building and String methods (append of ints, chars and strings,
// toString, charAt, indexOf, hashCode). Usage: java Strings [lines] [rounds].
// The builder is reused (setLength(0)), so allocation stays small. Deterministic checksum.
public final class Strings {
    static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};

    public static void main(String[] args) {
        int lines = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        StringBuilder sb = new StringBuilder();
        int check = 0;
        long chars = 0;
        for (int r = 0; r < rounds; r++) {
            sb.setLength(0);
            for (int i = 0; i < lines; i++) {
                sb.append(WORDS[(i + r) & 7]).append(' ').append(i * r).append(',');
                sb.append((char) ('a' + (i % 26))).append(-i).append('\n');
            }
            String s = sb.toString();
            chars += s.length();
            check = check * 31 + s.hashCode();
            int from = 0;
            int found = 0;
            while ((from = s.indexOf("eta", from)) >= 0) {
                found++;
                from += 3;
            }
            int digits = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c >= '0' && c <= '9') {
                    digits += c - '0';
                }
            }
            check ^= found * 7919 + digits;
        }
        System.out.println("chars " + chars);
        System.out.println("checksum " + Integer.toHexString(check));
    }
}
