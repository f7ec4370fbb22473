import java.math.BigInteger;

public class BigIntegerTest {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 100; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("100! = " + f);
        System.out.println("100! bitLength " + f.bitLength() + " bitCount " + f.bitCount() + " lowestSetBit " + f.getLowestSetBit() + " digits " + f.toString().length());
        System.out.println("100! hex " + f.toString(16));
        System.out.println("100! base36 " + f.toString(36));
        BigInteger two = BigInteger.TWO;
        BigInteger p127 = two.pow(127).subtract(BigInteger.ONE);
        System.out.println("2^127-1 = " + p127 + " probablePrime " + p127.isProbablePrime(50) + " 2^128+1 prime " + two.pow(128).add(BigInteger.ONE).isProbablePrime(50));
        BigInteger m = new BigInteger("1000000007");
        System.out.println("modPow 3^(10^18) mod p = " + BigInteger.valueOf(3).modPow(BigInteger.TEN.pow(18), m));
        System.out.println("modInverse 17 mod p = " + BigInteger.valueOf(17).modInverse(m) + " check " + BigInteger.valueOf(17).multiply(BigInteger.valueOf(17).modInverse(m)).mod(m));
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210");
        System.out.println("add " + a.add(b) + " sub " + a.subtract(b) + " mul " + a.multiply(b));
        System.out.println("div " + b.divide(a) + " rem " + b.remainder(a) + " mod " + b.mod(a) + " divRem " + java.util.Arrays.toString(b.divideAndRemainder(a)));
        System.out.println("gcd " + a.gcd(b) + " gcd(0,0) " + BigInteger.ZERO.gcd(BigInteger.ZERO) + " abs " + b.abs() + " negate " + a.negate() + " signum " + b.signum());
        System.out.println("compare " + a.compareTo(b) + " equals " + a.equals(new BigInteger("123456789012345678901234567890")) + " hash " + a.hashCode() + " " + b.hashCode());
        System.out.println("sqrt " + a.sqrt() + " pow " + BigInteger.valueOf(-3).pow(41) + " min/max " + a.min(b) + " " + a.max(b));
        System.out.println("bits and " + a.and(b) + " or " + a.or(b) + " xor " + a.xor(b) + " not " + a.not() + " andNot " + a.andNot(b));
        System.out.println("shift " + a.shiftLeft(70) + " " + b.shiftRight(40) + " " + BigInteger.valueOf(-1).shiftRight(100) + " testBit " + a.testBit(3) + " setBit " + BigInteger.ZERO.setBit(100)
            + " clearBit " + a.clearBit(1) + " flipBit " + b.flipBit(0));
        System.out.println("byteArray " + java.util.Arrays.toString(BigInteger.valueOf(-129).toByteArray()) + " " + java.util.Arrays.toString(BigInteger.valueOf(255).toByteArray())
            + " from bytes " + new BigInteger(new byte[]{(byte) 0xff, 0x00}) + " unsigned " + new BigInteger(1, new byte[]{(byte) 0xff, 0x00}));
        System.out.println("radix parse " + new BigInteger("-zzzzzzzzzzzzzzzzzz", 36) + " " + new BigInteger("1010101010101010101010101010101010101010101010101010101010101010101", 2));
        System.out.println("longValue " + a.longValue() + " intValue " + a.intValue() + " doubleValue " + a.doubleValue() + " floatValue " + f.floatValue() + " " + f.doubleValue());
        try {
            a.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact: " + e.getMessage());
        }
        try {
            a.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("divide by zero: " + e.getMessage());
        }
        try {
            new BigInteger("12x");
        } catch (NumberFormatException e) {
            System.out.println("NFE: " + e.getMessage());
        }
        try {
            a.mod(BigInteger.valueOf(-5));
        } catch (ArithmeticException e) {
            System.out.println("mod negative: " + e.getMessage());
        }
        BigInteger fib1 = BigInteger.ZERO, fib2 = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = fib1.add(fib2);
            fib1 = fib2;
            fib2 = t;
        }
        System.out.println("fib(300) " + fib1);
        BigInteger big = BigInteger.valueOf(7).pow(2000);
        System.out.println("7^2000 digits " + big.toString().length() + " last 20 " + big.mod(BigInteger.TEN.pow(20)) + " bitLength " + big.bitLength());
        BigInteger huge = BigInteger.ONE.shiftLeft(5000).subtract(BigInteger.ONE);
        BigInteger q = huge.divide(BigInteger.valueOf(3).pow(500));
        System.out.println("huge/3^500 bitLength " + q.bitLength() + " hash " + q.hashCode() + " sqrt bits " + huge.sqrt().bitLength());
        BigInteger n = new BigInteger("600851475143");
        StringBuilder factors = new StringBuilder();
        BigInteger d = BigInteger.TWO;
        while (n.compareTo(BigInteger.ONE) > 0) {
            if (n.mod(d).signum() == 0) {
                factors.append(d).append(' ');
                n = n.divide(d);
            } else d = d.add(BigInteger.ONE);
        }
        System.out.println("factors " + factors.toString().trim());
        System.out.println("nextProbablePrime " + BigInteger.valueOf(1000000).nextProbablePrime() + " valueOf cache " + (BigInteger.valueOf(5) == BigInteger.valueOf(5)));
        System.out.println("prime 2^89-1 " + two.pow(89).subtract(BigInteger.ONE).isProbablePrime(20) + " random fixed " + new BigInteger(64, new java.util.Random(1)));
        // isProbablePrime picks random Miller-Rabin bases internally (correct arithmetic gives the
        // same answer for any base); the same test with fixed bases makes arithmetic bugs reproducible.
        String[] bases = {"2", "3", "5", "7", "11", "13", "37", "123456789012345678901234567890", "98765432109876543210987654321098765"};
        for (BigInteger cand : new BigInteger[]{p127, two.pow(89).subtract(BigInteger.ONE), two.pow(128).add(BigInteger.ONE), new BigInteger("3215031751")}) {
            StringBuilder sb = new StringBuilder("fixed-base Miller-Rabin " + cand + ":");
            for (String base : bases) sb.append(" ").append(millerRabin(cand, new BigInteger(base).mod(cand.subtract(BigInteger.TWO)).add(BigInteger.TWO)) ? "P" : "C");
            System.out.println(sb);
        }
    }

    static boolean millerRabin(BigInteger n, BigInteger a) {
        BigInteger nm1 = n.subtract(BigInteger.ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        BigInteger x = a.modPow(d, n);
        if (x.equals(BigInteger.ONE) || x.equals(nm1)) return true;
        for (int r = 1; r < s; r++) {
            x = x.multiply(x).mod(n);
            if (x.equals(nm1)) return true;
        }
        return false;
    }
}
