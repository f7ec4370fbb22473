// Prints 20,000 numbered lines (about 1.2 MB): more than a pipe holds, so a reader that lags makes
// the writer wait.
public class ManyLines {
    public static void main(String[] args) {
        for (int i = 0; i < 20_000; i++) {
            System.out.println("line " + i + " of the output that a slow reader must receive in full");
        }
    }
}
