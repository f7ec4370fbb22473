import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaConversionException;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VolatileCallSite;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

import static java.lang.invoke.MethodType.methodType;

// LambdaMetafactory called directly (what invokedynamic does for lambdas): static, virtual,
// capturing and constructor implementations, boxing/unboxing adaptation, altMetafactory with
// marker interfaces and bridges, LambdaConversionException, and call sites (Constant, Mutable,
// Volatile) with dynamicInvoker and setTarget.
public class LambdaMetafactoryDirect {
    interface Marker {}

    static int sum(int a, int b) { return a + b; }
    static String greet(String who) { return "hi " + who; }
    String prefix = "inst:";
    String decorate(String s) { return prefix + s; }

    interface StrFn { Object apply(Object o); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();

        MethodHandle sumMH = lookup.findStatic(LambdaMetafactoryDirect.class, "sum", methodType(int.class, int.class, int.class));
        CallSite site = LambdaMetafactory.metafactory(lookup, "applyAsInt", methodType(IntBinaryOperator.class),
                methodType(int.class, int.class, int.class), sumMH, methodType(int.class, int.class, int.class));
        IntBinaryOperator op = (IntBinaryOperator) site.getTarget().invokeExact();
        System.out.println("static impl " + op.applyAsInt(20, 22) + " call site " + site.getClass().getSimpleName() + " type " + site.type());
        IntBinaryOperator op2 = (IntBinaryOperator) site.getTarget().invokeExact();
        System.out.println("non-capturing instances shared " + (op == op2) + " hidden " + op.getClass().isHidden());

        MethodHandle greetMH = lookup.findStatic(LambdaMetafactoryDirect.class, "greet", methodType(String.class, String.class));
        Function<String, String> fn = (Function<String, String>) LambdaMetafactory.metafactory(lookup, "apply", methodType(Function.class),
                methodType(Object.class, Object.class), greetMH, methodType(String.class, String.class)).getTarget().invoke();
        System.out.println("erased SAM " + fn.apply("there") + " andThen default " + fn.andThen(String::length).apply("abc"));
        try {
            ((Function) fn).apply(42);
        } catch (ClassCastException e) {
            System.out.println("instantiated type check: ClassCastException");
        }

        MethodHandle decorate = lookup.findVirtual(LambdaMetafactoryDirect.class, "decorate", methodType(String.class, String.class));
        LambdaMetafactoryDirect inst = new LambdaMetafactoryDirect();
        CallSite capturing = LambdaMetafactory.metafactory(lookup, "apply", methodType(Function.class, LambdaMetafactoryDirect.class),
                methodType(Object.class, Object.class), decorate, methodType(String.class, String.class));
        Function<String, String> bound = (Function<String, String>) capturing.getTarget().invoke(inst);
        inst.prefix = "changed:";
        System.out.println("capturing receiver " + bound.apply("x") + " factory type " + capturing.type());
        Function<LambdaMetafactoryDirect, String> unbound = (Function<LambdaMetafactoryDirect, String>) LambdaMetafactory.metafactory(lookup, "apply", methodType(Function.class),
                methodType(Object.class, Object.class), lookup.findVirtual(LambdaMetafactoryDirect.class, "toString", methodType(String.class)).asType(methodType(String.class, LambdaMetafactoryDirect.class)),
                methodType(String.class, LambdaMetafactoryDirect.class)).getTarget().invoke();
        System.out.println("unbound receiver class check " + unbound.apply(inst).startsWith("LambdaMetafactoryDirect@"));

        MethodHandle sbCtor = lookup.findConstructor(StringBuilder.class, methodType(void.class, String.class));
        Function<String, StringBuilder> ctor = (Function<String, StringBuilder>) LambdaMetafactory.metafactory(lookup, "apply", methodType(Function.class),
                methodType(Object.class, Object.class), sbCtor, methodType(StringBuilder.class, String.class)).getTarget().invoke();
        System.out.println("constructor impl " + ctor.apply("olleh").reverse());

        MethodHandle length = lookup.findVirtual(String.class, "length", methodType(int.class));
        ToIntFunction<String> len = (ToIntFunction<String>) LambdaMetafactory.metafactory(lookup, "applyAsInt", methodType(ToIntFunction.class),
                methodType(int.class, Object.class), length, methodType(int.class, String.class)).getTarget().invoke();
        System.out.println("unboxed return " + len.applyAsInt("four"));
        BiFunction<Integer, Integer, Integer> boxedSum = (BiFunction<Integer, Integer, Integer>) LambdaMetafactory.metafactory(lookup, "apply", methodType(BiFunction.class),
                methodType(Object.class, Object.class, Object.class), sumMH, methodType(Integer.class, Integer.class, Integer.class)).getTarget().invoke();
        System.out.println("boxing adaptation " + boxedSum.apply(3, 4));

        Supplier<String> alt = (Supplier<String>) LambdaMetafactory.altMetafactory(lookup, "get", methodType(Supplier.class, String.class),
                methodType(Object.class), greetMH, methodType(String.class), LambdaMetafactory.FLAG_MARKERS, 1, Marker.class).getTarget().invoke("alt");
        System.out.println("altMetafactory marker " + (alt instanceof Marker) + " value " + alt.get());
        Object bridged = LambdaMetafactory.altMetafactory(lookup, "apply", methodType(StrFn.class),
                methodType(Object.class, Object.class), greetMH, methodType(String.class, String.class),
                LambdaMetafactory.FLAG_BRIDGES, 0).getTarget().invoke();
        System.out.println("altMetafactory no bridges " + ((StrFn) bridged).apply("bridge"));

        try {
            LambdaMetafactory.metafactory(lookup, "get", methodType(Supplier.class),
                    methodType(Object.class), greetMH.bindTo("not direct"), methodType(String.class));
        } catch (LambdaConversionException e) {
            System.out.println("LambdaConversionException " + e.getMessage());
        }
        try {
            LambdaMetafactory.metafactory(lookup, "apply", methodType(Function.class),
                    methodType(Object.class, Object.class), sumMH, methodType(int.class, int.class, int.class));
        } catch (LambdaConversionException e) {
            System.out.println("LambdaConversionException " + e.getMessage());
        }
        try {
            LambdaMetafactory.metafactory(lookup, "apply", methodType(String.class),
                    methodType(Object.class, Object.class), greetMH, methodType(String.class, String.class));
        } catch (LambdaConversionException e) {
            System.out.println("LambdaConversionException " + e.getMessage());
        }

        MethodHandle k1 = MethodHandles.constant(String.class, "one");
        MethodHandle k2 = MethodHandles.constant(String.class, "two");
        MutableCallSite mcs = new MutableCallSite(k1);
        MethodHandle invoker = mcs.dynamicInvoker();
        String before = (String) invoker.invokeExact();
        mcs.setTarget(k2);
        String after = (String) invoker.invokeExact();
        System.out.println("MutableCallSite " + before + " -> " + after + " type " + mcs.type());
        MutableCallSite.syncAll(new MutableCallSite[]{mcs});
        VolatileCallSite vcs = new VolatileCallSite(methodType(int.class, int.class));
        try {
            int r = (int) vcs.dynamicInvoker().invokeExact(1);
            System.out.println("not reached " + r);
        } catch (IllegalStateException e) {
            System.out.println("uninitialized VolatileCallSite: IllegalStateException");
        }
        vcs.setTarget(MethodHandles.identity(int.class));
        System.out.println("VolatileCallSite " + (int) vcs.dynamicInvoker().invokeExact(9));
        ConstantCallSite ccs = new ConstantCallSite(k1);
        try {
            ccs.setTarget(k2);
        } catch (UnsupportedOperationException e) {
            System.out.println("ConstantCallSite.setTarget: UnsupportedOperationException");
        }
        try {
            mcs.setTarget(MethodHandles.constant(Integer.class, 1));
        } catch (java.lang.invoke.WrongMethodTypeException e) {
            System.out.println("setTarget type mismatch: WrongMethodTypeException " + e.getMessage());
        }
    }
}
