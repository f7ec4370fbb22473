// The program tests/jdb/invoke.jdb debugs: methods for jdb's print, eval and dump to run while main
// is stopped at a breakpoint (JDWP InvokeMethod and NewInstance): static and instance methods of
// every kind of result, a constructor, an interface's static method, one that throws, toString. The
// script names line numbers: edit with care.
public class Invoke implements Shape {
    static int base = 40;
    int value;
    String name;

    Invoke(int value, String name) {
        this.value = value;
        this.name = name;
    }

    static int add(int a, int b) {
        return a + b + base;
    }

    static long big(int n) {
        return 1L << n;
    }

    int scaled(int k) {
        return value * k;
    }

    boolean isBig() {
        return value > 5;
    }

    char initial() {
        return name.charAt(0);
    }

    public double area() {
        return value * 1.5;
    }

    String greet(String who) {
        return "hello " + who + " from " + name;
    }

    static int boom() {
        throw new IllegalArgumentException("boom on purpose");
    }

    @Override
    public String toString() {
        return "Invoke[" + name + "=" + value + "]";
    }

    public static void main(String[] args) {
        Invoke obj = new Invoke(6, "six");
        int local = add(1, 2);
        System.out.println("local: " + local);
        base = 2;
        System.out.println("obj: " + obj + " base: " + base + " area: " + obj.area());
    }
}

interface Shape {
    static String unit() {
        return "cm";
    }

    double area();
}
