import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleProxies;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntBinaryOperator;

import static java.lang.invoke.MethodType.methodType;

// MethodHandles combinators: asType, insertArguments, dropArguments, filterReturnValue,
// filterArguments, foldArguments, collectArguments, permuteArguments, guardWithTest,
// catchException, throwException, tryFinally, constant, identity, zero/empty,
// arrayElementGetter/Setter, spreadInvoker/asSpreader, asCollector/asVarargsCollector,
// invokeWithArguments, exactInvoker, loops and MethodHandleProxies.
public class MethodHandlesCombinators {
    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static int add(int a, int b) { return a + b; }
    static int mul(int a, int b) { return a * b; }
    static String show(int x) { return "<" + x + ">"; }
    static String join3(String a, String b, String c) { return a + "|" + b + "|" + c; }
    static boolean isPositive(int x) { return x > 0; }
    static String pos(int x) { return "positive " + x; }
    static String nonPos(int x) { return "non-positive " + x; }
    static int risky(int x) {
        if (x < 0) throw new IllegalArgumentException("negative: " + x);
        return 100 / x;
    }
    static int recover(RuntimeException e, int x) { return -1000 - x; }
    static String sumAll(int... xs) { return "sum " + Arrays.stream(xs).sum() + " of " + xs.length; }
    static String listAll(String head, Object... rest) { return head + Arrays.toString(rest); }
    static int count(String s) { return s.length(); }
    static String withCount(int n, String s) { return s + "#" + n; }
    static List<String> LOG = new ArrayList<>();
    static void log(String s) { LOG.add(s); }
    static int cleanup(Throwable t, int result, int x) { LOG.add("finally t=" + (t == null ? "none" : t.getClass().getSimpleName()) + " result=" + result + " x=" + x); return result * 2; }

    static MethodHandle st(String name, MethodType t) throws ReflectiveOperationException { return L.findStatic(MethodHandlesCombinators.class, name, t); }

    public static void main(String[] args) throws Throwable {
        MethodHandle add = st("add", methodType(int.class, int.class, int.class));
        MethodHandle mul = st("mul", methodType(int.class, int.class, int.class));
        MethodHandle show = st("show", methodType(String.class, int.class));

        MethodHandle generic = add.asType(methodType(Object.class, Object.class, Object.class));
        System.out.println("asType " + generic.type() + " -> " + generic.invokeExact((Object) 2, (Object) 40));
        MethodHandle widened = add.asType(methodType(long.class, short.class, byte.class));
        System.out.println("asType widening " + widened.type() + " -> " + (long) widened.invokeExact((short) 300, (byte) -1));
        MethodHandle boxedRet = add.asType(methodType(Integer.class, Integer.class, int.class));
        System.out.println("asType boxing " + (Integer) boxedRet.invokeExact(Integer.valueOf(5), 6));
        try {
            generic.invoke("not an int", 1);
        } catch (ClassCastException e) {
            System.out.println("asType cast failure: ClassCastException " + e.getMessage());
        }

        MethodHandle add5 = MethodHandles.insertArguments(add, 1, 5);
        System.out.println("insertArguments " + add5.type() + " " + (int) add5.invokeExact(10));
        MethodHandle join = st("join3", methodType(String.class, String.class, String.class, String.class));
        MethodHandle joinMid = MethodHandles.insertArguments(join, 1, "M");
        System.out.println("insert middle " + (String) joinMid.invokeExact("a", "c") + " insert 2 " + (String) MethodHandles.insertArguments(join, 0, "x", "y").invokeExact("z"));

        MethodHandle dropped = MethodHandles.dropArguments(add, 0, String.class, double.class);
        System.out.println("dropArguments " + dropped.type() + " " + (int) dropped.invokeExact("ignored", 1.5, 3, 4));
        MethodHandle droppedEnd = MethodHandles.dropArguments(show, 1, List.of(Object.class));
        System.out.println("drop at end " + droppedEnd.type() + " " + (String) droppedEnd.invokeExact(7, (Object) "x"));

        MethodHandle addShow = MethodHandles.filterReturnValue(add, show);
        System.out.println("filterReturnValue " + addShow.type() + " " + (String) addShow.invokeExact(1, 2));
        MethodHandle count = st("count", methodType(int.class, String.class));
        MethodHandle addLengths = MethodHandles.filterArguments(add, 0, count, count);
        System.out.println("filterArguments " + addLengths.type() + " " + (int) addLengths.invokeExact("abc", "de"));
        MethodHandle filterSecond = MethodHandles.filterArguments(add, 1, count);
        System.out.println("filter second only " + (int) filterSecond.invokeExact(100, "four"));

        MethodHandle withCount = st("withCount", methodType(String.class, int.class, String.class));
        MethodHandle folded = MethodHandles.foldArguments(withCount, count);
        System.out.println("foldArguments " + folded.type() + " " + (String) folded.invokeExact("hello"));
        MethodHandle collected = MethodHandles.collectArguments(show, 0, add);
        System.out.println("collectArguments " + collected.type() + " " + (String) collected.invokeExact(20, 22));
        MethodHandle sub = MethodHandles.permuteArguments(st("join3", methodType(String.class, String.class, String.class, String.class)),
                methodType(String.class, String.class, String.class), 1, 0, 1);
        System.out.println("permuteArguments " + sub.type() + " " + (String) sub.invokeExact("A", "B"));

        MethodHandle gwt = MethodHandles.guardWithTest(st("isPositive", methodType(boolean.class, int.class)),
                st("pos", methodType(String.class, int.class)), st("nonPos", methodType(String.class, int.class)));
        for (int x : new int[]{5, 0, -3}) System.out.println("guardWithTest " + (String) gwt.invokeExact(x));

        MethodHandle risky = st("risky", methodType(int.class, int.class));
        MethodHandle safe = MethodHandles.catchException(risky, RuntimeException.class, st("recover", methodType(int.class, RuntimeException.class, int.class)));
        for (int x : new int[]{4, 0, -7}) System.out.println("catchException " + x + " -> " + (int) safe.invokeExact(x));
        MethodHandle onlyIAE = MethodHandles.catchException(risky, IllegalArgumentException.class,
                MethodHandles.dropArguments(MethodHandles.constant(int.class, -1), 0, IllegalArgumentException.class, int.class));
        System.out.println("catch IAE only " + (int) onlyIAE.invokeExact(-1));
        try {
            int r = (int) onlyIAE.invokeExact(0);
            System.out.println("not reached " + r);
        } catch (ArithmeticException e) {
            System.out.println("uncaught type propagates: ArithmeticException " + e.getMessage());
        }
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        try {
            int r = (int) thrower.invokeExact(new IllegalStateException("thrown by handle"));
            System.out.println("not reached " + r);
        } catch (IllegalStateException e) {
            System.out.println("throwException " + e.getMessage() + " type " + thrower.type());
        }
        MethodHandle cleanup = st("cleanup", methodType(int.class, Throwable.class, int.class, int.class));
        MethodHandle tf = MethodHandles.tryFinally(risky, cleanup);
        System.out.println("tryFinally ok " + (int) tf.invokeExact(5));
        try {
            int r = (int) tf.invokeExact(-2);
            System.out.println("not reached " + r);
        } catch (IllegalArgumentException e) {
            System.out.println("tryFinally rethrows " + e.getMessage());
        }
        System.out.println("log " + LOG);

        MethodHandle k = MethodHandles.constant(String.class, "K");
        MethodHandle id = MethodHandles.identity(double.class);
        System.out.println("constant " + (String) k.invokeExact() + " " + k.type() + " identity " + (double) id.invokeExact(2.5) + " " + id.type());
        System.out.println("zero " + MethodHandles.zero(int.class).invoke() + " " + MethodHandles.zero(Object.class).invoke() + " empty " + MethodHandles.empty(methodType(long.class, String.class)).invoke("x"));
        MethodHandle primConst = MethodHandles.constant(int.class, 'A' + 1);
        System.out.println("constant int " + (int) primConst.invokeExact());

        int[] ints = {10, 20, 30};
        MethodHandle getter = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle setter = MethodHandles.arrayElementSetter(int[].class);
        setter.invokeExact(ints, 1, 99);
        System.out.println("array getter " + (int) getter.invokeExact(ints, 1) + " " + getter.type() + " setter " + setter.type() + " " + Arrays.toString(ints));
        try {
            int r = (int) getter.invokeExact(ints, 3);
            System.out.println("not reached " + r);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("array getter out of bounds: " + e.getMessage());
        }
        String[] strs = {"a", "b"};
        MethodHandle sget = MethodHandles.arrayElementGetter(String[].class);
        System.out.println("object array getter " + (String) sget.invokeExact(strs, 0) + " " + sget.type());
        MethodHandle oset = MethodHandles.arrayElementSetter(Object[].class);
        try {
            oset.invoke((Object[]) strs, 0, (Object) 42);
        } catch (ArrayStoreException e) {
            System.out.println("array setter store check: ArrayStoreException " + e.getMessage());
        }

        MethodHandle spreader = join.asSpreader(String[].class, 3);
        System.out.println("asSpreader " + spreader.type() + " " + (String) spreader.invokeExact(new String[]{"x", "y", "z"}));
        MethodHandle spread2 = join.asSpreader(1, Object[].class, 2);
        System.out.println("asSpreader at 1 " + spread2.type() + " " + spread2.invoke("p", new Object[]{"q", "r"}));
        try {
            spreader.invoke(new String[]{"only one"});
        } catch (IllegalArgumentException e) {
            System.out.println("spread wrong length: IllegalArgumentException " + e.getMessage());
        }
        MethodHandle inv = MethodHandles.spreadInvoker(add.type(), 0);
        System.out.println("spreadInvoker " + inv.type() + " " + inv.invoke(add, new Object[]{7, 8}));
        MethodHandle exact = MethodHandles.exactInvoker(add.type());
        System.out.println("exactInvoker " + exact.type() + " " + (int) exact.invokeExact(mul, 6, 7));
        MethodHandle invoker = MethodHandles.invoker(methodType(Object.class, Object.class, Object.class));
        System.out.println("invoker " + invoker.invoke(add, 1, 1));

        MethodHandle sumAll = st("sumAll", methodType(String.class, int[].class));
        System.out.println("varargs method isVarargsCollector " + sumAll.isVarargsCollector() + " (findStatic keeps ACC_VARARGS)");
        MethodHandle collector = sumAll.asCollector(int[].class, 3);
        System.out.println("asCollector " + collector.type() + " " + (String) collector.invokeExact(1, 2, 3));
        MethodHandle varargs = sumAll.asVarargsCollector(int[].class);
        System.out.println("asVarargsCollector " + varargs.isVarargsCollector() + " " + varargs.invoke() + " / " + varargs.invoke(5) + " / " + varargs.invoke(1, 2, 3, 4) + " / " + varargs.invoke(new int[]{9, 9}));
        MethodHandle listAll = st("listAll", methodType(String.class, String.class, Object[].class)).asVarargsCollector(Object[].class);
        System.out.println("varargs Object " + listAll.invoke("h") + " " + listAll.invoke("h", 1, "two", 3.0) + " " + listAll.invokeWithArguments("h", 'c', null));
        System.out.println("asFixedArity " + listAll.asFixedArity().isVarargsCollector() + " withVarargs " + st("listAll", methodType(String.class, String.class, Object[].class)).withVarargs(true).invoke("w", 1, 2));
        System.out.println("invokeWithArguments " + add.invokeWithArguments(3, 4) + " " + join.invokeWithArguments(List.of("l", "i", "st")) + " " + MethodHandles.identity(Object.class).invokeWithArguments((Object) null));
        try {
            add.invokeWithArguments(1);
        } catch (java.lang.invoke.WrongMethodTypeException e) {
            System.out.println("invokeWithArguments arity: WrongMethodTypeException " + e.getMessage());
        }

        // loops (Java 9 combinators)
        MethodHandle loopBody = MethodHandles.dropArguments(mul, 1, int.class);
        MethodHandle init = MethodHandles.dropArguments(MethodHandles.constant(int.class, 1), 0, int.class);
        MethodHandle countedBody = MethodHandles.permuteArguments(
                MethodHandles.filterArguments(mul, 1, MethodHandles.insertArguments(add, 1, 1)),
                methodType(int.class, int.class, int.class, int.class), 0, 1);
        MethodHandle factorial = MethodHandles.countedLoop(MethodHandles.identity(int.class), init, countedBody);
        System.out.println("countedLoop factorial " + (int) factorial.invokeExact(5) + " " + (int) factorial.invokeExact(10) + " " + factorial.type());
        MethodHandle iterations = MethodHandles.countedLoop(MethodHandles.identity(int.class), null,
                MethodHandles.dropArguments(MethodHandles.identity(int.class), 1, int.class));
        System.out.println("countedLoop no state " + iterations.type() + " " + loopBody.type());

        IntBinaryOperator op = MethodHandleProxies.asInterfaceInstance(IntBinaryOperator.class, mul);
        System.out.println("asInterfaceInstance " + op.applyAsInt(6, 9) + " isWrapper " + MethodHandleProxies.isWrapperInstance(op)
                + " same target type " + MethodHandleProxies.wrapperInstanceTarget(op).type());
        Runnable r = MethodHandleProxies.asInterfaceInstance(Runnable.class, MethodHandles.insertArguments(st("log", methodType(void.class, String.class)), 0, "from proxy"));
        r.run();
        System.out.println("proxy runnable " + LOG.get(LOG.size() - 1));
    }
}
