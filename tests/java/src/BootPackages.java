// Package.getPackages() after the boot loader got a class it did not load from the runtime image (the
// proxy of a java.base annotation, made while reading @Retention): every element is a real Package.
import java.lang.annotation.*;
import java.util.*;

public class BootPackages {
    @Retention(RetentionPolicy.RUNTIME) @interface Marker { int value() default 7; }
    @Marker static class Marked {}

    public static void main(String[] args) {
        System.out.println(Marked.class.getAnnotation(Marker.class).value());
        Package[] all = Package.getPackages();
        System.out.println("nulls: " + Arrays.stream(all).filter(Objects::isNull).count());
        Set<String> names = new HashSet<>();
        for (Package p : all) if (p != null) names.add(p.getName());
        System.out.println("java.lang: " + names.contains("java.lang") + ", java.util: " + names.contains("java.util"));
        System.out.println("java.lang location: " + Package.getPackage("java.lang"));
        System.out.println(Thread.class.getPackage().getName() + " " + Object.class.getModule().getName());
    }
}
