// Mandelbrot: double arithmetic in a tight loop with a data-dependent exit, no allocation and no
// calls. Counts the points of a size x size grid over [-2, 0.5] x [-1.25, 1.25] that stay bounded
// for 50 iterations, and sums the iteration counts.
// Usage: java Mandelbrot [size]. Deterministic; prints the count and the sum.
public final class Mandelbrot {
    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 600;
        int inside = 0;
        long iterations = 0;
        for (int py = 0; py < size; py++) {
            double ci = -1.25 + 2.5 * py / size;
            for (int px = 0; px < size; px++) {
                double cr = -2.0 + 2.5 * px / size;
                double zr = 0, zi = 0;
                int i = 0;
                while (i < 50) {
                    double zr2 = zr * zr, zi2 = zi * zi;
                    if (zr2 + zi2 > 4.0) {
                        break;
                    }
                    zi = 2.0 * zr * zi + ci;
                    zr = zr2 - zi2 + cr;
                    i++;
                }
                if (i == 50) {
                    inside++;
                }
                iterations += i;
            }
        }
        System.out.println("inside " + inside + " iterations " + iterations);
    }
}
