package shapes;

// Compiled by the JDK's own compiler running on the VM under test; the class files must be HotSpot's.
public sealed interface Shape permits Circle {
    double area();
    default String describe() { return getClass().getSimpleName() + " of area " + String.format("%.2f", area()); }
}
