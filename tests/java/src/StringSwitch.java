public class StringSwitch {
    static int classic(String s) {
        switch (s) {
            case "Aa":
                return 1;
            case "BB": // same hashCode as "Aa"
                return 2;
            case "AaAa":
                return 3;
            case "BBBB":
                return 4;
            case "AaBB":
                return 5;
            case "":
                return 6;
            case "hello":
            case "world":
                return 7;
            default:
                return -1;
        }
    }

    static String arrow(String s) {
        return switch (s) {
            case "one", "uno", "eins" -> "1";
            case "two" -> "2";
            case "Aa", "BB" -> "collision";
            default -> {
                if (s.length() > 3) yield "long:" + s.length();
                yield "?";
            }
        };
    }

    static String fallthrough(String s) {
        StringBuilder sb = new StringBuilder();
        switch (s) {
            case "a":
                sb.append("A");
            case "b":
                sb.append("B");
                break;
            case "c":
                sb.append("C");
            default:
                sb.append("D");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("hash Aa=" + "Aa".hashCode() + " BB=" + "BB".hashCode() + " AaAa=" + "AaAa".hashCode() + " BBBB=" + "BBBB".hashCode() + " AaBB=" + "AaBB".hashCode());
        String[] in = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "world", "Hello", "x"};
        for (String s : in) {
            System.out.println("classic(" + s + ")=" + classic(s) + " arrow=" + arrow(s));
        }
        for (String s : new String[]{"one", "uno", "eins", "two", "three", "four"}) {
            System.out.println(s + " -> " + arrow(s));
        }
        for (String s : new String[]{"a", "b", "c", "d"}) {
            System.out.println("fallthrough " + s + " " + fallthrough(s));
        }
        try {
            classic(null);
        } catch (NullPointerException e) {
            System.out.println("switch on null: NPE");
        }
    }
}
