// JSON with Jackson (databind, reflection-driven): beans and records to JSON and back, the tree model,
// pretty printing, and a parse error's message.
import com.fasterxml.jackson.databind.*;
import com.fasterxml.jackson.databind.node.*;
import java.util.*;

public class JsonDemo {
    public static class Person {
        public String name;
        public int age;
        public List<String> tags = new ArrayList<>();
        public Map<String, Integer> scores = new TreeMap<>();
        public Person() {}
        Person(String name, int age) { this.name = name; this.age = age; }
    }
    public record Point(int x, int y) {}

    public static void main(String[] args) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        mapper.configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
        Person p = new Person("Ada", 36);
        p.tags.add("math");
        p.tags.add("engines");
        p.scores.put("logic", 10);
        p.scores.put("poetry", 7);
        String json = mapper.writeValueAsString(p);
        System.out.println(json);
        Person back = mapper.readValue(json, Person.class);
        System.out.println(back.name + " " + back.age + " " + back.tags + " " + back.scores);
        System.out.println(mapper.writeValueAsString(new Point(3, 4)) + " " + mapper.readValue("{\"x\":1,\"y\":2}", Point.class));
        JsonNode tree = mapper.readTree("{\"a\":[1,2.5,true,null,\"s\"],\"b\":{\"c\":\"d\"}}");
        System.out.println(tree.get("a").size() + " " + tree.at("/b/c").asText() + " " + tree.get("a").get(1).doubleValue());
        ObjectNode made = mapper.createObjectNode().put("k", "v").put("n", 42);
        made.putArray("list").add(1).add("two");
        System.out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(made));
        try {
            mapper.readTree("{\"broken\": ");
        } catch (Exception e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage().split("\n")[0]);
        }
    }
}
