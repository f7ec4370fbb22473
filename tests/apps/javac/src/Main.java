import java.util.*;
import shapes.*;

public class Main {
    @Deprecated static int old() { return 1; }
    public static void main(String[] args) {
        List raw = new ArrayList();       // -Xlint:rawtypes and unchecked warnings are part of the output
        raw.add("x");
        Shape s = new Circle(2);
        String text = s instanceof Circle c && c.r() > 1 ? c.describe() : "small";
        System.out.println(text + " " + raw + " " + old());
    }
}
