import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

// All kinds of method references: static, bound, unbound, constructors (incl. arrays), super::,
// this::, varargs, boxing/unboxing and widening adaptations, interface and private targets.
public class MethodRefs {
    static int twice(int x) { return 2 * x; }
    static String join(String... parts) { return String.join("+", parts); }
    static long widen(long x) { return x + 1; }

    private final String tag;
    MethodRefs(String tag) { this.tag = tag; }
    MethodRefs() { this("default"); }
    MethodRefs(int n) { this("n" + n); }

    String tagged(String s) { return tag + ":" + s; }
    private String secret(int n) { return tag + " secret " + n; }
    @Override public String toString() { return "MethodRefs(" + tag + ")"; }

    static class Base {
        String who() { return "Base"; }
    }

    static class Derived extends Base {
        @Override String who() { return "Derived"; }
        Supplier<String> superRef() { return super::who; }
        Supplier<String> thisRef() { return this::who; }
    }

    interface Shape { double area(); default String kind() { return "shape"; } }
    record Square(double side) implements Shape {
        public double area() { return side * side; }
        @Override public String kind() { return "square"; }
    }
    record Circle(double r) implements Shape {
        public double area() { return Math.PI * r * r; }
    }

    static class Cell<T> {
        T value;
        Cell(T value) { this.value = value; }
        @Override public String toString() { return "Cell[" + value + "]"; }
    }

    public static void main(String[] args) {
        // static
        Function<Integer, Integer> tw = MethodRefs::twice;
        IntBinaryOperator max = Math::max;
        ToIntFunction<String> parse = Integer::parseInt;
        System.out.println("static " + tw.apply(21) + " " + max.applyAsInt(-3, 7) + " " + parse.applyAsInt("-123"));
        Function<Integer, Long> widening = MethodRefs::widen;
        System.out.println("widening int->long " + widening.apply(41));
        BiFunction<String, String, String> varargs2 = MethodRefs::join;
        Function<String[], String> varargsArray = MethodRefs::join;
        Supplier<String> varargs0 = MethodRefs::join;
        System.out.println("varargs " + varargs2.apply("a", "b") + " " + varargsArray.apply(new String[]{"x", "y", "z"}) + " [" + varargs0.get() + "]");

        // bound (instance captured)
        MethodRefs m = new MethodRefs("bound");
        Function<String, String> bound = m::tagged;
        String prefix = "pre-";
        Function<String, String> concat = prefix::concat;
        Supplier<Integer> len = "hello"::length;
        System.out.println("bound " + bound.apply("x") + " " + concat.apply("fix") + " " + len.get());
        Function<Integer, String> priv = m::secret;
        System.out.println("private " + priv.apply(7));
        try {
            MethodRefs nullRef = null;
            Function<String, String> f = nullRef::tagged; // NPE when the reference is evaluated
            System.out.println("not reached " + f);
        } catch (NullPointerException e) {
            System.out.println("bound to null: NullPointerException");
        }

        // unbound (receiver is the first argument)
        Function<String, String> upper = String::toUpperCase;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        BiPredicate<String, String> startsWith = String::startsWith;
        Function<MethodRefs, String> unboundTagged = MethodRefs::toString;
        System.out.println("unbound " + upper.apply("abc") + " " + charAt.apply("hello", 1) + " " + startsWith.test("prefix", "pre") + " " + unboundTagged.apply(m));
        Function<Shape, Double> area = Shape::area;
        Function<Shape, String> kind = Shape::kind;
        for (Shape s : List.of(new Square(3), new Circle(1), new Square(0.5))) {
            System.out.println("  " + s + " area " + area.apply(s) + " kind " + kind.apply(s));
        }

        // constructors
        Supplier<MethodRefs> ctor0 = MethodRefs::new;
        Function<String, MethodRefs> ctor1 = MethodRefs::new;
        IntFunction<MethodRefs> ctorInt = MethodRefs::new;
        System.out.println("ctor " + ctor0.get() + " " + ctor1.apply("s") + " " + ctorInt.apply(5));
        Function<Integer, Cell<Integer>> cellCtor = Cell::new;
        System.out.println("generic ctor " + cellCtor.apply(9));
        Supplier<ArrayList<String>> listCtor = ArrayList::new;
        ArrayList<String> list = listCtor.get();
        list.add("q");
        System.out.println("collection ctor " + list);
        Function<String, StringBuilder> sbCtor = StringBuilder::new;
        System.out.println("StringBuilder::new " + sbCtor.apply("abc").reverse());

        // array constructors
        IntFunction<int[]> intArr = int[]::new;
        IntFunction<String[][]> strArr2 = String[][]::new;
        Function<Integer, long[]> boxedSize = long[]::new;
        int[] ia = intArr.apply(4);
        String[][] sa = strArr2.apply(2);
        System.out.println("array ctor " + ia.length + " " + Arrays.toString(ia) + " " + sa.length + " " + sa.getClass().getSimpleName() + " " + boxedSize.apply(3).length);
        String[] fromStream = List.of("c", "a", "b").stream().sorted().toArray(String[]::new);
        System.out.println("toArray(String[]::new) " + Arrays.toString(fromStream) + " " + fromStream.getClass().getSimpleName());
        Integer[] boxed = TreeSet.class.isInstance(null) ? null : new TreeSet<>(List.of(3, 1, 2)).toArray(Integer[]::new);
        System.out.println("toArray(Integer[]::new) " + Arrays.toString(boxed));

        // super:: and this::
        Derived dv = new Derived();
        System.out.println("super::who " + dv.superRef().get() + " this::who " + dv.thisRef().get());

        // method references with boxing/unboxing
        UnaryOperator<Integer> abs = Math::abs;
        Function<Character, Boolean> isDigit = Character::isDigit;
        BiFunction<Double, Double, Double> pow = Math::pow;
        Function<Object, String> valueOf = String::valueOf;
        System.out.println("boxing " + abs.apply(-5) + " " + isDigit.apply('7') + " " + isDigit.apply('x') + " " + pow.apply(2.0, 10.0) + " " + valueOf.apply(null));

        // a reference to an overloaded method picks by target type
        Function<char[], String> fromChars = String::valueOf;
        Function<Integer, String> fromInt = String::valueOf;
        System.out.println("overloads " + fromChars.apply(new char[]{'o', 'k'}) + " " + fromInt.apply(12));

        // Object methods through references
        Function<Object, Class<?>> getClass = Object::getClass;
        BiPredicate<Object, Object> eq = Object::equals;
        Function<String, Integer> hash = String::hashCode;
        System.out.println("object methods " + getClass.apply("s").getSimpleName() + " " + eq.test("a", "a") + " " + eq.test(1, 1L) + " " + hash.apply("abc"));

        // interface static and default via references
        Function<List<Integer>, Integer> size = List::size;
        Supplier<List<String>> of = List::of;
        System.out.println("interface refs " + size.apply(List.of(1, 2, 3)) + " " + of.get());
        list.forEach(System.out::println);
        List.of("one", "two").forEach(System.out::print);
        System.out.println();
    }
}
