import java.time.DayOfWeek;
import java.util.List;

// Switch expressions and arrow switches on enums, strings, ints, chars and boxed values, with
// yield, multiple labels, exhaustive enum switches without default, fall-through in old-style
// switches, and pattern matching for instanceof.
public class SwitchExpressions {
    enum Planet { MERCURY, VENUS, EARTH, MARS, JUPITER, SATURN, URANUS, NEPTUNE }

    enum Op {
        ADD("+") { int apply(int a, int b) { return a + b; } },
        SUB("-") { int apply(int a, int b) { return a - b; } },
        MUL("*") { int apply(int a, int b) { return a * b; } },
        DIV("/") { int apply(int a, int b) { return a / b; } };
        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
    }

    static String kind(Planet p) {
        return switch (p) {
            case MERCURY, VENUS, EARTH, MARS -> "rocky";
            case JUPITER, SATURN -> "gas giant";
            case URANUS, NEPTUNE -> "ice giant";
        };
    }

    static int moons(Planet p) {
        return switch (p) {
            case EARTH -> 1;
            case MARS -> 2;
            case JUPITER, SATURN -> {
                int base = p == Planet.JUPITER ? 90 : 140;
                yield base + p.ordinal();
            }
            default -> {
                if (p.name().startsWith("M") || p.name().startsWith("V")) yield 0;
                yield p.name().length();
            }
        };
    }

    static String classify(int n) {
        return switch (n) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case -1 -> "minus one";
            case Integer.MAX_VALUE -> "max";
            default -> n < 0 ? "negative" : n % 2 == 0 ? "even" : "odd";
        };
    }

    static int sparse(int n) {
        return switch (n) {
            case 1 -> 10;
            case 1000 -> 20;
            case 100000 -> 30;
            case -50000 -> 40;
            default -> -1;
        };
    }

    static String command(String s) {
        return switch (s) {
            case "go", "run" -> "moving";
            case "stop" -> "halted";
            case "Aa", "BB" -> "hash collision " + s; // "Aa".hashCode() == "BB".hashCode()
            case "" -> "empty";
            default -> {
                String t = s.trim();
                yield t.isEmpty() ? "blank" : "unknown(" + t + ")";
            }
        };
    }

    static String charKind(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ':
                return "space";
            default:
                if (Character.isDigit(c)) return "digit";
                return Character.isLetter(c) ? "consonant" : "other";
        }
    }

    static String fallThrough(int n) {
        StringBuilder sb = new StringBuilder();
        switch (n) {
            case 3: sb.append("three ");
            case 2: sb.append("two ");
            case 1: sb.append("one ");
                break;
            case 0: sb.append("zero ");
            default: sb.append("default");
        }
        return sb.toString().trim();
    }

    static String describe(Object o) {
        if (o instanceof Integer i && i > 10) return "big int " + (i * 2);
        if (o instanceof Integer i) return "int " + i;
        if (o instanceof String s && !s.isEmpty()) return "string of " + s.length() + " starting " + s.charAt(0);
        if (o instanceof String) return "empty string";
        if (o instanceof int[] arr && arr.length > 0) return "int[] first " + arr[0];
        if (o instanceof int[] arr) return "int[] of length " + arr.length;
        if (o instanceof List<?> l) return "list size " + l.size();
        if (!(o instanceof Number n)) return "other " + o;
        return "number " + n.doubleValue();
    }

    static int boxedSwitch(Integer boxed) {
        switch (boxed) { // unboxes: null throws NullPointerException
            case 1: return 100;
            default: return boxed * 2;
        }
    }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.println(p + " " + kind(p) + " moons~" + moons(p));
        for (Op op : Op.values()) {
            String r = switch (op) {
                case DIV -> {
                    try { yield String.valueOf(op.apply(7, 0)); } catch (ArithmeticException e) { yield "div error: " + e.getMessage(); }
                }
                default -> "7" + op.sym + "3=" + op.apply(7, 3);
            };
            System.out.println(op + " " + r + " class is enum subclass " + (op.getClass() != Op.class) + " declaring " + op.getDeclaringClass().getSimpleName());
        }
        for (int n : new int[]{0, 1, 3, 4, 7, -1, -8, Integer.MAX_VALUE}) System.out.println("classify " + n + " " + classify(n));
        for (int n : new int[]{1, 1000, 100000, -50000, 2}) System.out.println("sparse " + n + " " + sparse(n));
        for (String s : new String[]{"go", "run", "stop", "Aa", "BB", "", "  ", " jump "}) System.out.println("command '" + s + "' " + command(s));
        StringBuilder kinds = new StringBuilder();
        for (char c : "hi 2u!".toCharArray()) kinds.append(charKind(c)).append(',');
        System.out.println("chars " + kinds);
        for (int n = -1; n <= 4; n++) System.out.println("fallThrough " + n + " " + fallThrough(n));
        for (DayOfWeek d : DayOfWeek.values()) {
            int len = switch (d) {
                case SATURDAY, SUNDAY -> 0;
                default -> d.getValue() * 8;
            };
            System.out.print(d.name().charAt(0) + "" + len + " ");
        }
        System.out.println();
        Object[] things = {5, 42, "", "hello", new int[]{9}, new int[0], List.of(1, 2), 2.5, 'c', null};
        for (Object o : things) System.out.println("describe " + describe(o));
        System.out.println("boxed " + boxedSwitch(1) + " " + boxedSwitch(21));
        try {
            boxedSwitch(null);
        } catch (NullPointerException e) {
            System.out.println("switch on null Integer: NullPointerException");
        }
        try {
            String s = null;
            System.out.println(command(s));
        } catch (NullPointerException e) {
            System.out.println("switch on null String: NullPointerException");
        }
        try {
            Planet p = null;
            System.out.println(kind(p));
        } catch (NullPointerException e) {
            System.out.println("switch on null enum: NullPointerException");
        }
        int total = 0;
        for (Planet p : Planet.values()) {
            total += switch (p.ordinal() % 3) { case 0 -> 1; case 1 -> 10; default -> 100; };
        }
        System.out.println("total " + total);
        var day = DayOfWeek.WEDNESDAY;
        String mood = switch (day) { case MONDAY -> "meh"; case FRIDAY -> "yay"; default -> { String base = day.toString().toLowerCase(); yield base.substring(0, 3); } };
        System.out.println("mood " + mood);
    }
}
