// Reading input: the program waits for a line typed in the console below (System.in, read a line
// at a time).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("What is your name?");
        String name = in.readLine();
        System.out.println("Hello, " + name + "!");
        System.out.println("Type numbers (an empty line ends):");
        int total = 0;
        String line;
        while ((line = in.readLine()) != null && !line.isBlank()) {
            total += Integer.parseInt(line.trim());
            System.out.println("total so far: " + total);
        }
        System.out.println("total = " + total);
    }
}
