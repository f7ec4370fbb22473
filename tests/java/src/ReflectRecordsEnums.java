import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

// Reflection on records (getRecordComponents, accessors, canonical constructor, generic
// component types, annotations on components), sealed hierarchies (getPermittedSubclasses,
// isSealed), and enums (getEnumConstants, valueOf, constant-specific bodies, EnumSet/EnumMap).
public class ReflectRecordsEnums {
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @interface Unit { String value(); }

    record Measurement<T extends Number>(String name, @Unit("kg") T value, List<String> tags, int[] samples) {
        Measurement {
            tags = List.copyOf(tags);
        }
    }

    record Empty() {}

    sealed interface Expr permits Num, Add, Neg, Mul {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    record Neg(Expr e) implements Expr {}
    static final class Mul implements Expr {
        final Expr l, r;
        Mul(Expr l, Expr r) { this.l = l; this.r = r; }
    }

    static abstract sealed class Vehicle permits Car, Truck {}
    static final class Car extends Vehicle {}
    static non-sealed class Truck extends Vehicle {}
    static class PickupTruck extends Truck {}

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6) {
            @Override String describe() { return "home"; }
        }, JUPITER(1.9e+27, 7.1492e7);

        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        String describe() { return "planet"; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    enum Empty2 {}

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Neg n) return -eval(n.e());
        Mul m = (Mul) e;
        return eval(m.l) * eval(m.r);
    }

    public static void main(String[] args) throws Exception {
        Class<?> mc = Measurement.class;
        System.out.println("isRecord " + mc.isRecord() + " superclass " + mc.getSuperclass().getName() + " modifiers " + Modifier.toString(mc.getModifiers()));
        RecordComponent[] comps = mc.getRecordComponents();
        Measurement<Double> m = new Measurement<>("mass", 72.5, new ArrayList<>(List.of("a")), new int[]{1, 2, 3});
        for (RecordComponent rc : comps) {
            Object v = rc.getAccessor().invoke(m);
            System.out.println("component " + rc.getName() + " type " + rc.getType().getSimpleName() + " generic " + rc.getGenericType().getTypeName()
                    + " signature " + rc.getGenericSignature() + " accessor " + rc.getAccessor().getName() + " declaring " + rc.getDeclaringRecord().getSimpleName()
                    + " annotations " + Arrays.toString(rc.getAnnotations()) + " value " + (v instanceof int[] a ? Arrays.toString(a) : v) + " toString " + rc);
        }
        Class<?>[] types = Arrays.stream(comps).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Constructor<?> canon = mc.getDeclaredConstructor(types);
        Object copy = canon.newInstance("copy", 1, List.of("x", "y"), new int[0]);
        System.out.println("canonical constructor " + canon.toGenericString() + " -> name " + comps[0].getAccessor().invoke(copy) + " tags " + comps[2].getAccessor().invoke(copy));
        List<Field> fields = new ArrayList<>(Arrays.asList(mc.getDeclaredFields()));
        fields.sort(Comparator.comparing(Field::getName));
        for (Field f : fields) System.out.println("record field " + Modifier.toString(f.getModifiers()) + " " + f.getName());
        Field nameField = mc.getDeclaredField("name");
        nameField.setAccessible(true);
        try {
            nameField.set(m, "changed");
        } catch (IllegalAccessException e) {
            System.out.println("record field is not writable: IllegalAccessException");
        }
        System.out.println("Empty components " + Empty.class.getRecordComponents().length + " String components " + String.class.getRecordComponents());
        List<String> methods = new ArrayList<>();
        for (Method me : Num.class.getDeclaredMethods()) methods.add(Modifier.toString(me.getModifiers()) + " " + me.getName());
        methods.sort(Comparator.naturalOrder());
        System.out.println("record Num methods " + methods);

        System.out.println("Expr sealed " + Expr.class.isSealed() + " permitted " + names(Expr.class.getPermittedSubclasses()));
        System.out.println("Vehicle sealed " + Vehicle.class.isSealed() + " permitted " + names(Vehicle.class.getPermittedSubclasses())
                + " Truck sealed " + Truck.class.isSealed() + " permitted " + Truck.class.getPermittedSubclasses() + " Car final " + Modifier.isFinal(Car.class.getModifiers()));
        System.out.println("non-sealed subclass " + PickupTruck.class.getSuperclass().getSimpleName() + " Object sealed " + Object.class.isSealed());
        Expr e = new Add(new Num(3), new Mul(new Neg(new Num(4)), new Add(new Num(1), new Num(1))));
        System.out.println("eval " + eval(e) + " of " + (e instanceof Add a ? a.l() : null));

        Class<Planet> pc = Planet.class;
        System.out.println("isEnum " + pc.isEnum() + " constants " + Arrays.toString(pc.getEnumConstants()) + " EARTH class isEnum " + Planet.EARTH.getClass().isEnum()
                + " EARTH declaring " + Planet.EARTH.getDeclaringClass().getSimpleName() + " superclass of body " + Planet.EARTH.getClass().getSuperclass().getSimpleName());
        for (Planet p : Planet.values()) System.out.printf("%s ordinal %d describe %s gravity %.2f compareTo EARTH %d%n", p.name(), p.ordinal(), p.describe(), p.gravity(), p.compareTo(Planet.EARTH));
        System.out.println("valueOf " + Planet.valueOf("JUPITER") + " Enum.valueOf " + Enum.valueOf(Planet.class, "MERCURY"));
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException ex) {
            System.out.println("valueOf missing: " + ex.getMessage());
        }
        List<String> enumFields = new ArrayList<>();
        for (Field f : pc.getDeclaredFields()) enumFields.add((f.isEnumConstant() ? "constant " : "") + (f.isSynthetic() ? "synthetic " : "") + f.getName());
        enumFields.sort(Comparator.naturalOrder());
        System.out.println("enum fields " + enumFields);
        System.out.println("Planet modifiers " + Modifier.toString(pc.getModifiers()) + " Empty2 constants " + Empty2.class.getEnumConstants().length + " non-enum constants " + String.class.getEnumConstants());
        try {
            Constructor<Planet> pcons = pc.getDeclaredConstructor(String.class, int.class, double.class, double.class);
            pcons.setAccessible(true);
            pcons.newInstance("PLUTO", 3, 1.0, 1.0);
        } catch (IllegalArgumentException ex) {
            System.out.println("reflective enum instantiation: " + ex.getMessage());
        }
        EnumSet<Planet> set = EnumSet.complementOf(EnumSet.of(Planet.EARTH));
        EnumMap<Planet, String> map = new EnumMap<>(Planet.class);
        map.put(Planet.JUPITER, "big");
        map.put(Planet.MERCURY, "small");
        System.out.println("EnumSet " + set + " EnumMap " + map + " range " + EnumSet.range(Planet.MERCURY, Planet.EARTH) + " allOf " + EnumSet.allOf(Planet.class));
        Map<Thread.State, Integer> states = new EnumMap<>(Thread.State.class);
        for (Thread.State s : Thread.State.values()) states.put(s, s.name().length());
        System.out.println("JDK enum map " + states);
        System.out.println("TimeUnit via reflection " + Enum.valueOf(java.util.concurrent.TimeUnit.class, "SECONDS").toMillis(2) + " constant class anonymous " + java.util.concurrent.TimeUnit.SECONDS.getClass().isAnonymousClass());
    }

    static List<String> names(Class<?>[] cs) {
        List<String> l = new ArrayList<>();
        for (Class<?> c : cs) l.add(c.getSimpleName());
        l.sort(Comparator.naturalOrder());
        return l;
    }
}
