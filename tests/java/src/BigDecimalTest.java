import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalTest {
    public static void main(String[] args) {
        BigDecimal a = new BigDecimal("123.4500");
        System.out.println(a + " scale " + a.scale() + " precision " + a.precision() + " unscaled " + a.unscaledValue() + " strip " + a.stripTrailingZeros()
            + " strip scale " + a.stripTrailingZeros().scale());
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("valueOf(0.1) = " + BigDecimal.valueOf(0.1) + " valueOf(1e10) " + BigDecimal.valueOf(1e10) + " valueOf(long,scale) " + BigDecimal.valueOf(12345, 3));
        BigDecimal x = new BigDecimal("1.10"), y = new BigDecimal("1.1");
        System.out.println("equals " + x.equals(y) + " compareTo " + x.compareTo(y) + " hash " + x.hashCode() + " " + y.hashCode());
        System.out.println("add " + x.add(y) + " sub " + x.subtract(new BigDecimal("0.001")) + " mul " + x.multiply(y) + " negate " + x.negate());
        RoundingMode[] modes = RoundingMode.values();
        String[] vals = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"};
        for (RoundingMode rm : modes) {
            StringBuilder sb = new StringBuilder(String.format("%-12s", rm));
            for (String v : vals) {
                try {
                    sb.append(' ').append(new BigDecimal(v).setScale(0, rm));
                } catch (ArithmeticException e) {
                    sb.append(" EXC");
                }
            }
            System.out.println(sb);
        }
        System.out.println("1/3 (10 digits) " + BigDecimal.ONE.divide(new BigDecimal(3), new MathContext(10)));
        System.out.println("2/3 scale 5 HALF_UP " + new BigDecimal(2).divide(new BigDecimal(3), 5, RoundingMode.HALF_UP));
        System.out.println("1/8 exact " + BigDecimal.ONE.divide(new BigDecimal(8)));
        try {
            BigDecimal.ONE.divide(new BigDecimal(3));
        } catch (ArithmeticException e) {
            System.out.println("non-terminating: " + e.getMessage());
        }
        try {
            BigDecimal.ONE.divide(BigDecimal.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("div by zero: " + e.getMessage());
        }
        System.out.println("DECIMAL128 pi-ish " + new BigDecimal(355).divide(new BigDecimal(113), MathContext.DECIMAL128));
        System.out.println("DECIMAL32 " + new BigDecimal("123456789.987654321").round(MathContext.DECIMAL32) + " DECIMAL64 " + new BigDecimal("1").divide(new BigDecimal("7"), MathContext.DECIMAL64));
        BigDecimal big = new BigDecimal("1E+10");
        System.out.println("toString " + big + " plain " + big.toPlainString() + " engineering " + big.toEngineeringString() + " scale " + big.scale());
        BigDecimal small = new BigDecimal("0.00000012300");
        System.out.println("small " + small + " plain " + small.toPlainString() + " eng " + small.toEngineeringString() + " strip " + small.stripTrailingZeros());
        System.out.println("exp notation " + new BigDecimal("-1.23E-10") + " " + new BigDecimal("12E3").toPlainString() + " " + new BigDecimal("0E-10") + " " + new BigDecimal("0E+3").toPlainString());
        System.out.println("movePoint " + a.movePointLeft(5) + " " + a.movePointRight(6) + " scaleByPowerOfTen " + a.scaleByPowerOfTen(-2));
        System.out.println("sqrt(2) " + new BigDecimal(2).sqrt(new MathContext(50)) + " pow " + new BigDecimal("1.1").pow(20));
        System.out.println("remainder " + new BigDecimal("10.5").remainder(new BigDecimal("3")) + " divideToIntegralValue " + new BigDecimal("10.5").divideToIntegralValue(new BigDecimal("3"))
            + " divideAndRemainder " + java.util.Arrays.toString(new BigDecimal("-7.5").divideAndRemainder(new BigDecimal("2"))));
        System.out.println("conversions " + a.intValue() + " " + a.doubleValue() + " " + new BigDecimal("1e400").doubleValue() + " " + a.toBigInteger() + " " + new BigDecimal("9.99").longValue());
        try {
            a.intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact: " + e.getMessage());
        }
        try {
            a.setScale(1);
        } catch (ArithmeticException e) {
            System.out.println("setScale: " + e.getMessage());
        }
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < 1000; i++) total = total.add(new BigDecimal("0.1"));
        System.out.println("sum of 1000 x 0.1 = " + total);
        BigDecimal compound = new BigDecimal("1000.00");
        for (int year = 0; year < 10; year++) compound = compound.multiply(new BigDecimal("1.05")).setScale(2, RoundingMode.HALF_EVEN);
        System.out.println("compound " + compound);
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        MathContext mc = new MathContext(60);
        for (int i = 1; i < 60; i++) {
            term = term.divide(BigDecimal.valueOf(i), mc);
            e = e.add(term, mc);
        }
        System.out.println("e ~ " + e);
        System.out.println("max/min " + x.max(y) + " " + x.min(new BigDecimal("1.100")) + " signum " + new BigDecimal("-0.0").signum() + " ulp " + a.ulp());
        System.out.println("round HALF_EVEN MathContext " + new BigDecimal("2.345").round(new MathContext(3, RoundingMode.HALF_EVEN)) + " " + new BigDecimal("2.355").round(new MathContext(3, RoundingMode.HALF_EVEN)));
        try {
            new BigDecimal("1.2.3");
        } catch (NumberFormatException ex) {
            System.out.println("NFE " + ex.getMessage());
        }
    }
}
