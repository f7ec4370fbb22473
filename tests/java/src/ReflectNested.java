import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

// Reflection on nested, inner, local and anonymous classes and lambdas: getSimpleName,
// getCanonicalName, getDeclaringClass, getEnclosingClass/Method/Constructor, isAnonymousClass,
// isLocalClass, isMemberClass, getDeclaredClasses (sorted), nest host/members, getPackageName,
// array and primitive class names, and isSynthetic/isHidden for lambdas.
public class ReflectNested {
    static class StaticNested {
        class InnerOfNested {}
        interface NestedIface {}
        enum NestedEnum { A, B { } }
        record NestedRecord(int x) {}
        @interface NestedAnno {}
    }

    class Inner {}

    final Object fromConstructor;
    final Class<?> localInCtor;

    ReflectNested() {
        class LocalInConstructor {}
        localInCtor = LocalInConstructor.class;
        fromConstructor = new Object() { };
    }

    static Object anonymousInStaticInit;
    static {
        anonymousInStaticInit = new Runnable() { public void run() {} };
    }

    static String describe(Class<?> c) {
        String simple = c.getSimpleName();
        return "name=" + c.getName() + " simple='" + simple + "' canonical=" + c.getCanonicalName() + " typeName=" + c.getTypeName()
                + " anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member=" + c.isMemberClass()
                + " declaring=" + (c.getDeclaringClass() == null ? null : c.getDeclaringClass().getSimpleName())
                + " enclosing=" + (c.getEnclosingClass() == null ? null : c.getEnclosingClass().getSimpleName())
                + " enclosingMethod=" + (c.getEnclosingMethod() == null ? null : c.getEnclosingMethod().getName())
                + " enclosingCtor=" + (c.getEnclosingConstructor() == null ? null : c.getEnclosingConstructor().getParameterCount() + " params")
                + " nestHost=" + c.getNestHost().getSimpleName() + " package='" + c.getPackageName() + "'";
    }

    Supplier<Class<?>> localInInstanceMethod() {
        class LocalInInstance {}
        return () -> LocalInInstance.class;
    }

    static <T> Class<?> localInGeneric(T t) {
        record LocalRecord(Object o) {}
        enum LocalEnum { X }
        interface LocalIface {}
        return new LocalRecord(t).getClass();
    }

    public static void main(String[] args) {
        class Local {}
        Object anon = new Object() { };
        Runnable anonRunnable = new Runnable() { public void run() {} };
        Comparable<String> anonInterface = new Comparable<>() { public int compareTo(String o) { return 0; } };
        List<Class<?>> classes = new ArrayList<>(List.of(ReflectNested.class, StaticNested.class, StaticNested.InnerOfNested.class, StaticNested.NestedIface.class,
                StaticNested.NestedEnum.class, StaticNested.NestedEnum.B.getClass(), StaticNested.NestedRecord.class, StaticNested.NestedAnno.class,
                Inner.class, Local.class, anon.getClass(), anonRunnable.getClass(), anonInterface.getClass(), anonymousInStaticInit.getClass(),
                new ReflectNested().fromConstructor.getClass(), new ReflectNested().localInCtor, new ReflectNested().localInInstanceMethod().get(), localInGeneric("x")));
        for (Class<?> c : classes) System.out.println(describe(c));

        Class<?>[] arrays = {int[].class, String[][].class, Local[].class, anon.getClass().arrayType(), Inner[][].class, int.class, void.class, Thread.State.class};
        for (Class<?> c : arrays) {
            System.out.println("array/primitive name=" + c.getName() + " simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName() + " typeName=" + c.getTypeName()
                    + " component=" + (c.getComponentType() == null ? null : c.getComponentType().getSimpleName()) + " isArray=" + c.isArray() + " isPrimitive=" + c.isPrimitive()
                    + " descriptor=" + c.descriptorString());
        }

        List<String> declared = new ArrayList<>();
        for (Class<?> c : ReflectNested.class.getDeclaredClasses()) declared.add(c.getSimpleName());
        declared.sort(Comparator.naturalOrder());
        System.out.println("declared classes of ReflectNested " + declared + " (no local/anonymous)");
        List<String> nested = new ArrayList<>();
        for (Class<?> c : StaticNested.class.getDeclaredClasses()) nested.add(Arrays.asList(c.getName(), String.valueOf(c.isInterface()), String.valueOf(c.isEnum()), String.valueOf(c.isRecord()), String.valueOf(c.isAnnotation())).toString());
        nested.sort(Comparator.naturalOrder());
        System.out.println("declared classes of StaticNested " + nested);
        System.out.println("public classes of ReflectNested " + ReflectNested.class.getClasses().length);
        List<String> nestMembers = new ArrayList<>();
        for (Class<?> c : ReflectNested.class.getNestMembers()) nestMembers.add(c.getName());
        nestMembers.sort(Comparator.naturalOrder());
        System.out.println("nest members " + nestMembers);
        System.out.println("isNestmateOf " + Local.class.isNestmateOf(StaticNested.InnerOfNested.class) + " " + ReflectNested.class.isNestmateOf(String.class));

        Runnable lambda = () -> {};
        Supplier<String> methodRef = String::new;
        for (Object o : new Object[]{lambda, methodRef}) {
            Class<?> c = o.getClass();
            System.out.println("lambda class synthetic=" + c.isSynthetic() + " hidden=" + c.isHidden() + " anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass()
                    + " member=" + c.isMemberClass() + " enclosing=" + c.getEnclosingClass() + " canonical=" + c.getCanonicalName() + " nestHost=" + c.getNestHost().getSimpleName()
                    + " name starts with ReflectNested$$Lambda$ " + c.getName().startsWith("ReflectNested$$Lambda$") + " contains '/' " + c.getName().contains("/")
                    + " interfaces " + Arrays.toString(c.getInterfaces()) + " superclass " + c.getSuperclass().getSimpleName());
        }
        System.out.println("enum constant body class is anonymous " + StaticNested.NestedEnum.B.getClass().isAnonymousClass() + " isEnum " + StaticNested.NestedEnum.B.getClass().isEnum()
                + " declaring class of constant " + StaticNested.NestedEnum.B.getDeclaringClass().getSimpleName());
        System.out.println("JDK nested " + describe(java.util.Map.Entry.class));
        System.out.println("JDK anonymous-free " + describe(java.util.AbstractMap.SimpleEntry.class));
    }
}
