import java.util.Arrays;

public class StringBasics {
    public static void main(String[] args) {
        String s = "The quick brown fox jumps over the lazy dog";
        System.out.println("length " + s.length() + " charAt(4) " + s.charAt(4) + " indexOf(o) " + s.indexOf('o') + " lastIndexOf(o) " + s.lastIndexOf('o'));
        System.out.println("indexOf(\"the\") " + s.indexOf("the") + " from 40 " + s.indexOf("the", 40) + " contains fox " + s.contains("fox"));
        System.out.println("substring " + s.substring(4, 9) + "|" + s.substring(40) + "|" + s.substring(43) + "|");
        System.out.println("upper " + s.toUpperCase() + " lower " + "MiXeD".toLowerCase());
        System.out.println("replace " + s.replace('o', '0') + " | " + s.replace("the", "THE") + " | " + "aaa".replace("aa", "b"));
        System.out.println("split " + Arrays.toString(s.split(" ")) + " count " + s.split(" ").length);
        System.out.println("split limit " + Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("a,b,,c,,".split(",", 2)));
        System.out.println("split regex " + Arrays.toString("a1b22c333d".split("\\d+")) + " " + Arrays.toString("".split(",")) + " " + Arrays.toString(" x ".split(" ")));
        System.out.println("trim [" + "  pad  ".trim() + "] strip [" + "\u2003pad\u2003".strip() + "] trim-em [" + "\u2003pad\u2003".trim() + "]");
        System.out.println("isEmpty " + "".isEmpty() + " isBlank " + "  \t".isBlank() + " " + " a ".isBlank());
        System.out.println("startsWith " + s.startsWith("The") + " endsWith " + s.endsWith("dog") + " startsWith(q,4) " + s.startsWith("q", 4));
        System.out.println("equalsIgnoreCase " + "HeLLo".equalsIgnoreCase("hello") + " regionMatches " + s.regionMatches(true, 4, "QUICK", 0, 5));
        String[] words = {"banana", "Apple", "cherry", "apple", "Banana", "", "b", "ba", "\u00e9clair", "zebra"};
        for (String a : words) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (String b : words) {
                int c = a.compareTo(b);
                sb.append(' ').append(c < 0 ? "-" : c > 0 ? "+" : "0").append(c);
            }
            System.out.println(sb);
        }
        System.out.println("compareToIgnoreCase " + "apple".compareToIgnoreCase("APPLE") + " " + "a".compareToIgnoreCase("B"));
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        System.out.println("sorted " + Arrays.toString(sorted));
        Arrays.sort(sorted, String.CASE_INSENSITIVE_ORDER);
        System.out.println("ci sorted " + Arrays.toString(sorted));
        // intern and identity
        String a1 = "hel" + "lo";
        String a2 = new String("hello");
        String part = "hel";
        String a3 = part + "lo";
        System.out.println("literal==const " + (a1 == "hello") + " new==literal " + (a2 == "hello") + " runtime concat == " + (a3 == "hello")
            + " intern " + (a3.intern() == "hello") + " equals " + a2.equals(a3));
        // StringBuilder
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(i).append(',');
        sb.setLength(sb.length() - 1);
        System.out.println(sb + " len " + sb.length());
        sb.insert(0, "[").append(']').reverse();
        System.out.println(sb);
        sb.reverse().delete(1, 5).deleteCharAt(0).replace(0, 1, "XYZ").setCharAt(1, '-');
        System.out.println(sb + " indexOf(7) " + sb.indexOf("7") + " charAt(2) " + sb.charAt(2));
        StringBuilder sb2 = new StringBuilder("abc");
        sb2.append(true).append('x').append(1L).append(2.5f).append(3.25).append((Object) null).append((String) null).append(new char[]{'h', 'i'});
        System.out.println(sb2 + " " + sb2.length());
        System.out.println("compare builders " + new StringBuilder("abc").compareTo(new StringBuilder("abd")) + " contentEquals " + "abc".contentEquals(new StringBuilder("abc")));
        // chars/values
        char[] cs = s.toCharArray();
        Arrays.sort(cs);
        System.out.println("sorted chars [" + new String(cs).trim() + "]");
        System.out.println("valueOf " + String.valueOf(12) + String.valueOf('c') + String.valueOf(true) + String.valueOf(1.5) + String.valueOf((Object) null)
            + String.valueOf(new char[]{'x', 'y'}, 1, 1) + String.copyValueOf(new char[]{'q'}));
        System.out.println("join " + String.join("-", "a", "b", "c") + " " + String.join("/", Arrays.asList("x", "y")));
        System.out.println("repeat " + "ab".repeat(3) + "|" + "x".repeat(0) + "|");
        System.out.println("chars hash " + "hello".hashCode() + " " + "".hashCode() + " " + s.hashCode() + " " + "\u00e9t\u00e9".hashCode());
        System.out.println("concat " + "a".concat("b") + " matches " + "abc123".matches("[a-c]+\\d{3}") + " replaceAll " + "a1b2c3".replaceAll("[0-9]", "#")
            + " replaceFirst " + "a1b2".replaceFirst("\\d", "_"));
        System.out.println("format-ish " + "x".compareTo("xyz") + " " + "xyz".compareTo("x") + " " + "abc".indexOf("") + " " + "abc".lastIndexOf(""));
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            "abc".substring(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            new StringBuilder("abc").insert(7, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        String multi = "line1\nline2\r\nline3";
        System.out.println("indent " + "a\nb".indent(2).replace("\n", "$"));
        System.out.println("lines via split " + Arrays.toString(multi.split("\\R")));
        System.out.println("translateEscapes " + "a\\tb\\n".translateEscapes().replace("\t", "<TAB>").replace("\n", "<NL>"));
        System.out.println("formatted " + "%d-%s".formatted(5, "x"));
    }
}
