// Reading input: the program waits for a line typed in the console below.
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println("What is your name?");
        String name = in.nextLine();
        System.out.println("Hello, " + name + "!");
        System.out.println("Type numbers (an empty line ends):");
        int total = 0;
        while (in.hasNextLine()) {
            String line = in.nextLine().trim();
            if (line.isEmpty()) {
                break;
            }
            total += Integer.parseInt(line);
            System.out.println("total so far: " + total);
        }
        System.out.println("total = " + total);
    }
}
