public class CharacterClasses {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '\u00e9', '\u00df', '\u0391', '\u03c9', '\u0416', '\u4e2d', '\u0660', '\u2003', '\u00a0',
            '\u200b', '\u2028', '!', '\u00bd', '\u2160', '\u01c5', '\u0000', '\u007f', '\ufeff', '\ud800', '\uffff'};
        for (char c : cs) {
            System.out.println(String.format("U+%04X", (int) c) + " letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c)
                + " letterOrDigit=" + Character.isLetterOrDigit(c) + " alpha=" + Character.isAlphabetic(c) + " upper=" + Character.isUpperCase(c)
                + " lower=" + Character.isLowerCase(c) + " title=" + Character.isTitleCase(c) + " ws=" + Character.isWhitespace(c)
                + " space=" + Character.isSpaceChar(c) + " jStart=" + Character.isJavaIdentifierStart(c) + " jPart=" + Character.isJavaIdentifierPart(c)
                + " ctrl=" + Character.isISOControl(c) + " defined=" + Character.isDefined(c) + " type=" + Character.getType(c)
                + " up=" + Integer.toHexString(Character.toUpperCase(c)) + " low=" + Integer.toHexString(Character.toLowerCase(c))
                + " title=" + Integer.toHexString(Character.toTitleCase(c)) + " num=" + Character.getNumericValue(c)
                + " dir=" + Character.getDirectionality(c) + " mirrored=" + Character.isMirrored(c) + " ideo=" + Character.isIdeographic(c));
        }
        int[] cps = {0x1F600, 0x10400, 0x1D7CE, 0x20000, 0xE0001, 0x10FFFF};
        for (int cp : cps) {
            System.out.println(Integer.toHexString(cp) + " letter=" + Character.isLetter(cp) + " digit=" + Character.isDigit(cp) + " upper=" + Character.isUpperCase(cp)
                + " type=" + Character.getType(cp) + " lower=" + Integer.toHexString(Character.toLowerCase(cp)) + " num=" + Character.getNumericValue(cp)
                + " defined=" + Character.isDefined(cp) + " emoji-ish(OTHER_SYMBOL)=" + (Character.getType(cp) == Character.OTHER_SYMBOL));
        }
        int letters = 0, digits = 0, upper = 0, spaces = 0, defined = 0;
        for (int c = 0; c < 0x10000; c++) {
            if (Character.isLetter(c)) letters++;
            if (Character.isDigit(c)) digits++;
            if (Character.isUpperCase(c)) upper++;
            if (Character.isWhitespace(c)) spaces++;
            if (Character.isDefined(c)) defined++;
        }
        System.out.println("BMP letters " + letters + " digits " + digits + " upper " + upper + " whitespace " + spaces + " defined " + defined);
        StringBuilder sb = new StringBuilder();
        for (char c = 'a'; c <= 'e'; c++) sb.append(Character.toUpperCase(c)).append(Character.toChars(c + 0x1D41A - 'a'));
        System.out.println("math bold " + sb);
        System.out.println("Character.toString(0x1F600).length " + Character.toString(0x1F600).length() + " valueOf " + Character.valueOf('q') + " reverseBytes " + Integer.toHexString(Character.reverseBytes('\u1234')));
        System.out.println("highSurrogate " + Integer.toHexString(Character.highSurrogate(0x1F600)) + " lowSurrogate " + Integer.toHexString(Character.lowSurrogate(0x1F600)));
        System.out.println("MIN_RADIX " + Character.MIN_RADIX + " MAX_RADIX " + Character.MAX_RADIX + " MAX_CODE_POINT " + Integer.toHexString(Character.MAX_CODE_POINT));
    }
}
