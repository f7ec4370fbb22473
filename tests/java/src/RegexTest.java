import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class RegexTest {
    public static void main(String[] args) {
        Pattern date = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
        Matcher m = date.matcher("Dates: 2024-01-15, 1999-12-31 and 2000-02-29.");
        while (m.find()) {
            System.out.println("found " + m.group() + " at " + m.start() + "-" + m.end() + " y=" + m.group(1) + " m=" + m.group(2) + " d=" + m.group(3) + " groups " + m.groupCount());
        }
        Pattern named = Pattern.compile("(?<user>[\\w.]+)@(?<host>[\\w.]+\\.(?<tld>[a-z]{2,}))");
        Matcher nm = named.matcher("contact: alice.smith@example.com, bob@mail.server.org; bad@x");
        while (nm.find()) System.out.println("user=" + nm.group("user") + " host=" + nm.group("host") + " tld=" + nm.group("tld") + " start(host)=" + nm.start("host"));
        System.out.println("replaceAll backrefs: " + "2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"));
        System.out.println("named backref replace: " + "John Smith".replaceAll("(?<first>\\w+) (?<last>\\w+)", "${last}, ${first}"));
        System.out.println("backreference in pattern: " + Pattern.compile("\\b(\\w+) \\1\\b").matcher("this is is a test test of of it").replaceAll("$1"));
        System.out.println("quoteReplacement: " + "cost: X".replaceAll("X", Matcher.quoteReplacement("$5.00")) + " quote: " + Pattern.quote("a.b*c"));
        System.out.println("split " + Arrays.toString("a1b22c333d4444".split("\\d+")) + " " + Arrays.toString(Pattern.compile("\\s*,\\s*").split(" x , y,z ,  w ")) + " "
            + Arrays.toString("boo:and:foo".split("o", -1)) + " " + Arrays.toString("boo:and:foo".split("o", 2)));
        System.out.println("lookahead: " + Arrays.toString("CamelCaseStringHere".split("(?=[A-Z])")) + " lookbehind: " + "price: 100 dollars 200".replaceAll("(?<=\\s)\\d+", "N"));
        System.out.println("negative lookahead: " + "foo1 foo2 foobar".replaceAll("foo(?!\\d)", "BAR") + " password check " + "abc123XY".matches("(?=.*\\d)(?=.*[A-Z]).{8,}"));
        System.out.println("greedy vs lazy: " + firstGroup("<a><b><c>", "<(.+)>") + " | " + firstGroup("<a><b><c>", "<(.+?)>") + " | possessive " + "aaa".matches("a*+a"));
        System.out.println("flags: " + Pattern.compile("^hello$", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE).matcher("x\nHeLLo\ny").find()
            + " dotall " + Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " no-dotall " + "a\nb".matches("a.b")
            + " inline (?i) " + "ABC".matches("(?i)abc") + " comments " + Pattern.compile("a  b # comment", Pattern.COMMENTS).matcher("ab").matches());
        System.out.println("unicode: " + "caf\u00e9 na\u00efve".replaceAll("\\p{L}+", "W") + " " + "\u00c9COLE".matches("(?iu)\u00e9cole") + " " + "\u0663".matches("\\d")
            + " " + "\u0663".matches("(?U)\\d") + " " + "\ud83d\ude00x".matches(".x"));
        Matcher am = Pattern.compile("(a)|(b)").matcher("b");
        am.matches();
        System.out.println("unmatched group: " + am.group(1) + " " + am.group(2) + " start(1) " + am.start(1));
        Matcher rm = Pattern.compile("cat").matcher("one cat two cats in the cat-house");
        StringBuilder sb = new StringBuilder();
        int n = 0;
        while (rm.find()) rm.appendReplacement(sb, "dog" + (++n));
        rm.appendTail(sb);
        System.out.println("appendReplacement: " + sb);
        Matcher region = Pattern.compile("\\d+").matcher("abc 123 def 456 ghi 789");
        region.region(8, 18);
        StringBuilder found = new StringBuilder();
        while (region.find()) found.append(region.group()).append(';');
        System.out.println("region: " + found + " lookingAt " + Pattern.compile("ab").matcher("abc").lookingAt() + " hitEnd ");
        Matcher hm = Pattern.compile("abc").matcher("ab");
        System.out.println("hitEnd " + (!hm.find() && hm.hitEnd()));
        String[] bad = {"(unclosed", "[a-", "*start", "a{2,1}", "(?<n>x)(?<n>y)", "\\k<missing>"};
        for (String b : bad) {
            try {
                Pattern.compile(b);
                System.out.println(b + " compiled?!");
            } catch (PatternSyntaxException e) {
                System.out.println("PSE " + e.getDescription() + " index " + e.getIndex() + " | " + e.getMessage().replace("\n", "\\n").replace("\r", ""));
            }
        }
        try {
            Matcher x = Pattern.compile("x").matcher("y");
            x.group();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        Pattern email = Pattern.compile("^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$");
        for (String s : new String[]{"a@b.co", "first.last+tag@sub.domain.org", "no-at-sign", "x@y", "@nouser.com"}) System.out.print(s + "=" + email.matcher(s).matches() + " ");
        System.out.println();
        Pattern csv = Pattern.compile("\"([^\"]*)\"|([^,]+)|(?<=,)(?=,|$)|^(?=,)");
        Matcher cm = csv.matcher("a,\"b,c\",,d");
        StringBuilder fields = new StringBuilder();
        while (cm.find()) fields.append('[').append(cm.group(1) != null ? cm.group(1) : cm.group(2) != null ? cm.group(2) : "").append(']');
        System.out.println("csv fields " + fields);
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.append("word").append(i).append(i % 10 == 0 ? ". " : " ");
        Matcher wm = Pattern.compile("\\bword(\\d*7)\\b").matcher(big);
        int count = 0;
        long sum = 0;
        while (wm.find()) {
            count++;
            sum += Long.parseLong(wm.group(1));
        }
        System.out.println("big text matches " + count + " sum " + sum);
        System.out.println("matches() anchors: " + Pattern.matches("\\d+", "123") + " " + Pattern.matches("\\d+", "123a") + " find " + Pattern.compile("\\d+").matcher("123a").find());
        System.out.println("toMatchResult / reset: " + resetDemo());
        System.out.println("catastrophic-safe: " + "aaaaaaaaaaaaaaaaaaaaaaaab".matches("(a|aa)*b"));
    }

    static String firstGroup(String s, String re) {
        Matcher m = Pattern.compile(re).matcher(s);
        return m.find() ? m.group(1) : "none";
    }

    static String resetDemo() {
        Matcher m = Pattern.compile("o").matcher("foo boo");
        int c = 0;
        while (m.find()) c++;
        m.reset("zoo");
        while (m.find()) c++;
        return "count " + c;
    }
}
