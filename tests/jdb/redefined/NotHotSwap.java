// A class file that is not HotSwap's: hotswap.jdb's `redefine HotSwap` with it is refused
// (NAMES_DONT_MATCH) and changes nothing.
public class NotHotSwap {
    static String greet(int round) {
        return "never printed " + round;
    }
}
