import java.util.*;

public class TmScannerStdin {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        long sum = 0; int max = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) { int v = sc.nextInt(); sum += v; max = Math.max(max, v); }
        System.out.println("n=" + n + " sum=" + sum + " max=" + max);
        double d = sc.nextDouble();
        System.out.println("double: " + d);
        sc.nextLine();
        String line = sc.nextLine();
        System.out.println("line: [" + line + "]");
        Map<String, Integer> freq = new TreeMap<>();
        int lines = 0;
        while (sc.hasNextLine()) {
            String l = sc.nextLine();
            lines++;
            if (l.isBlank()) continue;
            for (String w : l.trim().toLowerCase().split("\\W+")) freq.merge(w, 1, Integer::sum);
        }
        System.out.println("remaining lines: " + lines);
        System.out.println("freq: " + freq);
        System.out.println("hasNext at end: " + sc.hasNext());
        Scanner s2 = new Scanner("a,b,,c").useDelimiter(",");
        List<String> toks = new ArrayList<>();
        while (s2.hasNext()) toks.add(s2.next());
        System.out.println("tokens: " + toks);
        try { new Scanner("x").nextInt(); } catch (InputMismatchException e) { System.out.println("InputMismatchException"); }
        try { new Scanner("").next(); } catch (NoSuchElementException e) { System.out.println("NoSuchElementException"); }
    }
}
