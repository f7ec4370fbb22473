// HotSwap, fixed: greet() says something else, and main's lines moved down by one (its code is the same).
public class HotSwap {
    static String greet(int i) {
        return "patched " + i;
    }



    public static void main(String[] args) {
        for (int i = 0; i < 4; i++) {
            System.out.println(greet(i)); // STOP
        }
    }
}
