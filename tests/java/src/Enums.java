import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

public class Enums {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6), MARS(6.421e+23, 3.3972e6);

        private final double mass, radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() { return G * mass / (radius * radius); }
    }

    enum Op {
        PLUS("+") {
            int apply(int a, int b) { return a + b; }
        },
        MINUS("-") {
            int apply(int a, int b) { return a - b; }
        },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }

            @Override
            public String toString() { return "times!"; }
        };

        final String sym;

        Op(String sym) { this.sym = sym; }

        abstract int apply(int a, int b);
    }

    interface HasCode { int code(); }

    enum Status implements HasCode {
        OK(200), NOT_FOUND(404), ERROR(500);
        private final int code;
        private static final Map<Integer, Status> BY_CODE = new java.util.HashMap<>();
        static {
            for (Status s : values()) BY_CODE.put(s.code, s);
            System.out.println("Status static init done");
        }

        Status(int c) { code = c; }

        public int code() { return code; }

        static Status byCode(int c) { return BY_CODE.get(c); }
    }

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN;
        boolean weekend() { return this == SAT || this == SUN; }
        Day next() { return values()[(ordinal() + 1) % values().length]; }
    }

    enum Singleton { INSTANCE; int value = 7; }

    static String classify(Day d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            case FRI:
                return "almost";
            default:
                return "work";
        }
    }

    static int arrow(Color c) {
        return switch (c) {
            case RED -> 1;
            case GREEN -> 2;
            case BLUE -> 3;
        };
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " ordinal " + c.ordinal() + " name " + c.name() + " arrow " + arrow(c) + " compareTo(GREEN) " + c.compareTo(Color.GREEN));
        }
        System.out.println("valueOf " + Color.valueOf("BLUE") + " " + Enum.valueOf(Color.class, "RED"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        for (Planet p : Planet.values()) {
            System.out.println(p + " g=" + String.format(java.util.Locale.ROOT, "%.3f", p.surfaceGravity()));
        }
        for (Op op : Op.values()) {
            System.out.println(op.name() + " " + op + " " + op.sym + " 6,3 -> " + op.apply(6, 3) + " class " + op.getClass().getName()
                + " declaring " + op.getDeclaringClass().getSimpleName());
        }
        System.out.println("Status.OK.code " + Status.OK.code());
        System.out.println("byCode 404 " + Status.byCode(404) + " 999 " + Status.byCode(999));
        for (Day d : Day.values()) System.out.print(d + ":" + classify(d) + ":" + d.weekend() + "->" + d.next() + " ");
        System.out.println();
        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        System.out.println("EnumMap " + hours + " containsKey TUE " + hours.containsKey(Day.TUE));
        for (Map.Entry<Day, Integer> e : hours.entrySet()) System.out.print(e.getKey().ordinal() + "=" + e.getValue() + ";");
        System.out.println();
        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> week = EnumSet.complementOf(weekend);
        System.out.println("weekend " + weekend + " week " + week + " range " + EnumSet.range(Day.TUE, Day.THU) + " all " + EnumSet.allOf(Color.class)
            + " none " + EnumSet.noneOf(Color.class));
        week.remove(Day.WED);
        week.add(Day.SUN);
        System.out.println("modified " + week + " contains WED " + week.contains(Day.WED));
        System.out.println("Singleton " + Singleton.INSTANCE.value + " " + Singleton.valueOf("INSTANCE"));
        System.out.println("equals " + Color.RED.equals(Color.RED) + " == " + (Color.valueOf("RED") == Color.RED) + " isEnum " + Color.class.isEnum()
            + " Op.PLUS.getClass().isEnum " + Op.PLUS.getClass().isEnum());
        System.out.println("constants " + java.util.Arrays.toString(Op.class.getEnumConstants()));
        System.out.println("hash equality " + (Color.RED.hashCode() == Color.RED.hashCode()));
        Object o = Day.MON;
        System.out.println("instanceof Comparable " + (o instanceof Comparable) + " Enum " + (o instanceof Enum));
    }
}
