/* An interface for the JVMTI query tests: constants, a default and a static method, a superinterface. */
public interface QueryShape extends Comparable<QueryShape> {
    int CORNERS = 4;

    double area();

    default int compareTo(QueryShape o) {
        return Double.compare(area(), o.area());
    }

    static QueryShape unit() {
        return () -> 1.0;
    }
}
