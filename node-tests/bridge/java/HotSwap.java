// HotSwap: the program whose greet() the debugger's hotSwap replaces while main is stopped at the
// breakpoint below (node-tests/debugger-hotswap.test.mjs; the new version is hotswap/HotSwap.java).
public class HotSwap {
    static String greet(int i) {
        return "hello " + i;
    }

    public static void main(String[] args) {
        for (int i = 0; i < 4; i++) {
            System.out.println(greet(i)); // STOP
        }
    }
}
