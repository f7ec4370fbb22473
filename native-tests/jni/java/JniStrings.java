// JNI strings: NewString, NewStringUTF (modified UTF-8: NUL as C0 80, supplementary characters as
// surrogate pairs), GetStringLength, GetString[UTF]Chars, GetStringUTFLength, the region functions
// (StringIndexOutOfBoundsException when out of range) and GetStringCritical.
public class JniStrings {
    static {
        System.loadLibrary("jnitest");
    }

    static native String fromUtf(int which);
    static native String utfBytes(String s);
    static native String chars(String s);
    static native String newString(char[] cs);
    static native String region(String s, int start, int len);
    static native String utfRegion(String s, int start, int len);
    static native String critical(String s);
    static native String nullUtf();

    static String codes(String s) {
        if (s == null) return "null";
        StringBuilder b = new StringBuilder();
        b.append(s.length()).append(':');
        for (int i = 0; i < s.length(); i++) b.append(' ').append(Integer.toHexString(s.charAt(i)));
        return b.toString();
    }

    public static void main(String[] args) {
        for (int i = 0; i < 5; i++) System.out.println("fromUtf " + i + " " + codes(fromUtf(i)));
        String[] samples = {"", "ascii", "nul\u0000x", "\u00e9t\u00e9", "\u20ac100", "\ud83d\ude00!", "\ud800 lone", "\u07ff\u0800\uffff"};
        for (String s : samples) System.out.println("utfBytes " + codes(s) + " -> " + utfBytes(s));
        for (String s : samples) System.out.println("chars " + codes(s) + " -> " + chars(s));
        System.out.println("newString " + codes(newString(new char[] {'h', '\u00ef', '\ud83d', '\ude00', 0})));
        System.out.println("newString empty " + codes(newString(new char[0])));
        String s = "h\u00e9llo w\u20acrld";
        System.out.println("region " + region(s, 0, 5));
        System.out.println("region " + region(s, 7, 5));
        System.out.println("region " + region(s, 12, 0));
        System.out.println("region " + region(s, -1, 2));
        System.out.println("region " + region(s, 10, 3));
        System.out.println("region " + region(s, 0, -1));
        System.out.println("utfRegion " + utfRegion(s, 0, 5));
        System.out.println("utfRegion " + utfRegion(s, 7, 5));
        System.out.println("utfRegion " + utfRegion(s, 3, 0));
        System.out.println("utfRegion " + utfRegion(s, 11, 2));
        System.out.println("critical " + critical("latin1 \u00e9"));
        System.out.println("critical " + critical("utf16 \u20ac"));
        System.out.println("nullUtf " + nullUtf());
    }
}
