public class SwitchForms {
    enum Size { S, M, L, XL }

    static String oldInt(int i) {
        String r = "";
        switch (i) {
            case 1:
                r += "one ";
            case 2:
                r += "two ";
                break;
            case 10:
                r += "ten ";
                break;
            case -5:
                r += "minus five ";
                break;
            case Integer.MAX_VALUE:
                r += "max ";
                break;
            default:
                r += "default ";
        }
        return r.trim();
    }

    // sparse -> lookupswitch
    static int sparse(int i) {
        switch (i) {
            case 1: return 10;
            case 1000: return 20;
            case 100000: return 30;
            case -100000: return 40;
            case Integer.MIN_VALUE: return 50;
            default: return 0;
        }
    }

    // dense -> tableswitch
    static int dense(int i) {
        switch (i) {
            case 3: return 3;
            case 4: return 16;
            case 5: return 25;
            case 6: return 36;
            case 8: return 64;
            default: return -1;
        }
    }

    static String arrowExpr(int i) {
        return switch (i) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case 4 -> {
                String s = "fo";
                yield s + "ur";
            }
            default -> i < 0 ? "negative" : "big";
        };
    }

    static int yieldOld(Size s) {
        int v = switch (s) {
            case S:
                yield 1;
            case M:
                System.out.print("(M)");
            case L:
                yield 3;
            default:
                yield 99;
        };
        return v;
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ':
                return "space";
            default:
                if (Character.isDigit(c)) return "digit";
                return "consonant";
        }
    }

    static void arrowStatement(Size s) {
        switch (s) {
            case S -> System.out.println("small size");
            case M, L -> {
                System.out.println("medium or large: " + s);
            }
            case XL -> throw new IllegalArgumentException("too big: " + s);
        }
    }

    static String byteSwitch(byte b) {
        switch (b) {
            case -128: return "min";
            case 127: return "max";
            case 0: return "zero";
            default: return "other";
        }
    }

    static long nested(int a, int b) {
        switch (a) {
            case 1:
                switch (b) {
                    case 1: return 11;
                    case 2: return 12;
                }
                return 10;
            case 2:
                return switch (b) { case 1 -> 21L; default -> 20L; };
        }
        return 0;
    }

    public static void main(String[] args) {
        for (int i : new int[]{1, 2, 3, 10, -5, Integer.MAX_VALUE, 0}) System.out.println("oldInt(" + i + ")=" + oldInt(i));
        for (int i : new int[]{1, 1000, 100000, -100000, Integer.MIN_VALUE, 2, Integer.MAX_VALUE}) System.out.print(sparse(i) + " ");
        System.out.println();
        for (int i = 0; i < 10; i++) System.out.print(dense(i) + " ");
        System.out.println();
        for (int i = -1; i <= 6; i++) System.out.print(arrowExpr(i) + " ");
        System.out.println();
        for (Size s : Size.values()) System.out.print(yieldOld(s) + " ");
        System.out.println();
        for (char c : "hi 2u".toCharArray()) System.out.print(charSwitch(c) + " ");
        System.out.println();
        for (Size s : Size.values()) {
            try {
                arrowStatement(s);
            } catch (IllegalArgumentException e) {
                System.out.println("caught " + e.getMessage());
            }
        }
        System.out.println(byteSwitch((byte) -128) + " " + byteSwitch((byte) 127) + " " + byteSwitch((byte) 0) + " " + byteSwitch((byte) 5));
        System.out.println(nested(1, 1) + " " + nested(1, 2) + " " + nested(1, 3) + " " + nested(2, 1) + " " + nested(2, 5) + " " + nested(3, 3));
        Size nul = null;
        try {
            arrowStatement(nul);
        } catch (NullPointerException e) {
            System.out.println("enum switch on null -> NPE");
        }
        int acc = 0;
        for (int i = 0; i < 1000; i++) {
            acc += switch (i % 7) { case 0 -> 1; case 1 -> 2; case 3 -> 5; case 6 -> -4; default -> 0; };
        }
        System.out.println("acc " + acc);
    }
}
