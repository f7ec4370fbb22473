public class RadixParsing {
    static void tryParse(String s, int radix) {
        try {
            System.out.println("parseInt(\"" + s + "\"," + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + s + "\"," + radix + ") NFE: " + e.getMessage());
        }
    }

    static void tryLong(String s) {
        try {
            System.out.println("parseLong(\"" + s + "\") = " + Long.parseLong(s));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(\"" + s + "\") NFE: " + e.getMessage());
        }
    }

    static void tryDouble(String s) {
        try {
            System.out.println("parseDouble(\"" + s + "\") = " + Double.parseDouble(s));
        } catch (NumberFormatException e) {
            System.out.println("parseDouble(\"" + s + "\") NFE: " + e.getMessage());
        } catch (NullPointerException e) {
            System.out.println("parseDouble(null) NPE");
        }
    }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 255, -255, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            System.out.println(v + ": bin " + Integer.toBinaryString(v) + " oct " + Integer.toOctalString(v) + " hex " + Integer.toHexString(v)
                + " r2 " + Integer.toString(v, 2) + " r7 " + Integer.toString(v, 7) + " r36 " + Integer.toString(v, 36) + " r99 " + Integer.toString(v, 99));
        }
        String[][] cases = {{"123", "10"}, {"-123", "10"}, {"+42", "10"}, {"ff", "16"}, {"FF", "16"}, {"-80000000", "16"}, {"80000000", "16"},
            {"zz", "36"}, {"1010", "2"}, {"2", "2"}, {"", "10"}, {"-", "10"}, {"+", "10"}, {"12a", "10"}, {"2147483647", "10"}, {"2147483648", "10"},
            {"-2147483648", "10"}, {"-2147483649", "10"}, {" 1", "10"}, {"1", "37"}, {"1", "1"}, {"\u0661\u0662", "10"}, {"00000000000000000000042", "10"}};
        for (String[] c : cases) tryParse(c[0], Integer.parseInt(c[1]));
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null) NFE: " + e.getMessage());
        }
        for (String s : new String[]{"9223372036854775807", "-9223372036854775808", "9223372036854775808", "1L", "0x10", "007"}) tryLong(s);
        for (String s : new String[]{"1.5", "-1e3", ".5", "5.", "1e", "abc", "NaN", "-Infinity", "0x1p3", "1_000", "1.0d", "2f", "", null}) tryDouble(s);
        System.out.println("decode " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Long.decode("-0X7fffffffffffffff"));
        try {
            Integer.decode("0xZZ");
        } catch (NumberFormatException e) {
            System.out.println("decode NFE: " + e.getMessage());
        }
        System.out.println("valueOf radix " + Integer.valueOf("-zz", 36) + " Short " + Short.parseShort("-32768") + " Byte " + Byte.parseByte("7f", 16));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("Byte NFE: " + e.getMessage());
        }
        try {
            Short.parseShort("40000");
        } catch (NumberFormatException e) {
            System.out.println("Short NFE: " + e.getMessage());
        }
        System.out.println("Character.digit " + Character.digit('z', 36) + " " + Character.digit('g', 16) + " forDigit " + Character.forDigit(11, 16) + " " + Character.forDigit(5, 2) + "|");
        System.out.println("parseInt(CharSequence,begin,end,radix) " + Integer.parseInt("xx1234yy", 2, 6, 10));
        System.out.println("Long.toString(-1,16) " + Long.toString(-1, 16) + " toHexString(-1L) " + Long.toHexString(-1L));
        System.out.println("parseUnsignedInt ffffffff " + Integer.parseUnsignedInt("ffffffff", 16));
        try {
            Integer.parseUnsignedInt("-1");
        } catch (NumberFormatException e) {
            System.out.println("unsigned NFE: " + e.getMessage());
        }
        try {
            Integer.parseUnsignedInt("4294967296");
        } catch (NumberFormatException e) {
            System.out.println("unsigned NFE: " + e.getMessage());
        }
    }
}
