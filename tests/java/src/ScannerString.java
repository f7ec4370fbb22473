import java.io.StringReader;
import java.util.Properties;
import java.util.Scanner;
import java.util.TreeSet;

public class ScannerString {
    public static void main(String[] args) throws Exception {
        Scanner sc = new Scanner("42 3.5 true hello 0x1F -17 9999999999\nsecond line here\nthird");
        sc.useLocale(java.util.Locale.ROOT);
        System.out.println("int " + sc.nextInt() + " double " + sc.nextDouble() + " boolean " + sc.nextBoolean() + " word " + sc.next());
        System.out.println("hasNextInt(0x1F) " + sc.hasNextInt() + " hasNextInt(16) " + sc.hasNextInt(16) + " token " + sc.next());
        System.out.println("negative " + sc.nextInt() + " long " + sc.nextLong() + " rest of line [" + sc.nextLine() + "] next line [" + sc.nextLine() + "]");
        System.out.println("hasNextLine " + sc.hasNextLine() + " " + sc.nextLine() + " hasNext " + sc.hasNext());
        try {
            sc.next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
        Scanner bad = new Scanner("abc");
        try {
            bad.nextInt();
        } catch (java.util.InputMismatchException e) {
            System.out.println("InputMismatchException " + e.getMessage());
        }
        Scanner delim = new Scanner("a,b;;c, d").useDelimiter("[,;]\\s*");
        StringBuilder sb = new StringBuilder();
        while (delim.hasNext()) sb.append('[').append(delim.next()).append(']');
        System.out.println("delimited " + sb);
        Scanner radix = new Scanner("ff 777 1010").useRadix(16);
        System.out.println("radix16 " + radix.nextInt() + " " + radix.nextInt(8) + " " + radix.nextInt(2));
        Scanner finder = new Scanner("id=17 name=bob id=23");
        System.out.println("findInLine " + finder.findInLine("id=(\\d+)") + " group " + finder.match().group(1));
        Properties props = new Properties();
        props.load(new StringReader("# comment\n! also comment\nkey1=value1\nkey2 = value with spaces  \nkey3:colon\nkey4 space-separated\n"
            + "multi=line1\\\n    line2\nunicode=\\u00e9\\u4e2d\nescaped\\ key=v\nempty=\ndup=first\ndup=second\n"));
        for (String k : new TreeSet<>(props.stringPropertyNames())) System.out.println("prop [" + k + "]=[" + props.getProperty(k) + "]");
        System.out.println("default " + props.getProperty("missing", "fallback") + " size " + props.size());
        Properties defaults = new Properties();
        defaults.setProperty("color", "blue");
        Properties withDefaults = new Properties(defaults);
        withDefaults.setProperty("size", "L");
        System.out.println("with defaults color=" + withDefaults.getProperty("color") + " size=" + withDefaults.getProperty("size") + " names " + new TreeSet<>(withDefaults.stringPropertyNames()));
        java.io.StringWriter sw = new java.io.StringWriter();
        Properties out = new Properties();
        out.setProperty("a", "1");
        out.setProperty("b key", "x=y:z");
        out.setProperty("c", "\u00e9");
        out.store(sw, null);
        String[] lines = sw.toString().split("\n");
        TreeSet<String> stored = new TreeSet<>();
        for (String l : lines) if (!l.startsWith("#")) stored.add(l.trim());
        System.out.println("stored (minus date comment) " + stored);
        Properties xmlish = new Properties();
        xmlish.load(new java.io.ByteArrayInputStream("latin=caf\u00e9\n".getBytes("ISO-8859-1")));
        System.out.println("latin1 load " + xmlish.getProperty("latin"));
    }
}
