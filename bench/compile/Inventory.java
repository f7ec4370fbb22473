import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

// The 100-line class of bench/compile.mjs: what a course exercise looks like (records, generics,
// collections, streams and lambdas, a switch expression, an inner class, exceptions).
public class Inventory {
    enum Category { TOOL, FOOD, BOOK }

    record Item(String name, Category category, int quantity, double price) {
        Item {
            if (quantity < 0) throw new IllegalArgumentException("negative quantity: " + quantity);
        }

        double value() {
            return quantity * price;
        }
    }

    static class OutOfStock extends Exception {
        OutOfStock(String name) {
            super("out of stock: " + name);
        }
    }

    private final Map<String, Item> items = new HashMap<>();
    private final List<String> log = new ArrayList<>();

    class Auditor {
        private int checks;

        boolean check(Item item) {
            checks++;
            log.add("checked " + item.name());
            return item.quantity() > 0;
        }

        int checks() {
            return checks;
        }
    }

    void add(Item item) {
        items.merge(item.name(), item, (a, b) -> new Item(a.name(), a.category(), a.quantity() + b.quantity(), b.price()));
        log.add("added " + item.name());
    }

    Item take(String name, int count) throws OutOfStock {
        Item item = Optional.ofNullable(items.get(name)).orElseThrow(() -> new OutOfStock(name));
        if (item.quantity() < count) throw new OutOfStock(name);
        Item left = new Item(name, item.category(), item.quantity() - count, item.price());
        items.put(name, left);
        return left;
    }

    double totalValue() {
        return items.values().stream().mapToDouble(Item::value).sum();
    }

    Map<Category, List<String>> byCategory() {
        return items.values().stream()
                .sorted(Comparator.comparing(Item::name))
                .collect(Collectors.groupingBy(Item::category, Collectors.mapping(Item::name, Collectors.toList())));
    }

    static String label(Category category) {
        return switch (category) {
            case TOOL -> "tools";
            case FOOD -> "food";
            case BOOK -> "books";
        };
    }

    public static void main(String[] args) {
        Inventory inventory = new Inventory();
        inventory.add(new Item("hammer", Category.TOOL, 3, 12.5));
        inventory.add(new Item("apple", Category.FOOD, 40, 0.3));
        inventory.add(new Item("novel", Category.BOOK, 2, 9.99));
        inventory.add(new Item("apple", Category.FOOD, 10, 0.35));
        try {
            inventory.take("apple", 45);
            inventory.take("novel", 5);
        } catch (OutOfStock e) {
            System.out.println(e.getMessage());
        }
        Auditor auditor = inventory.new Auditor();
        long available = inventory.items.values().stream().filter(auditor::check).count();
        System.out.printf("%d available after %d checks, value %.2f%n", available, auditor.checks(), inventory.totalValue());
        inventory.byCategory().forEach((category, names) -> System.out.println(label(category) + ": " + names));
        StringBuilder sb = new StringBuilder();
        for (String entry : inventory.log) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(entry);
        }
        System.out.println(sb);
    }
}
