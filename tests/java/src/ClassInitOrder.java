import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

// Class initialization order observed through Class.forName (initialize true/false), constants
// that do not trigger initialization, superclass/interface initialization rules (interfaces with
// default methods), lambdas and method references created in static initializers, and
// initialization triggered through reflection and method handles.
public class ClassInitOrder {
    static final List<String> LOG = new ArrayList<>();
    static void log(String s) { LOG.add(s); }

    static class Parent {
        static { log("Parent.<clinit>"); }
        static int parentValue = compute("Parent.parentValue");
    }

    static class Child extends Parent {
        static final int CONSTANT = 99;                // compile-time constant: no initialization
        static final Integer BOXED = 100;              // not a constant: triggers initialization
        static final Supplier<String> SUP = () -> "lambda from Child.<clinit> " + CONSTANT;
        static final IntUnaryOperator OP;
        static { log("Child.<clinit>"); OP = Math::negateExact; }
        static int childValue = compute("Child.childValue");
        static void touch() { log("Child.touch"); }
    }

    interface PlainIface {
        int X = compute("PlainIface.X");
    }

    interface DefaultIface {
        int Y = compute("DefaultIface.Y");
        default String hello() { return "default hello"; }
    }

    static class Impl implements PlainIface, DefaultIface {
        static { log("Impl.<clinit>"); }
    }

    static class ViaReflection {
        static { log("ViaReflection.<clinit>"); }
        static String hi() { return "hi"; }
    }

    static class ViaHandle {
        static { log("ViaHandle.<clinit>"); }
        static int value = 5;
    }

    static class ViaArray {
        static { log("ViaArray.<clinit>"); }
    }

    static class LazyHolder {
        static { log("LazyHolder.<clinit>"); }
        static final List<Supplier<Integer>> SUPPLIERS = new ArrayList<>();
        static {
            for (int i = 0; i < 3; i++) {
                int k = i;
                SUPPLIERS.add(() -> k * k);
            }
        }
    }

    static int compute(String what) {
        log(what);
        return what.length();
    }

    static void step(String label) {
        System.out.println(label + ": " + LOG);
        LOG.clear();
    }

    public static void main(String[] args) throws Throwable {
        step("start");
        System.out.println("Child.CONSTANT " + Child.CONSTANT);
        step("after constant");
        Class<?> c = Class.forName("ClassInitOrder$Child", false, ClassInitOrder.class.getClassLoader());
        System.out.println("loaded " + c.getSimpleName());
        step("after forName(initialize=false)");
        Class<?>[] arrays = {Child[].class, ViaArray[][].class};
        System.out.println("array classes " + arrays.length + " " + new ViaArray[2].length);
        step("after array creation");
        System.out.println("Child.BOXED " + Child.BOXED);
        step("after BOXED");
        System.out.println("SUP " + Child.SUP.get() + " OP " + Child.OP.applyAsInt(7));
        Child.touch();
        step("after lambda use");

        Class.forName("ClassInitOrder$Impl");
        step("after forName(Impl) (interfaces without defaults are not initialized; with defaults they are)");
        System.out.println("PlainIface.X " + PlainIface.X);
        step("after PlainIface.X");
        System.out.println("hello " + new Impl().hello());

        java.lang.reflect.Method hi = ViaReflection.class.getDeclaredMethod("hi");
        step("after getDeclaredMethod");
        System.out.println("invoke " + hi.invoke(null));
        step("after Method.invoke");

        java.lang.invoke.MethodHandle getter = java.lang.invoke.MethodHandles.lookup().findStaticGetter(ViaHandle.class, "value", int.class);
        step("after findStaticGetter");
        System.out.println("getter " + (int) getter.invokeExact());
        step("after invoking the getter");

        System.out.println("LazyHolder class " + LazyHolder.class.getSimpleName());
        step("after class literal");
        int sum = 0;
        for (Supplier<Integer> s : LazyHolder.SUPPLIERS) sum += s.get();
        System.out.println("lazy suppliers sum " + sum);
        step("after LazyHolder use");
        try {
            Class.forName("ClassInitOrder$Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException " + e.getMessage());
        }
        System.out.println("forName array " + Class.forName("[LClassInitOrder$Child;").getSimpleName() + " " + Class.forName("[[I").getName());
        try {
            Class.forName("int");
        } catch (ClassNotFoundException e) {
            System.out.println("forName(int): ClassNotFoundException " + e.getMessage());
        }
    }
}
