// The program of node-tests/dap.test.mjs's attach to a running program: it echoes the lines of its
// input, so that adapters attach while it waits for one and stop it where it echoes the next.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Echo {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            String echo = "echo " + line;
            System.out.println(echo);
        }
    }
}
