public class StringConcat {
    static class Custom {
        final int v;
        Custom(int v) { this.v = v; }
        public String toString() { return "Custom#" + v; }
    }

    static class NullToString {
        public String toString() { return null; }
    }

    public static void main(String[] args) {
        byte b = -5;
        short s = 300;
        char c = 'x';
        int i = -42;
        long l = 1L << 40;
        float f = 1.25f;
        double d = -0.0;
        boolean z = true;
        String str = null;
        Object o = null;
        Custom cu = new Custom(7);
        char[] chars = {'a', 'b'};
        System.out.println("all: " + b + "|" + s + "|" + c + "|" + i + "|" + l + "|" + f + "|" + d + "|" + z + "|" + str + "|" + o + "|" + cu);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c" + 'd' + 'e');
        System.out.println("" + c + 1 + (c + 1) + (char) (c + 1));
        System.out.println("nulls " + null + (String) null + null);
        System.out.println("toString null: " + new NullToString());
        System.out.println("floats " + 1e-5f + " " + 1e21 + " " + Float.MIN_VALUE + " " + Double.NaN + " " + (1 / 0.0) + " " + 100.0f);
        System.out.println("long edges " + Long.MIN_VALUE + Integer.MIN_VALUE + Short.MIN_VALUE + Byte.MIN_VALUE);
        String acc = "";
        for (int k = 0; k < 10; k++) acc += k;
        System.out.println("loop concat " + acc);
        String x = "x";
        x += x += x;
        System.out.println("x += x += x -> " + x);
        String s1 = "a" + "b" + 1 + 2 + 'c' + true + 1.5 + null;
        System.out.println("constant folded " + s1 + " interned " + (s1 == ("ab12ctrue1.5" + "null")));
        Object arr = new int[][]{{1}};
        System.out.println("array class in concat " + ((Object[]) arr).length + " " + arr.getClass().getName());
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder in concat " + sb + " " + sb.append("!") + " " + sb);
        int counter = 0;
        String side = "v" + (counter++) + (counter++) + (++counter);
        System.out.println("side effects order " + side + " counter " + counter);
        CharSequence cs = new StringBuilder("seq");
        System.out.println("charsequence " + cs + " chars " + String.valueOf(chars) + " " + new String(chars, 0, 1));
        String big = "";
        for (int k = 0; k < 200; k++) big = big + (char) ('a' + k % 26);
        System.out.println("big length " + big.length() + " hash " + big.hashCode() + " tail " + big.substring(190));
        String mixed = "\u00e9" + 1 + "\ud83d\ude00" + 'z';
        System.out.println("unicode concat " + mixed + " length " + mixed.length());
        System.out.println("concat method " + "a".concat("") + "|" + "".concat("b") + " valueOf " + String.valueOf(3.0f) + String.valueOf('q'));
    }
}
