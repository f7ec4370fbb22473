import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// StackWalker: walk with filters and limits, getCallerClass, StackFrame method names, line
// numbers, descriptors and declaring classes (RETAIN_CLASS_REFERENCE), frames of lambdas,
// method references, reflection and method handles (hidden and reflection frames are skipped by
// default), frames of another thread, and toStackTraceElement. Only this program's frames are
// printed with line numbers.
public class StackWalkerDemo {
    static final StackWalker PLAIN = StackWalker.getInstance();
    static final StackWalker RETAIN = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    static final StackWalker HIDDEN = StackWalker.getInstance(EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_HIDDEN_FRAMES));
    static final StackWalker REFLECT = StackWalker.getInstance(Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_REFLECT_FRAMES));

    static boolean mine(StackWalker.StackFrame f) { return f.getClassName().startsWith("StackWalkerDemo"); }

    static String own(StackWalker w) {
        return w.walk(s -> s.filter(StackWalkerDemo::mine).map(f -> f.getMethodName() + ":" + f.getLineNumber()).collect(Collectors.joining(" <- ")));
    }

    static String ownNames(StackWalker w) {
        return w.walk(s -> s.filter(StackWalkerDemo::mine).map(StackWalker.StackFrame::getMethodName).collect(Collectors.joining(" <- ")));
    }

    static class Helper {
        static Class<?> whoCalledMe() { return RETAIN.getCallerClass(); }
        Class<?> instanceCaller() { return RETAIN.getCallerClass(); }
        String describeCaller() {
            return RETAIN.walk(s -> s.skip(1).findFirst()).map(f -> f.getDeclaringClass().getSimpleName() + "." + f.getMethodName() + f.getMethodType() + " " + f.getDescriptor()).orElse("?");
        }
    }

    static void level3(List<String> out) {
        out.add("level3 sees " + own(PLAIN));
        out.add("limit 2: " + PLAIN.walk(s -> s.limit(2).map(StackWalker.StackFrame::getMethodName).collect(Collectors.toList())));
        out.add("first frame " + PLAIN.walk(Stream::findFirst).map(f -> f.getClassName() + "." + f.getMethodName() + " line " + f.getLineNumber() + " native " + f.isNativeMethod()).orElse("none"));
        out.add("count of own frames " + PLAIN.walk(s -> s.filter(StackWalkerDemo::mine).count()));
        out.add("last own frame " + PLAIN.walk(s -> s.filter(StackWalkerDemo::mine).reduce((a, b) -> b)).map(StackWalker.StackFrame::getMethodName).orElse("?"));
        out.add("takeWhile not main " + PLAIN.walk(s -> s.map(StackWalker.StackFrame::getMethodName).takeWhile(n -> !n.equals("main")).collect(Collectors.toList())));
    }
    static void level2(List<String> out) { level3(out); }
    static void level1(List<String> out) { level2(out); }

    static int recurse(int n, List<String> out) {
        if (n == 0) {
            out.add("recursion depth frames " + PLAIN.walk(s -> s.filter(f -> f.getMethodName().equals("recurse")).count()));
            out.add("line numbers " + PLAIN.walk(s -> s.filter(f -> f.getMethodName().equals("recurse")).map(f -> String.valueOf(f.getLineNumber())).distinct().collect(Collectors.joining(","))));
            return 0;
        }
        return 1 + recurse(n - 1, out);
    }

    static String viaReflection() { return ownNames(PLAIN) + " | with reflect frames: " + REFLECT.walk(s -> s.map(f -> f.getDeclaringClass().getName().startsWith("jdk.internal.reflect") ? "<reflect>" : f.getMethodName())
            .takeWhile(n -> !n.equals("main")).distinct().collect(Collectors.toList())); }

    static String viaHandle() { return ownNames(PLAIN) + " | hidden frames present " + HIDDEN.walk(s -> s.takeWhile(f -> !f.getMethodName().equals("main")).anyMatch(f -> f.getDeclaringClass().isHidden())); }

    static StackTraceElement elementHere() { return PLAIN.walk(s -> s.findFirst()).get().toStackTraceElement(); }

    public static void main(String[] args) throws Throwable {
        List<String> out = new java.util.ArrayList<>();
        level1(out);
        out.forEach(System.out::println);
        out.clear();
        recurse(5, out);
        out.forEach(System.out::println);

        System.out.println("getCallerClass static " + Helper.whoCalledMe().getSimpleName() + " instance " + new Helper().instanceCaller().getSimpleName());
        System.out.println("describeCaller " + new Helper().describeCaller());
        try {
            PLAIN.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getCallerClass without RETAIN_CLASS_REFERENCE: UnsupportedOperationException " + e.getMessage());
        }
        try {
            PLAIN.walk(s -> s.findFirst()).get().getDeclaringClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getDeclaringClass without RETAIN_CLASS_REFERENCE: UnsupportedOperationException " + e.getMessage());
        }

        Supplier<String> lambda = () -> ownNames(PLAIN);
        System.out.println("from lambda: " + lambda.get());
        Supplier<String> ref = StackWalkerDemo::viaReflection;
        System.out.println("from method ref: " + ref.get().split(" \\| ")[0]);
        Runnable nested = () -> {
            Supplier<String> inner = () -> own(PLAIN);
            System.out.println("nested lambdas: " + inner.get().replaceAll(":\\d+", ""));
        };
        nested.run();
        System.out.println("in stream: " + Stream.of(1).map(i -> ownNames(PLAIN)).findFirst().get());
        System.out.println("in Optional.map: " + Optional.of(1).map(i -> ownNames(PLAIN)).get());

        Method m = StackWalkerDemo.class.getDeclaredMethod("viaReflection");
        System.out.println("via reflection: " + m.invoke(null));
        MethodHandle mh = MethodHandles.lookup().findStatic(StackWalkerDemo.class, "viaHandle", MethodType.methodType(String.class));
        System.out.println("via method handle: " + (String) mh.invokeExact());
        System.out.println("lambda frames hidden: " + ((Supplier<String>) () -> HIDDEN.walk(s -> s.takeWhile(f -> !f.getMethodName().equals("main"))
                .map(f -> f.getDeclaringClass().isHidden() ? "<hidden>" : f.getMethodName()).collect(Collectors.toList())).toString()).get());

        StackTraceElement e = elementHere();
        System.out.println("toStackTraceElement " + e + " class " + e.getClassName() + " method " + e.getMethodName() + " file " + e.getFileName() + " line " + e.getLineNumber());
        StackTraceElement[] fromThrowable = new Throwable().getStackTrace();
        System.out.println("Throwable agrees " + fromThrowable[0].getMethodName() + ":" + fromThrowable[0].getLineNumber());

        String[] fromThread = new String[1];
        Thread t = new Thread("walker-thread") {
            @Override public void run() { fromThread[0] = Thread.currentThread().getName() + " frames " + PLAIN.walk(s -> s.map(f -> f.getClassName().replaceAll("\\$\\d+$", "\\$N") + "." + f.getMethodName()).collect(Collectors.toList())); }
        };
        t.start();
        t.join();
        System.out.println(fromThread[0]);
        System.out.println("forEach " + collectForEach());
        try {
            PLAIN.walk(s -> { throw new IllegalStateException("thrown inside walk"); });
        } catch (IllegalStateException ex) {
            System.out.println("exception from walk function: " + ex.getMessage());
        }
        Stream<StackWalker.StackFrame>[] escaped = new Stream[1];
        PLAIN.walk(s -> { escaped[0] = s; return null; });
        try {
            escaped[0].count();
        } catch (IllegalStateException ex) {
            System.out.println("stream used after walk: IllegalStateException " + ex.getMessage());
        }
    }

    static String collectForEach() {
        StringBuilder sb = new StringBuilder();
        PLAIN.forEach(f -> { if (mine(f)) sb.append(f.getMethodName()).append(':').append(f.getLineNumber()).append(' '); });
        return sb.toString().trim();
    }
}
