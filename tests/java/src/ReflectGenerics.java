import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

// Generic signatures through reflection: type parameters and their bounds, parameterized,
// wildcard and generic array types of fields, methods, constructors, superclasses and
// interfaces, owner types of nested generics, and Type.getTypeName/toString.
public class ReflectGenerics {
    interface Shape {}

    static class Node<T extends Comparable<? super T>, K extends Number & Serializable> implements Comparable<Node<T, K>>, Function<T, List<K>> {
        T value;
        K key;
        List<? extends T> uppers;
        List<? super K> lowers;
        List<?> unknown;
        Map<String, List<T>[]> arrays;
        T[] typedArray;
        List<String>[] listArray;
        int[][] ints;
        Node<T, K>.Inner<String> inner;
        Map.Entry<? extends Shape, ? super Integer> entry;

        class Inner<E> {
            E e;
            T outerT;
        }

        <R extends Map<T, ? extends R>> R weird(R r) { return r; }
        static <A, B extends A> List<? super B> copy(List<? extends A> in, B... extra) { return null; }
        <E extends Exception> void thrower(Class<E> c) throws E, java.io.IOException {}
        public int compareTo(Node<T, K> o) { return 0; }
        public List<K> apply(T t) { return null; }
        Node(T value, K key) { this.value = value; this.key = key; }
        <X> Node(X ignored, T value, K key) { this(value, key); }
    }

    static class StringNode extends Node<String, Integer> {
        StringNode() { super("s", 1); }
    }

    static abstract class Repo<E, ID extends Comparable<ID>> implements Iterable<E> {}
    static class UserRepo extends Repo<List<Map<String, ? extends Number>>, Long> {
        public java.util.Iterator<List<Map<String, ? extends Number>>> iterator() { return null; }
    }

    static String describe(Type t) {
        if (t instanceof Class<?> c) return "Class(" + c.getTypeName() + ")";
        if (t instanceof ParameterizedType p) {
            StringBuilder sb = new StringBuilder("Param(" + describe(p.getRawType()));
            if (p.getOwnerType() != null) sb.append(" owner ").append(p.getOwnerType().getTypeName());
            sb.append(" <");
            for (Type a : p.getActualTypeArguments()) sb.append(describe(a)).append(";");
            return sb.append(">)").toString();
        }
        if (t instanceof WildcardType w) return "Wild(up " + Arrays.stream(w.getUpperBounds()).map(ReflectGenerics::describe).toList() + " low " + Arrays.stream(w.getLowerBounds()).map(ReflectGenerics::describe).toList() + ")";
        if (t instanceof GenericArrayType g) return "Array(" + describe(g.getGenericComponentType()) + ")";
        if (t instanceof TypeVariable<?> v) return "Var(" + v.getName() + ")";
        return "?" + t;
    }

    static String vars(TypeVariable<?>[] vs) {
        StringBuilder sb = new StringBuilder("[");
        for (TypeVariable<?> v : vs) {
            sb.append(v.getName()).append(" bounds ").append(Arrays.stream(v.getBounds()).map(Type::getTypeName).toList())
                    .append(" declared by ").append(v.getGenericDeclaration() instanceof Class<?> c ? c.getSimpleName() : ((java.lang.reflect.Executable) v.getGenericDeclaration()).getName() + "()").append("; ");
        }
        return sb.append("]").toString();
    }

    public static void main(String[] args) throws Exception {
        Class<?> n = Node.class;
        System.out.println("Node type parameters " + vars(n.getTypeParameters()));
        System.out.println("generic interfaces " + Arrays.stream(n.getGenericInterfaces()).map(Type::getTypeName).toList());
        for (Type t : n.getGenericInterfaces()) System.out.println("  " + describe(t));
        System.out.println("generic superclass " + n.getGenericSuperclass());
        List<Field> fields = new ArrayList<>(Arrays.asList(n.getDeclaredFields()));
        fields.sort(Comparator.comparing(Field::getName));
        for (Field f : fields) {
            if (f.isSynthetic()) continue;
            System.out.println("field " + f.getName() + ": " + f.getGenericType().getTypeName() + " | raw " + f.getType().getSimpleName() + " | " + describe(f.getGenericType()));
        }
        Field innerE = Node.Inner.class.getDeclaredField("e");
        Field innerT = Node.Inner.class.getDeclaredField("outerT");
        System.out.println("Inner fields " + innerE.getGenericType() + " " + innerT.getGenericType() + " Inner params " + vars(Node.Inner.class.getTypeParameters()));

        List<Method> methods = new ArrayList<>(Arrays.asList(n.getDeclaredMethods()));
        methods.sort(Comparator.comparing(Method::toGenericString));
        for (Method m : methods) {
            System.out.println("method " + m.toGenericString());
            System.out.println("  return " + describe(m.getGenericReturnType()) + " params " + Arrays.stream(m.getGenericParameterTypes()).map(ReflectGenerics::describe).toList()
                    + (m.getTypeParameters().length > 0 ? " type params " + vars(m.getTypeParameters()) : "")
                    + (m.getGenericExceptionTypes().length > 0 ? " throws " + Arrays.stream(m.getGenericExceptionTypes()).map(Type::getTypeName).toList() : "")
                    + (m.isBridge() ? " bridge" : ""));
        }
        List<Constructor<?>> ctors = new ArrayList<>(Arrays.asList(n.getDeclaredConstructors()));
        ctors.sort(Comparator.comparing(Constructor::toGenericString));
        for (Constructor<?> c : ctors) System.out.println("constructor " + c.toGenericString() + " generic params " + Arrays.stream(c.getGenericParameterTypes()).map(Type::getTypeName).toList());

        Type sup = StringNode.class.getGenericSuperclass();
        System.out.println("StringNode superclass " + sup + " | " + describe(sup));
        ParameterizedType ps = (ParameterizedType) sup;
        System.out.println("  actual args " + Arrays.toString(ps.getActualTypeArguments()) + " raw " + ps.getRawType() + " owner " + ps.getOwnerType());
        Type repoSup = UserRepo.class.getGenericSuperclass();
        System.out.println("UserRepo superclass " + repoSup.getTypeName());
        System.out.println("  " + describe(repoSup));
        System.out.println("Repo type params " + vars(Repo.class.getTypeParameters()) + " interfaces " + Arrays.toString(Repo.class.getGenericInterfaces()));
        System.out.println("UserRepo.iterator return " + UserRepo.class.getMethod("iterator").getGenericReturnType());

        // JDK generic signatures
        System.out.println("Map type params " + vars(Map.class.getTypeParameters()));
        Method sort = java.util.Collections.class.getMethod("sort", List.class, Comparator.class);
        System.out.println("Collections.sort " + sort.toGenericString());
        Method max = java.util.Collections.class.getMethod("max", java.util.Collection.class);
        System.out.println("Collections.max " + max.toGenericString() + " type params " + vars(max.getTypeParameters()));
        System.out.println("Enum superclass " + Thread.State.class.getGenericSuperclass() + " Comparable iface of String " + Arrays.toString(String.class.getGenericInterfaces()));
        System.out.println("raw class has no type params " + String.class.getTypeParameters().length + " int[] type name " + int[][].class.getTypeName() + " generic array typeName of field listArray "
                + n.getDeclaredField("listArray").getGenericType().getTypeName());
        TypeVariable<?> t = n.getTypeParameters()[0];
        TypeVariable<?> t2 = Node.class.getTypeParameters()[0];
        System.out.println("TypeVariable equality " + t.equals(t2) + " hashCode equal " + (t.hashCode() == t2.hashCode()) + " toString " + t);
        Type f1 = n.getDeclaredField("uppers").getGenericType();
        Type f2 = n.getDeclaredField("uppers").getGenericType();
        System.out.println("ParameterizedType equality " + f1.equals(f2) + " hashCode equal " + (f1.hashCode() == f2.hashCode()));
    }
}
