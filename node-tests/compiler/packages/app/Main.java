package app;

import app.model.Registry;
import app.model.Shape;

// Several files in two packages; the model uses nested, inner, anonymous and lambda classes.
public class Main {
    public static void main(String[] args) {
        Registry registry = new Registry();
        registry.add(new Shape.Circle(1.5));
        registry.add(new Shape.Square(2));
        registry.add(new Shape.Square(0.5));
        for (String line : registry.report()) System.out.println(line);
        System.out.println("largest: " + registry.largest());
    }
}
