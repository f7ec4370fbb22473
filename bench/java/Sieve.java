// Sieve: integer and array heavy. Sieve of Eratosthenes over [0, limit) repeated, then a pass
// that mixes the primes into a hash with shifts, multiplies and a small lookup table.
// Usage: java Sieve [limit] [rounds]. Deterministic; prints the prime count and a checksum.
public final class Sieve {
    static int sieve(boolean[] composite, int[] primes) {
        int n = composite.length;
        for (int i = 0; i < n; i++) {
            composite[i] = false;
        }
        int count = 0;
        for (int i = 2; i < n; i++) {
            if (!composite[i]) {
                primes[count++] = i;
                long sq = (long) i * i;
                if (sq < n) {
                    for (int j = (int) sq; j < n; j += i) {
                        composite[j] = true;
                    }
                }
            }
        }
        return count;
    }

    static int mix(int[] primes, int count, int[] table, int seed) {
        int h = seed;
        for (int i = 0; i < count; i++) {
            int p = primes[i];
            h ^= p;
            h = (h << 5) - h + table[p & 255];
            h ^= h >>> 13;
            table[(h >>> 3) & 255] += p % 7;
        }
        return h;
    }

    public static void main(String[] args) {
        int limit = args.length > 0 ? Integer.parseInt(args[0]) : 2000000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        boolean[] composite = new boolean[limit];
        int[] primes = new int[limit / 2 + 16];
        int[] table = new int[256];
        for (int i = 0; i < table.length; i++) {
            table[i] = i * 0x9E3779B1;
        }
        int count = 0;
        int h = 17;
        for (int r = 0; r < rounds; r++) {
            count = sieve(composite, primes);
            h = mix(primes, count, table, h + r);
        }
        System.out.println("primes below " + limit + ": " + count);
        System.out.println("checksum " + Integer.toHexString(h));
    }
}
