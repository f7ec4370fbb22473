import java.util.Random;
import java.util.SplittableRandom;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println("nextInt(100) " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextLong()).append(' ');
        System.out.println("nextLong " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextDouble()).append(' ');
        System.out.println("nextDouble " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextFloat()).append(' ');
        System.out.println("nextFloat " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextGaussian()).append(' ');
        System.out.println("nextGaussian " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 8; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println("nextBoolean " + sb);
        byte[] bytes = new byte[12];
        r.nextBytes(bytes);
        System.out.println("nextBytes " + java.util.Arrays.toString(bytes));
        System.out.println("bounded " + r.nextInt(1 << 30) + " " + r.nextInt(7) + " " + r.nextInt(5, 10) + " " + r.nextLong(1000L) + " " + r.nextDouble(2.0, 3.0));
        Random r2 = new Random(42);
        Random r3 = new Random(42);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (r2.nextInt() != r3.nextInt()) same = false;
        System.out.println("same seed same sequence " + same);
        r2.setSeed(7);
        System.out.println("after setSeed(7) " + r2.nextInt() + " " + new Random(7).nextInt());
        int[] hist = new int[10];
        Random h = new Random(2024);
        for (int i = 0; i < 10000; i++) hist[h.nextInt(10)]++;
        System.out.println("histogram " + java.util.Arrays.toString(hist));
        double mean = 0;
        Random g = new Random(99);
        for (int i = 0; i < 2000; i++) mean += g.nextGaussian();
        System.out.println("gaussian sum of 2000 " + mean);
        SplittableRandom sr = new SplittableRandom(12345);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(sr.nextInt(1000)).append(' ');
        SplittableRandom child = sr.split();
        System.out.println("SplittableRandom " + sb.toString().trim() + " child " + child.nextLong() + " parent " + sr.nextLong());
        // Monte Carlo pi with fixed seed
        Random mc = new Random(1);
        int inside = 0, n = 20000;
        for (int i = 0; i < n; i++) {
            double x = mc.nextDouble(), y = mc.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        System.out.println("pi estimate " + (4.0 * inside / n) + " inside " + inside);
        // Fisher-Yates with seed
        int[] deck = new int[20];
        for (int i = 0; i < deck.length; i++) deck[i] = i;
        Random fy = new Random(5);
        for (int i = deck.length - 1; i > 0; i--) {
            int j = fy.nextInt(i + 1);
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
        System.out.println("deck " + java.util.Arrays.toString(deck));
    }
}
