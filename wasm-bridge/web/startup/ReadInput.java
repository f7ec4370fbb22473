// Start-up class list program: the classes a program reading System.in loads (Scanner, BufferedReader).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Scanner;

public class ReadInput {
    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            Scanner in = new Scanner(System.in);
            while (in.hasNextLine()) System.out.println(in.nextLine());
        } else {
            BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
            for (String line; (line = r.readLine()) != null; ) System.out.println(line);
        }
    }
}
