import java.io.BufferedReader;
import java.io.InputStreamReader;

// Asks for a name with a prompt that has no newline, greets in non-ASCII text, then keeps the CPU
// busy (the page must stay responsive meanwhile) and reads lines until the end of input.
public class Greet {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        System.out.print("Name? ");
        System.out.flush();
        String name = in.readLine();
        System.out.println("Hello, " + name + " \u00e9\u20ac\uD83D\uDE00");
        System.out.print("Busy? ");
        in.readLine();
        long x = 0;
        for (int round = 0; round < 60; round++) {
            for (int i = 0; i < 1_000_000; i++) x += i % 7;
        }
        System.out.println("busy done " + x);
        int lines = 0;
        for (String line; (line = in.readLine()) != null; ) lines++;
        System.err.println("read " + lines + " more lines");
    }
}
