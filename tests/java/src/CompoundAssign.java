public class CompoundAssign {
    static int sideEffects = 0;

    static int idx() { sideEffects++; return 1; }

    public static void main(String[] args) {
        byte b = 10;
        b += 300; // (byte)(10+300)
        System.out.println("byte += 300 -> " + b);
        b = 100;
        b *= 3;
        System.out.println("byte *= 3 -> " + b);
        b = -128;
        b -= 1;
        System.out.println("byte -128 -= 1 -> " + b);
        short s = 30000;
        s += 30000;
        System.out.println("short += -> " + s);
        s = 1;
        s <<= 17;
        System.out.println("short <<= 17 -> " + s);
        char c = 'A';
        c += 2;
        System.out.println("char += 2 -> " + c);
        c *= 2;
        System.out.println("char *= 2 -> " + (int) c + " '" + c + "'");
        c = 'z';
        c++;
        System.out.println("char ++ -> " + c);
        int i = 10;
        i += 3.7; // (int)(10 + 3.7)
        System.out.println("int += 3.7 -> " + i);
        i = 7;
        i /= 2.0;
        System.out.println("int /= 2.0 -> " + i);
        i = 100;
        i *= 1e10;
        System.out.println("int *= 1e10 -> " + i);
        long l = 5;
        l += 0.6f;
        System.out.println("long += 0.6f -> " + l);
        l = Long.MAX_VALUE;
        l += 1.0; // (long)(double)
        System.out.println("Long.MAX += 1.0 -> " + l);
        float f = 0.1f;
        f += 0.2;
        System.out.println("float += 0.2 -> " + f);
        double d = 10;
        d %= 3.5;
        System.out.println("double %= 3.5 -> " + d);
        int sh = -1;
        sh >>>= 28;
        System.out.println("-1 >>>= 28 -> " + sh);
        byte bs = -1;
        bs >>>= 4; // promoted to int, shifted, truncated back
        System.out.println("byte -1 >>>= 4 -> " + bs);
        int x = 0b1010;
        x &= 0b0110;
        x |= 0b10000;
        x ^= 0b11111;
        System.out.println("bit compound -> " + x);
        // evaluation order: array index evaluated once
        int[] arr = {0, 10, 20};
        arr[idx()] += 5;
        arr[idx()]++;
        System.out.println("arr " + java.util.Arrays.toString(arr) + " idx calls " + sideEffects);
        // i = i++ puzzle
        int k = 5;
        k = k++;
        System.out.println("k = k++ -> " + k);
        int m = 5;
        m = m++ + ++m;
        System.out.println("m++ + ++m -> " + m);
        int p = 1;
        p += p++ + ++p;
        System.out.println("p += p++ + ++p -> " + p);
        // ternaries
        int a = 5;
        String t = a > 3 ? a > 4 ? "gt4" : "4" : "small";
        System.out.println("nested ternary " + t);
        long mixed = a > 0 ? 1 : 2L;
        char tc = true ? 'x' : 0; // constant int fits in char -> char
        Object to = false ? 'x' : 120; // 120 constant representable as char -> char 'x'
        Object to2 = false ? 'x' : a; // non-constant int -> int
        System.out.println("ternary types: " + mixed + " " + tc + " " + to + " " + to2.getClass().getSimpleName());
        // char arithmetic
        char ch = 'a';
        int sum = ch + 1;
        char next = (char) (ch + 1);
        System.out.println("char+1 = " + sum + ", (char)(ch+1) = " + next + ", 'a'+'b' = " + ('a' + 'b') + ", \"\"+'a'+'b' = " + "" + 'a' + 'b');
        StringBuilder alpha = new StringBuilder();
        for (char q = 'a'; q <= 'z'; q += 5) alpha.append(q);
        System.out.println("alpha " + alpha);
        System.out.println("char compare " + ('a' < 'b') + " digit " + ('7' - '0') + " upper " + (char) ('q' - 32) + " " + (char) ('A' ^ ' '));
        // increments on fields / statics / arrays of various types
        long[] la = {Long.MAX_VALUE};
        la[0]++;
        double[] da = {0.5};
        da[0]--;
        float[] fa = {1e38f};
        fa[0] *= 10;
        System.out.println("array incs " + la[0] + " " + da[0] + " " + fa[0]);
        // string +=
        String str = "a";
        str += 1 + 2;
        str += 'c';
        str += null;
        str += 1.5f;
        System.out.println("string += -> " + str);
        String str2 = 1 + 2 + "x" + 1 + 2;
        System.out.println("concat order -> " + str2);
        // integer overflow in compound
        int ov = Integer.MAX_VALUE;
        ov += 1;
        System.out.println("overflow += " + ov);
        short neg = -32768;
        neg = (short) -neg;
        System.out.println("-(short)MIN -> " + neg);
        boolean flag = true;
        flag &= false;
        flag |= true;
        flag ^= true;
        System.out.println("boolean compound -> " + flag);
    }
}
