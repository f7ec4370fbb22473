import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.ObjIntConsumer;
import java.util.function.ObjLongConsumer;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;

// The primitive specializations of java.util.function: every interface, their default
// combinators (andThen/compose/and/or/negate), edge values passing through lambdas without
// boxing (NaN, -0.0, MIN/MAX), and user-defined primitive functional interfaces.
public class PrimitiveFunctional {
    @FunctionalInterface
    interface ByteOp { byte apply(byte a, byte b); }

    @FunctionalInterface
    interface CharMapper { char map(char c); default CharMapper then(CharMapper o) { return c -> o.map(map(c)); } }

    @FunctionalInterface
    interface FloatFn { float apply(float f); }

    @FunctionalInterface
    interface ShortPred { boolean test(short s); }

    @FunctionalInterface
    interface Mixed { double combine(int i, long l, float f, double d, char c, byte b, short s, boolean z); }

    public static void main(String[] args) {
        IntUnaryOperator inc = x -> x + 1, dbl = x -> x * 2;
        System.out.println("IntUnaryOperator andThen " + inc.andThen(dbl).applyAsInt(5) + " compose " + inc.compose(dbl).applyAsInt(5) + " identity " + IntUnaryOperator.identity().applyAsInt(-9)
                + " overflow " + inc.applyAsInt(Integer.MAX_VALUE));
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) { return b == 0 ? Math.abs(a) : applyAsInt(b, a % b); }
        };
        IntBinaryOperator maxOp = Math::max;
        System.out.println("IntBinaryOperator gcd " + gcd.applyAsInt(1071, 462) + " max " + maxOp.applyAsInt(Integer.MIN_VALUE, -1));
        IntPredicate even = x -> (x & 1) == 0, positive = x -> x > 0;
        StringBuilder ps = new StringBuilder();
        for (int x : new int[]{-2, -1, 0, 1, 2}) ps.append(x).append(':').append(even.and(positive).test(x) ? 'A' : '-').append(even.or(positive).test(x) ? 'O' : '-').append(even.negate().test(x) ? 'N' : '-').append(' ');
        System.out.println("IntPredicate " + ps.toString().trim());
        int[] acc = {0};
        IntConsumer add = x -> acc[0] += x;
        IntConsumer square = x -> acc[0] += x * x;
        add.andThen(square).accept(3);
        System.out.println("IntConsumer andThen " + acc[0]);
        IntSupplier counter = new IntSupplier() { int n; public int getAsInt() { return n++; } };
        System.out.println("IntSupplier " + counter.getAsInt() + counter.getAsInt() + counter.getAsInt());
        IntFunction<String> hex = Integer::toHexString;
        IntToLongFunction cube = x -> (long) x * x * x;
        IntToDoubleFunction half = x -> x / 2.0;
        System.out.println("IntFunction " + hex.apply(-1) + " IntToLong " + cube.applyAsLong(100000) + " IntToDouble " + half.applyAsDouble(-7));

        LongUnaryOperator neg = x -> -x;
        LongBinaryOperator mulmod = (a, b) -> Math.floorMod(a * b, 1_000_000_007L);
        LongPredicate big = x -> x > Integer.MAX_VALUE;
        long[] lacc = {1};
        LongConsumer lmul = x -> lacc[0] *= x;
        lmul.andThen(x -> lacc[0] += x).accept(10);
        LongSupplier nano = () -> 1L << 62;
        LongFunction<String> lstr = Long::toBinaryString;
        LongToIntFunction low = x -> (int) x;
        LongToDoubleFunction ldbl = x -> x * 0.5;
        System.out.println("Long* neg MIN " + neg.applyAsLong(Long.MIN_VALUE) + " andThen " + neg.andThen(x -> x + 1).applyAsLong(5) + " mulmod " + mulmod.applyAsLong(123456789012L, 987654321098L)
                + " big " + big.test(1L << 31) + " " + big.negate().test(5) + " consumer " + lacc[0] + " supplier " + nano.getAsLong() + " bin " + lstr.apply(10) + " low " + low.applyAsInt(0x1_0000_0005L) + " half " + ldbl.applyAsDouble(Long.MAX_VALUE));

        DoubleUnaryOperator sq = x -> x * x, sqrt = Math::sqrt;
        DoubleBinaryOperator hyp = Math::hypot;
        DoublePredicate nan = Double::isNaN;
        DoubleSupplier pi = () -> Math.PI;
        DoubleFunction<String> fmt = d -> String.format("%.3f", d);
        DoubleToIntFunction floor = d -> (int) Math.floor(d);
        DoubleToLongFunction round = Math::round;
        System.out.println("Double* sq.andThen(sqrt) " + sq.andThen(sqrt).applyAsDouble(-3) + " compose " + sq.compose(sqrt).applyAsDouble(2) + " hyp " + hyp.applyAsDouble(3, 4)
                + " nan " + nan.test(0.0 / 0.0) + " " + nan.negate().test(Double.NaN) + " pi " + fmt.apply(pi.getAsDouble()) + " floor " + floor.applyAsInt(-2.5) + " round " + round.applyAsLong(-2.5)
                + " -0.0 passes through " + DoubleUnaryOperator.identity().applyAsDouble(-0.0) + " 1/x " + (1 / DoubleUnaryOperator.identity().applyAsDouble(-0.0)));
        System.out.println("NaN and infinities " + sq.applyAsDouble(Double.NaN) + " " + sq.applyAsDouble(Double.NEGATIVE_INFINITY) + " " + hyp.applyAsDouble(Double.POSITIVE_INFINITY, Double.NaN));

        ToIntFunction<String> len = String::length;
        ToLongFunction<String> parse = Long::parseLong;
        ToDoubleFunction<int[]> avg = a -> Arrays.stream(a).average().orElse(Double.NaN);
        ToIntBiFunction<String, String> cmp = String::compareTo;
        ToLongBiFunction<Integer, Integer> lmul2 = (a, b) -> (long) a * b;
        ToDoubleBiFunction<Double, Integer> pow = Math::pow;
        System.out.println("To* len " + len.applyAsInt("hello") + " parse " + parse.applyAsLong("-9000000000") + " avg " + avg.applyAsDouble(new int[]{1, 2, 4}) + " avg empty " + avg.applyAsDouble(new int[0])
                + " cmp " + cmp.applyAsInt("apple", "banana") + " lmul " + lmul2.applyAsLong(Integer.MAX_VALUE, Integer.MAX_VALUE) + " pow " + pow.applyAsDouble(2.0, -2));
        StringBuilder obj = new StringBuilder();
        ObjIntConsumer<StringBuilder> oi = (s, i) -> s.append('i').append(i);
        ObjLongConsumer<StringBuilder> ol = (s, l) -> s.append('l').append(l);
        ObjDoubleConsumer<StringBuilder> od = (s, d) -> s.append('d').append(d);
        oi.accept(obj, 1);
        ol.accept(obj, Long.MIN_VALUE);
        od.accept(obj, 1e-7);
        System.out.println("Obj*Consumer " + obj);
        BooleanSupplier flip = new BooleanSupplier() { boolean b; public boolean getAsBoolean() { return b = !b; } };
        System.out.println("BooleanSupplier " + flip.getAsBoolean() + flip.getAsBoolean() + flip.getAsBoolean());

        ByteOp addBytes = (a, b) -> (byte) (a + b);
        CharMapper up = Character::toUpperCase;
        CharMapper next = c -> (char) (c + 1);
        FloatFn third = f -> f / 3;
        ShortPred neg2 = s -> s < 0;
        Mixed mixed = (i, l, f, d, c, b, s, z) -> i + l + f + d + c + b + s + (z ? 0.5 : 0);
        System.out.println("custom byte " + addBytes.apply((byte) 100, (byte) 100) + " char " + up.then(next).map('y') + next.then(up).map('y') + " float " + third.apply(1f) + " short " + neg2.test((short) -32768)
                + " mixed " + mixed.combine(1, 2L, 0.25f, 0.125, 'A', (byte) -1, (short) 3, true));
        IntUnaryOperator[] chain = new IntUnaryOperator[10];
        for (int i = 0; i < chain.length; i++) { int k = i; chain[i] = x -> x * 3 + k; }
        IntUnaryOperator all = IntUnaryOperator.identity();
        for (IntUnaryOperator op : chain) all = all.andThen(op);
        System.out.println("chain of 10 " + all.applyAsInt(1));
    }
}
