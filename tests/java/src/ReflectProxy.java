import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

// java.lang.reflect.Proxy with InvocationHandlers: delegation with logging, Object methods
// routed through the handler, default methods via InvocationHandler.invokeDefault, checked and
// unchecked exceptions (UndeclaredThrowableException), primitive return values and null for
// primitives, several interfaces, and a map-backed "bean" proxy. Proxy class names are not printed.
public class ReflectProxy {
    interface Calculator {
        int add(int a, int b);
        double div(double a, double b);
        long fact(int n);
        String name();
        default String describe() { return "calculator " + name() + " 2+3=" + add(2, 3); }
    }

    interface Named { String name(); }

    interface Bean {
        String getTitle();
        void setTitle(String t);
        int getCount();
        void setCount(int c);
        boolean isActive();
        void setActive(boolean a);
    }

    interface Risky {
        void checked() throws java.io.IOException;
        void unchecked();
        void undeclared();
        int primitiveNull();
    }

    static class RealCalculator implements Calculator {
        public int add(int a, int b) { return a + b; }
        public double div(double a, double b) { return a / b; }
        public long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
        public String name() { return "real"; }
    }

    static class LoggingHandler implements InvocationHandler {
        final Object target;
        final List<String> log = new ArrayList<>();
        LoggingHandler(Object target) { this.target = target; }
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            log.add(m.getName() + (args == null ? "()" : Arrays.toString(args)));
            if (m.isDefault()) return InvocationHandler.invokeDefault(proxy, m, args);
            if (m.getDeclaringClass() == Object.class) {
                switch (m.getName()) {
                    case "toString": return "Proxy<" + target.getClass().getSimpleName() + ">";
                    case "hashCode": return 4242;
                    case "equals": return args[0] == proxy;
                }
            }
            try {
                return m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    public static void main(String[] args) {
        ClassLoader cl = ReflectProxy.class.getClassLoader();
        LoggingHandler h = new LoggingHandler(new RealCalculator());
        Calculator calc = (Calculator) Proxy.newProxyInstance(cl, new Class<?>[]{Calculator.class}, h);
        System.out.println("add " + calc.add(20, 22) + " div " + calc.div(1, 8) + " fact " + calc.fact(15) + " name " + calc.name());
        System.out.println("default method " + calc.describe());
        System.out.println("toString " + calc + " hashCode " + calc.hashCode() + " equals self " + calc.equals(calc) + " equals other " + calc.equals("x"));
        System.out.println("log " + h.log);
        System.out.println("isProxyClass " + Proxy.isProxyClass(calc.getClass()) + " " + Proxy.isProxyClass(RealCalculator.class)
                + " handler same " + (Proxy.getInvocationHandler(calc) == h) + " instanceof Calculator " + (calc instanceof Calculator)
                + " interfaces " + Arrays.toString(calc.getClass().getInterfaces()) + " superclass " + calc.getClass().getSuperclass().getName()
                + " final " + java.lang.reflect.Modifier.isFinal(calc.getClass().getModifiers()));

        // two interfaces with the same method: the first interface's Method is passed
        List<String> seen = new ArrayList<>();
        Object multi = Proxy.newProxyInstance(cl, new Class<?>[]{Named.class, Calculator.class}, (p, m, a) -> {
            seen.add(m.getDeclaringClass().getSimpleName() + "." + m.getName());
            Class<?> rt = m.getReturnType();
            if (rt == int.class) return 1;
            if (rt == long.class) return 2L;
            if (rt == double.class) return 3.0;
            if (rt == String.class) return "multi";
            return null;
        });
        System.out.println("multi name " + ((Named) multi).name() + " " + ((Calculator) multi).name() + " add " + ((Calculator) multi).add(0, 0) + " seen " + seen);

        // a bean backed by a map
        Map<String, Object> props = new TreeMap<>();
        Bean bean = (Bean) Proxy.newProxyInstance(cl, new Class<?>[]{Bean.class}, (p, m, a) -> {
            String n = m.getName();
            if (n.startsWith("set")) { props.put(n.substring(3), a[0]); return null; }
            String key = n.startsWith("get") ? n.substring(3) : n.substring(2);
            Object v = props.get(key);
            if (v == null && m.getReturnType() == int.class) return 0;
            if (v == null && m.getReturnType() == boolean.class) return false;
            return v;
        });
        System.out.println("bean defaults title=" + bean.getTitle() + " count=" + bean.getCount() + " active=" + bean.isActive());
        bean.setTitle("Proxy bean");
        bean.setCount(7);
        bean.setActive(true);
        System.out.println("bean title=" + bean.getTitle() + " count=" + bean.getCount() + " active=" + bean.isActive() + " props " + props);

        Risky risky = (Risky) Proxy.newProxyInstance(cl, new Class<?>[]{Risky.class}, (p, m, a) -> {
            switch (m.getName()) {
                case "checked": throw new java.io.IOException("declared checked");
                case "unchecked": throw new IllegalStateException("runtime");
                case "undeclared": throw new Exception("undeclared checked");
                default: return null;
            }
        });
        try {
            risky.checked();
        } catch (java.io.IOException e) {
            System.out.println("checked passes through: " + e.getMessage());
        }
        try {
            risky.unchecked();
        } catch (IllegalStateException e) {
            System.out.println("unchecked passes through: " + e.getMessage());
        }
        try {
            risky.undeclared();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared wrapped: " + e.getClass().getSimpleName() + " cause " + e.getCause() + " undeclared " + e.getUndeclaredThrowable().getMessage());
        }
        try {
            risky.primitiveNull();
        } catch (NullPointerException e) {
            System.out.println("null for primitive return: NullPointerException");
        }
        Calculator wrongType = (Calculator) Proxy.newProxyInstance(cl, new Class<?>[]{Calculator.class}, (p, m, a) -> "not a number");
        try {
            wrongType.add(1, 2);
        } catch (ClassCastException e) {
            System.out.println("wrong return type: ClassCastException");
        }

        // a generic proxy over java.util.function.Function and Comparator
        @SuppressWarnings("unchecked")
        Function<String, Integer> fn = (Function<String, Integer>) Proxy.newProxyInstance(cl, new Class<?>[]{Function.class},
                (p, m, a) -> m.getName().equals("apply") ? ((String) a[0]).length() : InvocationHandler.invokeDefault(p, m, a));
        System.out.println("Function proxy " + fn.apply("hello") + " andThen (default) " + fn.andThen(x -> x * 10).apply("abc"));
        @SuppressWarnings("unchecked")
        Comparator<String> cmp = (Comparator<String>) Proxy.newProxyInstance(cl, new Class<?>[]{Comparator.class},
                (p, m, a) -> m.getName().equals("compare") ? ((String) a[0]).length() - ((String) a[1]).length() : InvocationHandler.invokeDefault(p, m, a));
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb", "dddd"));
        words.sort(cmp.reversed());
        System.out.println("Comparator proxy reversed " + words);
        try {
            Proxy.newProxyInstance(cl, new Class<?>[]{RealCalculator.class}, h);
        } catch (IllegalArgumentException e) {
            System.out.println("class instead of interface: IllegalArgumentException " + e.getMessage());
        }
    }
}
