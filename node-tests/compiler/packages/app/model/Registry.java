// The registry of the compile server's package test: an inner class, an anonymous class, lambdas.
package app.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

public class Registry implements Iterable<Shape> {
    private final List<Shape> shapes = new ArrayList<>();
    private int version;

    public void add(Shape shape) {
        shapes.add(shape);
        version++;
    }

    /** An inner class: it reads the registry's version. */
    class Line {
        final Shape shape;
        Line(Shape shape) { this.shape = shape; }
        @Override public String toString() { return String.format("v%d %s %.3f", version, shape, shape.area()); }
    }

    public List<String> report() {
        List<String> out = new ArrayList<>();
        forEach(s -> out.add(new Line(s).toString()));
        return out;
    }

    public Shape largest() {
        return shapes.stream().max(Comparator.comparingDouble(Shape::area)).orElseThrow();
    }

    @Override
    public Iterator<Shape> iterator() {
        Iterator<Shape> inner = shapes.iterator();
        return new Iterator<>() {  // an anonymous class
            public boolean hasNext() { return inner.hasNext(); }
            public Shape next() { return inner.next(); }
        };
    }
}
