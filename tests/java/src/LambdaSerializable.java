import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.invoke.SerializedLambda;
import java.lang.reflect.Method;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

// Serializable lambdas and method references (LambdaMetafactory.altMetafactory with
// FLAG_SERIALIZABLE): writeReplace to SerializedLambda and its fields, round trips through
// Java serialization ($deserializeLambda$) including captured values, intersection casts,
// serializable Comparator combinators, and non-serializable lambdas failing.
public class LambdaSerializable {
    interface SerFunction<T, R> extends Function<T, R>, Serializable {}

    static final class Holder implements Serializable {
        final String prefix;
        Holder(String prefix) { this.prefix = prefix; }
        String tag(String s) { return prefix + s; }
    }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T o) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    static SerializedLambda reveal(Object lambda) throws Exception {
        Method m = lambda.getClass().getDeclaredMethod("writeReplace");
        m.setAccessible(true);
        return (SerializedLambda) m.invoke(lambda);
    }

    static String describe(SerializedLambda sl) {
        StringBuilder sb = new StringBuilder();
        sb.append("capturingClass=").append(sl.getCapturingClass())
                .append(" interface=").append(sl.getFunctionalInterfaceClass()).append('.').append(sl.getFunctionalInterfaceMethodName()).append(sl.getFunctionalInterfaceMethodSignature())
                .append(" impl=").append(sl.getImplClass()).append('.').append(sl.getImplMethodName().startsWith("lambda$") ? "lambda$..." : sl.getImplMethodName())
                .append(sl.getImplMethodSignature()).append(" kind=").append(java.lang.invoke.MethodHandleInfo.referenceKindToString(sl.getImplMethodKind()))
                .append(" instantiated=").append(sl.getInstantiatedMethodType()).append(" captured=").append(sl.getCapturedArgCount());
        for (int i = 0; i < sl.getCapturedArgCount(); i++) {
            Object a = sl.getCapturedArg(i);
            sb.append(" [").append(a instanceof Holder h ? "Holder(" + h.prefix + ")" : a).append(']');
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        int offset = 10;
        String suffix = "!";
        SerFunction<Integer, String> f = x -> (x + offset) + suffix;
        SerFunction<String, Integer> parse = Integer::parseInt;
        Holder holder = new Holder(">> ");
        SerFunction<String, String> bound = holder::tag;
        Supplier<String> inter = (Supplier<String> & Serializable) () -> "intersection " + suffix;
        BiFunction<String, Integer, Character> unbound = (BiFunction<String, Integer, Character> & Serializable) String::charAt;
        Function<String, StringBuilder> ctor = (Function<String, StringBuilder> & Serializable) StringBuilder::new;

        System.out.println("f " + describe(reveal(f)));
        System.out.println("parse " + describe(reveal(parse)));
        System.out.println("bound " + describe(reveal(bound)));
        System.out.println("intersection " + describe(reveal(inter)));
        System.out.println("unbound " + describe(reveal(unbound)));
        System.out.println("ctor " + describe(reveal(ctor)));

        SerFunction<Integer, String> f2 = roundTrip(f);
        System.out.println("round trip f(5) " + f2.apply(5) + " original " + f.apply(5) + " same object " + (f2 == f) + " hidden class " + f2.getClass().isHidden());
        System.out.println("round trip parse " + roundTrip(parse).apply("-77") + " bound " + roundTrip(bound).apply("x") + " intersection " + roundTrip(inter).get()
                + " unbound " + roundTrip(unbound).apply("hello", 1) + " ctor " + roundTrip(ctor).apply("abc").reverse());
        SerFunction<Integer, String> twice = roundTrip(roundTrip(f));
        System.out.println("double round trip " + twice.apply(0));

        Comparator<String> cmp = (Comparator<String> & Serializable) (a, b) -> Integer.compare(a.length(), b.length());
        Comparator<String> rt = roundTrip(cmp);
        List<String> words = new java.util.ArrayList<>(List.of("ccc", "a", "bb"));
        words.sort(rt);
        System.out.println("serializable comparator " + words);
        Comparator<String> natural = Comparator.naturalOrder();
        System.out.println("Comparator.naturalOrder serializable " + (natural instanceof Serializable) + " round trip " + roundTrip(natural).compare("a", "b")
                + " reversed " + roundTrip(Comparator.<String>reverseOrder()).compare("a", "b"));

        Predicate<String> plain = s -> s.isEmpty();
        System.out.println("plain lambda Serializable " + (plain instanceof Serializable));
        try {
            roundTrip(plain);
        } catch (java.io.NotSerializableException e) {
            System.out.println("NotSerializableException for a plain lambda (class name not printed)");
        }
        Object nonSerCapture = new Object();
        Supplier<String> capturesNonSer = (Supplier<String> & Serializable) () -> "captured " + (nonSerCapture != null);
        try {
            roundTrip(capturesNonSer);
        } catch (java.io.NotSerializableException e) {
            System.out.println("capturing a non-serializable value: NotSerializableException " + e.getMessage());
        }
        SerializedLambda sl = reveal(f);
        System.out.println("SerializedLambda toString starts with " + sl.toString().substring(0, sl.toString().indexOf("implementation")).trim());
    }
}
