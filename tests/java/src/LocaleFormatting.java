import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Locale;

public class LocaleFormatting {
    static String vis(String s) {
        return s.replace('\u202f', '_').replace('\u00a0', '~');
    }

    public static void main(String[] args) {
        Locale[] locales = {Locale.ROOT, Locale.US, Locale.UK, Locale.GERMANY, Locale.FRANCE, Locale.ITALY, Locale.JAPAN, new Locale("de", "CH"), new Locale("hi", "IN")};
        for (Locale l : locales) {
            System.out.println(l + " [" + l.toLanguageTag() + "]: " + vis(String.format(l, "%,d | %,.2f | %.3e | %s", 1234567, 9876.5, 12345.678, 1.5)));
        }
        for (Locale l : locales) {
            NumberFormat nf = NumberFormat.getInstance(l);
            NumberFormat pf = NumberFormat.getPercentInstance(l);
            System.out.println(l + " NumberFormat " + vis(nf.format(-1234567.891)) + " percent " + vis(pf.format(0.256)) + " int " + vis(NumberFormat.getIntegerInstance(l).format(2.5)));
        }
        DecimalFormat df = new DecimalFormat("#,##0.00;(#,##0.00)", DecimalFormatSymbols.getInstance(Locale.US));
        System.out.println("DecimalFormat " + df.format(1234.5) + " " + df.format(-0.005) + " " + df.format(-1234.567));
        DecimalFormat sci = new DecimalFormat("0.###E0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        System.out.println("scientific " + sci.format(123456) + " " + sci.format(0.00012345));
        DecimalFormat pad = new DecimalFormat("00000.0#", DecimalFormatSymbols.getInstance(Locale.ROOT));
        System.out.println("padded " + pad.format(3.14159) + " " + pad.format(12.5));
        System.out.println("upper/lower tr " + "title".toUpperCase(new Locale("tr")) + " " + "TITLE".toLowerCase(new Locale("tr")) + " root " + "title".toUpperCase(Locale.ROOT));
        System.out.println("display " + Locale.GERMANY.getDisplayCountry(Locale.US) + " " + Locale.FRANCE.getDisplayLanguage(Locale.FRANCE) + " " + Locale.JAPAN.getDisplayName(Locale.US));
        try {
            Number n = NumberFormat.getInstance(Locale.GERMANY).parse("1.234,5");
            System.out.println("parsed german " + n);
        } catch (java.text.ParseException e) {
            System.out.println("parse error " + e.getMessage());
        }
        java.text.MessageFormat mf = new java.text.MessageFormat("{0} has {1,number,integer} items costing {2,number,#.##}", Locale.US);
        System.out.println(mf.format(new Object[]{"cart", 3, 9.999}));
        java.text.Collator col = java.text.Collator.getInstance(Locale.US);
        String[] words = {"peach", "P\u00e9ch\u00e9", "p\u00eache", "Peach", "apple"};
        java.util.Arrays.sort(words, col);
        System.out.println("collated " + java.util.Arrays.toString(words));
    }
}
