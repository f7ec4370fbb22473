import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Scanner;

public class ScannerInput {
    public static void main(String[] args) throws Exception {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        String header = br.readLine();
        System.out.println("header: [" + header + "]");
        int n = Integer.parseInt(br.readLine().trim());
        long sum = 0;
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] parts = br.readLine().split("\\s+");
            names.append(parts[0]).append(';');
            sum += Long.parseLong(parts[1]);
        }
        System.out.println("records " + n + " names " + names + " sum " + sum);
        StringBuilder rest = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) rest.append(line).append('\n');
        Scanner sc = new Scanner(rest.toString());
        sc.useLocale(java.util.Locale.ROOT);
        int ints = 0;
        double dsum = 0;
        StringBuilder words = new StringBuilder();
        while (sc.hasNext()) {
            if (sc.hasNextInt()) {
                ints++;
                dsum += sc.nextInt();
            } else if (sc.hasNextDouble()) {
                dsum += sc.nextDouble();
            } else {
                words.append(sc.next()).append(' ');
            }
        }
        System.out.println("ints " + ints + " dsum " + dsum + " words " + words.toString().trim());
        System.err.println("read all input");
        System.out.println("read() at EOF: " + System.in.read());
    }
}
