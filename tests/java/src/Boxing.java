import java.util.ArrayList;
import java.util.List;

public class Boxing {
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println("127==127 " + (a == b) + " 128==128 " + (c == d) + " equals " + c.equals(d));
        Integer m1 = -128, m2 = -128, m3 = -129, m4 = -129;
        System.out.println("-128 " + (m1 == m2) + " -129 " + (m3 == m4));
        Integer v1 = Integer.valueOf(100), v2 = Integer.valueOf(100);
        System.out.println("valueOf(100) same " + (v1 == v2) + " new-ish " + (Integer.valueOf(1000) == Integer.valueOf(1000)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127 " + (l1 == l2) + " 128 " + (l3 == l4));
        Short s1 = 100, s2 = 100;
        Byte b1 = 1, b2 = 1;
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Short " + (s1 == s2) + " Byte " + (b1 == b2) + " Char a " + (c1 == c2) + " Char 256 " + (c3 == c4) + " Boolean " + (t1 == t2));
        Double dd1 = 1.0, dd2 = 1.0;
        System.out.println("Double cached? " + (dd1 == dd2) + " equals " + dd1.equals(dd2));
        // mixed comparisons unbox
        Integer big = 1000;
        int prim = 1000;
        Long lbig = 1000L;
        System.out.println("Integer==int " + (big == prim) + " Long.equals(Integer) " + lbig.equals(big) + " lbig==prim " + (lbig == prim));
        // arithmetic with boxes
        Integer x = 5;
        x++;
        x += 10;
        Integer y = x * 2;
        System.out.println("x " + x + " y " + y);
        Character ch = 'A';
        ch++;
        System.out.println("ch " + ch);
        // ternary unboxing NPE
        Integer nul = null;
        try {
            int r = true ? nul : 0;
            System.out.println(r);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing NPE");
        }
        Object o = true ? 1 : "s";
        Object o2 = true ? 1 : 2.0; // numeric promotion: 1.0
        System.out.println("ternary types " + o.getClass().getSimpleName() + " " + o2 + " " + o2.getClass().getSimpleName());
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 5; i++) list.add(i * 100);
        list.remove(Integer.valueOf(300));
        list.remove(0);
        System.out.println("list " + list + " contains 200 " + list.contains(200) + " indexOf 400 " + list.indexOf(400));
        long sum = 0;
        Long boxedSum = 0L;
        for (int i = 0; i < 1000; i++) {
            sum += i;
            boxedSum += i;
        }
        System.out.println("sums " + sum + " " + boxedSum);
        System.out.println("compare " + Integer.compare(3, 7) + " " + Boolean.compare(true, false) + " " + Character.compare('b', 'a') + " " + Double.compare(0.0, -0.0));
        System.out.println("hashCodes " + Integer.valueOf(42).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode()
            + " " + Character.valueOf('x').hashCode() + " " + Double.valueOf(1.5).hashCode() + " " + Short.valueOf((short) -3).hashCode() + " " + Float.valueOf(-0.0f).hashCode());
        System.out.println("MIN/MAX " + Byte.MIN_VALUE + " " + Short.MAX_VALUE + " " + (int) Character.MAX_VALUE + " " + Long.MIN_VALUE + " " + Float.MAX_VALUE + " " + Double.MIN_VALUE);
        System.out.println("SIZE " + Integer.SIZE + " " + Long.BYTES + " " + Character.BYTES + " " + Double.SIZE);
        Number n = 3.7f;
        System.out.println("Number conversions " + n.intValue() + " " + n.longValue() + " " + n.doubleValue() + " " + n.byteValue() + " " + n.shortValue());
        Object[] objs = {1, 2L, 3.0f, 4.0, (short) 5, (byte) 6, 'c', true};
        StringBuilder sb = new StringBuilder();
        for (Object ob : objs) sb.append(ob.getClass().getSimpleName()).append('=').append(ob).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println("Integer.valueOf(String) " + Integer.valueOf("-77") + " Boolean.parse " + Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean("True"));
        System.out.println("toString " + Integer.toString(255, 16) + " " + Character.toString(97) + " " + Long.toString(-255L, 2));
        System.out.println("sum/max/min " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Long.min(-1, 1) + " " + Double.sum(0.1, 0.2) + " " + Float.max(-0.0f, 0.0f));
    }
}
