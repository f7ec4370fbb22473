package shapes;

public record Circle(double r) implements Shape {
    public double area() { return Math.PI * r * r; }
}
