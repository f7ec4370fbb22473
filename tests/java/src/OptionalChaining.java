import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Collectors;

// Optional chaining with lambdas: map/flatMap/filter/or/orElseGet/orElseThrow/ifPresentOrElse/
// stream, laziness of suppliers, and the primitive Optionals.
public class OptionalChaining {
    record Address(String street, String city) {}
    record Customer(String name, Optional<Address> address, Integer discount) {}

    static final Map<String, Customer> DB = new TreeMap<>();
    static {
        DB.put("ann", new Customer("Ann", Optional.of(new Address("Main St", "Oslo")), 10));
        DB.put("bob", new Customer("Bob", Optional.empty(), null));
        DB.put("cid", new Customer("Cid", Optional.of(new Address("Side Rd", null)), 0));
    }

    static Optional<Customer> find(String id) { return Optional.ofNullable(DB.get(id)); }

    static String cityOf(String id) {
        return find(id).flatMap(Customer::address).map(Address::city).map(String::toUpperCase).orElse("<no city>");
    }

    static int calls = 0;
    static String expensive() { calls++; return "computed"; }

    public static void main(String[] args) {
        for (String id : List.of("ann", "bob", "cid", "zed")) {
            Optional<Customer> c = find(id);
            System.out.println(id + ": present=" + c.isPresent() + " empty=" + c.isEmpty()
                    + " name=" + c.map(Customer::name).orElse("?")
                    + " city=" + cityOf(id)
                    + " discount=" + c.map(Customer::discount).filter(d -> d > 0).map(d -> d + "%").orElseGet(() -> "none")
                    + " street=" + c.flatMap(Customer::address).map(Address::street).or(() -> Optional.of("(fallback)")).get());
        }
        calls = 0;
        String a = Optional.of("x").orElse(expensive());
        String b = Optional.of("x").orElseGet(OptionalChaining::expensive);
        String d = Optional.<String>empty().orElseGet(OptionalChaining::expensive);
        System.out.println("orElse evaluates eagerly, orElseGet lazily: " + a + b + d + " calls " + calls);

        try {
            find("zed").map(Customer::name).orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow(): " + e.getMessage());
        }
        try {
            find("zed").orElseThrow(() -> new IllegalArgumentException("unknown customer zed"));
        } catch (IllegalArgumentException e) {
            System.out.println("orElseThrow(supplier): " + e.getMessage());
        }
        try {
            Optional.of((Object) null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null): NullPointerException");
        }
        try {
            Optional.empty().get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }

        StringBuilder sb = new StringBuilder();
        find("ann").ifPresent(c -> sb.append("ifPresent ").append(c.name()).append("; "));
        find("zed").ifPresent(c -> sb.append("never"));
        find("bob").ifPresentOrElse(c -> sb.append("present ").append(c.name()), () -> sb.append("absent"));
        sb.append("; ");
        find("nobody").ifPresentOrElse(c -> sb.append("present"), () -> sb.append("absent"));
        System.out.println(sb);

        System.out.println("stream " + DB.keySet().stream().map(OptionalChaining::find).flatMap(Optional::stream)
                .map(Customer::address).flatMap(Optional::stream).map(Address::street).collect(Collectors.toList()));
        System.out.println("toString " + Optional.of(List.of(1, 2)) + " " + Optional.empty() + " " + Optional.ofNullable(null));
        System.out.println("equals " + Optional.of("a").equals(Optional.of("a")) + " " + Optional.empty().equals(Optional.ofNullable(null))
                + " hash " + Optional.of("a").hashCode() + " " + Optional.empty().hashCode());
        System.out.println("map to null becomes empty " + Optional.of("v").map(v -> (String) null).isPresent());
        System.out.println("filter chain " + Optional.of(42).filter(n -> n % 2 == 0).filter(n -> n > 40).map(n -> n / 2).get());
        Optional<Optional<String>> nested = Optional.of(Optional.of("inner"));
        System.out.println("nested flatMap " + nested.flatMap(o -> o).get() + " " + nested.map(o -> o.map(String::length)).get().get());
        try {
            Optional.of("v").flatMap(v -> null);
        } catch (NullPointerException e) {
            System.out.println("flatMap returning null: NullPointerException");
        }

        OptionalInt oi = OptionalInt.of(7);
        OptionalLong ol = OptionalLong.empty();
        OptionalDouble od = OptionalDouble.of(-0.0);
        System.out.println("primitive " + oi + " " + oi.getAsInt() + " " + ol + " " + ol.orElse(-1L) + " " + od + " " + od.orElseGet(() -> 1.0)
                + " " + OptionalInt.empty().orElseGet(() -> 99) + " " + OptionalInt.of(3).equals(OptionalInt.of(3)));
        StringBuilder psb = new StringBuilder();
        oi.ifPresentOrElse(v -> psb.append("int ").append(v), () -> psb.append("none"));
        ol.ifPresentOrElse(v -> psb.append(" long ").append(v), () -> psb.append(" no long"));
        System.out.println(psb + " stream " + oi.stream().sum() + " " + ol.stream().count());
        try {
            ol.orElseThrow(() -> new IllegalStateException("no long value"));
        } catch (IllegalStateException e) {
            System.out.println("primitive orElseThrow: " + e.getMessage());
        }
    }
}
