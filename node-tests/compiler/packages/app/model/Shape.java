// Shapes of the compile server's package test: a sealed interface with nested records.
package app.model;

public sealed interface Shape permits Shape.Circle, Shape.Square {
    double area();

    record Circle(double radius) implements Shape {
        public double area() { return Math.PI * radius * radius; }
    }

    record Square(double side) implements Shape {
        public double area() { return side * side; }
    }
}
