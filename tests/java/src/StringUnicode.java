public class StringUnicode {
    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(Integer.toHexString(s.charAt(i)));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String s = "h\u00e9llo w\u00f6rld \u4e2d\u6587 \ud83d\ude00 \ud834\udd1e end";
        System.out.println(s);
        System.out.println("length " + s.length() + " codePoints " + s.codePointCount(0, s.length()));
        System.out.println("hex " + hex(s));
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            System.out.print(Integer.toHexString(cp) + "(" + Character.charCount(cp) + "," + Character.getType(cp) + ") ");
            i += Character.charCount(cp);
        }
        System.out.println();
        int smile = s.indexOf("\ud83d\ude00");
        System.out.println("smile at " + smile + " isHigh " + Character.isHighSurrogate(s.charAt(smile)) + " isLow " + Character.isLowSurrogate(s.charAt(smile + 1))
            + " toCodePoint " + Integer.toHexString(Character.toCodePoint(s.charAt(smile), s.charAt(smile + 1))));
        System.out.println("codePointBefore " + Integer.toHexString(s.codePointBefore(smile + 2)) + " offsetByCodePoints " + s.offsetByCodePoints(0, 20));
        char[] pair = Character.toChars(0x1F600);
        System.out.println("toChars len " + pair.length + " " + hex(new String(pair)) + " toChars(65) " + new String(Character.toChars(65)));
        StringBuilder sb = new StringBuilder(s);
        String rev = sb.reverse().toString();
        System.out.println("reversed " + rev);
        System.out.println("reversed hex " + hex(rev));
        StringBuilder broken = new StringBuilder();
        broken.append('\ude00').append('\ud83d').append('x');
        System.out.println("reverse lone surrogates " + hex(broken.reverse().toString()));
        System.out.println("appendCodePoint " + hex(new StringBuilder().appendCodePoint(0x10FFFF).appendCodePoint(0x41).toString()));
        System.out.println("upper " + "stra\u00dfe \u00e9t\u00e9 \u0131 i".toUpperCase(java.util.Locale.ROOT) + " lower " + "\u0130STANBUL \u00c9T\u00c9".toLowerCase(java.util.Locale.ROOT));
        System.out.println("upper len " + "\u00df".toUpperCase(java.util.Locale.ROOT).length());
        System.out.println("Character.toUpperCase(0x1F600) " + Character.toUpperCase(0x1F600) + " toUpperCase(0x10428) " + Integer.toHexString(Character.toUpperCase(0x10428)));
        byte[] utf8 = s.getBytes("UTF-8");
        System.out.println("utf8 bytes " + utf8.length);
        StringBuilder hb = new StringBuilder();
        for (byte b : utf8) hb.append(String.format("%02x", b & 0xff));
        System.out.println(hb);
        System.out.println("roundtrip " + new String(utf8, "UTF-8").equals(s));
        byte[] utf16 = "A\u00e9\ud83d\ude00".getBytes("UTF-16BE");
        System.out.println("utf16be len " + utf16.length + " first " + utf16[0] + "," + utf16[1]);
        byte[] latin1 = "caf\u00e9 \u4e2d".getBytes("ISO-8859-1");
        System.out.println("latin1 " + latin1.length + " last " + latin1[latin1.length - 1] + " " + (latin1[3] & 0xff));
        byte[] ascii = "na\u00efve".getBytes("US-ASCII");
        System.out.println("ascii " + new String(ascii, "US-ASCII"));
        byte[] bad = {(byte) 0x61, (byte) 0xc3, (byte) 0x28, (byte) 0xe2, (byte) 0x82, (byte) 0x61, (byte) 0xf0, (byte) 0x9f};
        String decoded = new String(bad, "UTF-8");
        System.out.println("malformed decoded hex " + hex(decoded));
        System.out.println("compare surrogate vs BMP " + "\ud83d\ude00".compareTo("\uffff") + " codepoint compare " + Integer.compare(0x1F600, 0xFFFF));
        System.out.println("equalsIgnoreCase unicode " + "\u00c9T\u00c9".equalsIgnoreCase("\u00e9t\u00e9") + " " + "\u03a3".equalsIgnoreCase("\u03c2"));
        System.out.println("isLetter " + Character.isLetter('\u4e2d') + " isDigit(\u0664) " + Character.isDigit('\u0664') + " digit " + Character.digit('\u0664', 10)
            + " getNumericValue(\u216b) " + Character.getNumericValue('\u216b'));
        System.out.println("names " + Character.getName(0x1F600) + " / " + Character.getName('A'));
        System.out.println("isValidCodePoint " + Character.isValidCodePoint(0x110000) + " isSupplementary " + Character.isSupplementaryCodePoint(0x10000)
            + " isBmp " + Character.isBmpCodePoint(0xFFFF));
        System.out.println("block " + Character.UnicodeBlock.of(0x4e2d) + " script " + Character.UnicodeScript.of(0x4e2d) + " " + Character.UnicodeScript.of('a'));
        String nfd = java.text.Normalizer.normalize("\u00e9", java.text.Normalizer.Form.NFD);
        System.out.println("NFD " + hex(nfd) + " NFC back " + hex(java.text.Normalizer.normalize(nfd, java.text.Normalizer.Form.NFC)));
        System.err.println("stderr unicode: \u00e9\u4e2d\ud83d\ude00");
    }
}
