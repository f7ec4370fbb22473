import java.lang.annotation.Annotation;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

// Runtime annotations through reflection: values of every kind (primitives, strings, classes,
// enums, nested annotations, arrays of each), defaults, @Inherited, repeatable annotations,
// parameter annotations, annotation equality and toString, CLASS/SOURCE retention invisible.
public class ReflectAnnotations {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.ANNOTATION_TYPE})
    @interface Author {
        String name();
        String email() default "nobody@example.org";
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface Info {
        int count() default 1;
        long big() default Long.MAX_VALUE;
        double ratio() default 0.5;
        float f() default -1.5f;
        boolean flag() default true;
        char letter() default 'x';
        byte b() default 7;
        short s() default -3;
        String text() default "";
        Class<?> type() default Object.class;
        Level level() default Level.MEDIUM;
        Author author() default @Author(name = "default author");
        String[] tags() default {};
        int[] numbers() default {1, 2};
        Level[] levels() default {Level.LOW};
        Class<?>[] types() default {};
        Author[] authors() default {};
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Marker {}

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Notes.class)
    @interface Note { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Notes { Note[] value(); }

    @Retention(RetentionPolicy.CLASS)
    @interface ClassOnly {}

    @Retention(RetentionPolicy.SOURCE)
    @interface SourceOnly {}

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.PARAMETER)
    @interface Param { String value(); }

    @Info(count = 3, text = "annotated class", type = String[].class, level = Level.HIGH,
            author = @Author(name = "ann", email = "ann@example.org"), tags = {"a", "b"}, numbers = {}, levels = {Level.HIGH, Level.LOW},
            types = {int.class, List.class}, authors = {@Author(name = "x"), @Author(name = "y", email = "y@y")})
    @Marker
    @Note("first")
    @Note("second")
    @ClassOnly
    @SourceOnly
    @Author(name = "class author")
    static class Annotated {
        @Info(ratio = 2.25, letter = 'q', flag = false)
        @Deprecated(since = "9", forRemoval = true)
        public int field;

        @Info
        @Note("only one")
        public void method(@Param("first") int a, int b, @Param("third") @Deprecated String c) {}

        @SuppressWarnings("unused") // source retention: invisible
        public void plain() {}
    }

    static class SubAnnotated extends Annotated {}

    static String values(Info i) {
        return "count=" + i.count() + " big=" + i.big() + " ratio=" + i.ratio() + " f=" + i.f() + " flag=" + i.flag() + " letter=" + i.letter()
                + " b=" + i.b() + " s=" + i.s() + " text='" + i.text() + "' type=" + i.type().getSimpleName() + " level=" + i.level()
                + " author=" + i.author().name() + "/" + i.author().email() + " tags=" + Arrays.toString(i.tags()) + " numbers=" + Arrays.toString(i.numbers())
                + " levels=" + Arrays.toString(i.levels()) + " types=" + Arrays.toString(i.types()) + " authors=" + i.authors().length;
    }

    static List<String> names(Annotation[] as) {
        List<String> l = new ArrayList<>();
        for (Annotation a : as) l.add(a.annotationType().getSimpleName());
        l.sort(Comparator.naturalOrder());
        return l;
    }

    static void show(String label, AnnotatedElement e) {
        System.out.println(label + " annotations " + names(e.getAnnotations()) + " declared " + names(e.getDeclaredAnnotations()));
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Annotated.class;
        show("class", c);
        Info ci = c.getAnnotation(Info.class);
        System.out.println("class Info " + values(ci));
        for (Author a : ci.authors()) System.out.println("  nested array author " + a.name() + " " + a.email());
        System.out.println("class Info toString " + ci);
        Field f = c.getField("field");
        show("field", f);
        System.out.println("field Info " + values(f.getAnnotation(Info.class)));
        Deprecated dep = f.getAnnotation(Deprecated.class);
        System.out.println("Deprecated since=" + dep.since() + " forRemoval=" + dep.forRemoval() + " toString " + dep);
        Method m = c.getMethod("method", int.class, int.class, String.class);
        show("method", m);
        System.out.println("method Info (all defaults) " + values(m.getAnnotation(Info.class)));
        System.out.println("method Info toString " + m.getAnnotation(Info.class));
        show("plain method", c.getMethod("plain"));

        Annotation[][] pa = m.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++) System.out.println("parameter " + i + " " + names(pa[i]) + (pa[i].length > 0 && pa[i][0] instanceof Param p ? " value " + p.value() : ""));
        for (Parameter p : m.getParameters()) System.out.println("Parameter " + p.getName() + " " + p.getType().getSimpleName() + " isNamePresent " + p.isNamePresent() + " Param " + (p.getAnnotation(Param.class) == null ? "-" : p.getAnnotation(Param.class).value()));

        System.out.println("ClassOnly visible " + c.isAnnotationPresent(ClassOnly.class) + " SourceOnly visible " + c.isAnnotationPresent(SourceOnly.class));
        System.out.println("repeatable direct getAnnotation(Note) " + c.getAnnotation(Note.class) + " container " + c.getAnnotation(Notes.class).value().length);
        System.out.println("getAnnotationsByType(Note) " + Arrays.stream(c.getAnnotationsByType(Note.class)).map(Note::value).toList()
                + " on method " + Arrays.stream(m.getAnnotationsByType(Note.class)).map(Note::value).toList());
        System.out.println("Notes toString " + c.getAnnotation(Notes.class));

        Class<?> sub = SubAnnotated.class;
        show("subclass", sub);
        System.out.println("inherited Marker " + sub.isAnnotationPresent(Marker.class) + " non-inherited Info " + sub.isAnnotationPresent(Info.class)
                + " declared Marker " + (sub.getDeclaredAnnotation(Marker.class) != null));

        Info other = Annotated.class.getMethod("method", int.class, int.class, String.class).getAnnotation(Info.class);
        Info same = Annotated.class.getMethod("method", int.class, int.class, String.class).getAnnotation(Info.class);
        System.out.println("equals same element " + other.equals(same) + " different values " + other.equals(ci) + " annotationType " + other.annotationType().getName()
                + " is annotation " + Info.class.isAnnotation() + " proxy class implements Info " + Info.class.isInstance(other));
        Author a1 = c.getAnnotation(Author.class);
        Author a2 = c.getAnnotation(Info.class).authors()[0];
        System.out.println("Author hashCode " + a1.hashCode() + " " + a2.hashCode() + " toString " + a1 + " " + a2);
        System.out.println("meta-annotations of Info " + names(Info.class.getAnnotations()) + " Retention " + Info.class.getAnnotation(Retention.class).value()
                + " Target of Author " + Arrays.toString(Author.class.getAnnotation(Target.class).value()));
        Method countM = Info.class.getDeclaredMethod("count");
        System.out.println("default value via reflection count=" + countM.getDefaultValue() + " author=" + Info.class.getDeclaredMethod("author").getDefaultValue()
                + " levels=" + Arrays.toString((Object[]) Info.class.getDeclaredMethod("levels").getDefaultValue())
                + " text=" + Info.class.getDeclaredMethod("text").getDefaultValue() + " name (no default)=" + Author.class.getDeclaredMethod("name").getDefaultValue());
        System.out.println("Deprecated on a JDK method " + (Thread.class.getMethod("stop").getAnnotation(Deprecated.class) != null)
                + " FunctionalInterface on Runnable " + Runnable.class.isAnnotationPresent(FunctionalInterface.class));
    }
}
