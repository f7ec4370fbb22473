import java.util.ArrayList;
import java.util.List;

// Semantic errors and lint warnings (compiled with -Xlint:all): messages of one line and of several,
// with simple and qualified names and a where clause.
public class Broken {
    static List raw() { return new ArrayList(); }

    public static void main(String[] args) {
        List<String> names = raw();
        int count = "three";
        undefinedMethod(count);
        String s = names.get(0).lenght();
        java.sql.Date d = new java.util.Date();
        Runnable r = (x) -> {};
    }
}
