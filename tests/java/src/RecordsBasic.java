import java.lang.reflect.RecordComponent;

// Records whose toString/equals/hashCode are written by hand, so no invokedynamic is needed.
// (Records.java covers the javac-generated ObjectMethods versions.)
public class RecordsBasic {
    record Money(long cents, String currency) {
        Money {
            if (currency == null || currency.length() != 3) throw new IllegalArgumentException("bad currency: " + currency);
            currency = currency.toUpperCase(java.util.Locale.ROOT);
        }

        Money(long cents) { this(cents, "usd"); }

        Money plus(Money o) {
            if (!o.currency.equals(currency)) throw new IllegalArgumentException("currency mismatch " + currency + "/" + o.currency);
            return new Money(cents + o.cents, currency);
        }

        static Money parse(String s) {
            String[] p = s.split(" ");
            return new Money(Math.round(Double.parseDouble(p[0]) * 100), p[1]);
        }

        @Override
        public String toString() { return String.format(java.util.Locale.ROOT, "%d.%02d %s", cents / 100, Math.abs(cents % 100), currency); }

        @Override
        public boolean equals(Object o) { return o instanceof Money m && m.cents == cents && m.currency.equals(currency); }

        @Override
        public int hashCode() { return Long.hashCode(cents) * 31 + currency.hashCode(); }
    }

    record Wrapper<T>(T value, int[] extra) {
        @Override
        public int[] extra() { return extra.clone(); } // defensive accessor override

        @Override
        public String toString() { return "Wrapper(" + value + ", " + java.util.Arrays.toString(extra) + ")"; }

        @Override
        public boolean equals(Object o) { return o instanceof Wrapper<?> w && java.util.Objects.equals(w.value, value) && w.extra == extra; }

        @Override
        public int hashCode() { return java.util.Objects.hashCode(value); }
    }

    interface Shape { double area(); }

    record Square(double side) implements Shape {
        static int made = 0;
        Square { made++; }
        public double area() { return side * side; }
        @Override public String toString() { return "Square " + side; }
        @Override public boolean equals(Object o) { return o instanceof Square s && Double.compare(s.side, side) == 0; }
        @Override public int hashCode() { return Double.hashCode(side); }
    }

    public static void main(String[] args) {
        Money a = new Money(1050, "eur");
        Money b = Money.parse("2.75 EUR");
        System.out.println(a + " + " + b + " = " + a.plus(b) + " cents " + a.plus(b).cents() + " currency " + a.currency());
        System.out.println("default currency " + new Money(5) + " equals " + new Money(5).equals(new Money(5, "USD")) + " hash eq " + (new Money(5).hashCode() == new Money(5, "usd").hashCode()));
        try {
            a.plus(new Money(1));
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new Money(1, "dollars");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        int[] arr = {1, 2};
        Wrapper<String> w = new Wrapper<>("v", arr);
        w.extra()[0] = 99;
        System.out.println(w + " accessor copy protects " + (arr[0] == 1));
        Shape s = new Square(3);
        new Square(4);
        System.out.println(s + " area " + s.area() + " made " + Square.made + " isRecord " + s.getClass().isRecord() + " super " + s.getClass().getSuperclass().getName());
        for (RecordComponent rc : Money.class.getRecordComponents()) {
            try {
                System.out.println("component " + rc.getName() + " " + rc.getType().getName() + " accessor value " + rc.getAccessor().invoke(a));
            } catch (ReflectiveOperationException e) {
                System.out.println("reflection failed " + e);
            }
        }
        System.out.println("final class " + java.lang.reflect.Modifier.isFinal(Money.class.getModifiers()) + " fields private final "
            + java.lang.reflect.Modifier.toString(Money.class.getDeclaredFields()[0].getModifiers()));
        Object o = b;
        if (o instanceof Money m && m.cents() > 100) System.out.println("pattern match on record " + m.cents());
    }
}
