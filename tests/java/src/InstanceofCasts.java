public class InstanceofCasts {
    static class Animal { }
    static class Dog extends Animal { }
    static class Cat extends Animal { }
    interface Pet { }
    static class Hamster extends Animal implements Pet { }

    static String tryCast(Object o, Class<?> to) {
        try {
            to.cast(o);
            return "ok";
        } catch (ClassCastException e) {
            return "CCE: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        Object[] objs = {new Dog(), new Cat(), new Hamster(), "str", 42, null, new int[0], new Dog[0], new Animal[0]};
        for (Object o : objs) {
            System.out.println((o == null ? "null" : o.getClass().getName()) + ": Animal=" + (o instanceof Animal) + " Dog=" + (o instanceof Dog)
                + " Pet=" + (o instanceof Pet) + " Object[]=" + (o instanceof Object[]) + " Animal[]=" + (o instanceof Animal[])
                + " Comparable=" + (o instanceof Comparable) + " Number=" + (o instanceof Number));
        }
        Animal a = new Cat();
        try {
            Dog d = (Dog) a;
            System.out.println("no CCE " + d);
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object s = "hello";
            Integer i = (Integer) s;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object arr = new Dog[1];
            Cat[] cats = (Cat[]) arr;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object arr = new int[1];
            long[] ls = (long[]) arr;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object o = new Dog();
            Pet p = (Pet) o;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object o = new java.util.ArrayList<String>();
            java.util.Map<?, ?> m = (java.util.Map<?, ?>) o;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object o = new Object[2];
            String[] s = (String[]) o;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object o = new Object[2][2];
            int[][] s = (int[][]) o;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        // null casts always succeed
        Object n = null;
        Dog nd = (Dog) n;
        System.out.println("null cast ok " + (nd == null));
        // successful casts
        Object dogs = new Dog[]{new Dog()};
        Animal[] as = (Animal[]) dogs;
        Object[] os = (Object[]) dogs;
        Cloneable cl = (Cloneable) dogs;
        System.out.println("array casts ok " + as.length + os.length + " " + (cl != null));
        System.out.println("Class.cast " + tryCast(new Dog(), Animal.class) + " | " + tryCast(new Dog(), Cat.class) + " | " + tryCast(3, String.class));
        System.out.println("isInstance " + Animal.class.isInstance(new Hamster()) + " " + Pet.class.isInstance(new Cat()) + " " + int.class.isInstance(3));
        // primitive casts in expressions
        double d = 3.99;
        System.out.println("(int)d " + (int) d + " (int)-d " + (int) -d + " (char)(int)'a'+1 " + (char) ((int) 'a' + 1));
        Object pattern = "pattern";
        if (pattern instanceof String s && s.length() > 3) System.out.println("pattern var " + s.toUpperCase());
        Object box = 12;
        Number num = (Number) box;
        System.out.println("Number cast " + num.doubleValue());
        try {
            Object ch = 'c';
            int bad = (Integer) ch;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object lst = java.util.List.of(1);
            java.util.ArrayList<?> al = (java.util.ArrayList<?>) lst;
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage().replaceAll("ImmutableCollections\\$List\\w+", "ImmutableCollections\\$ListN"));
        }
        System.out.println("uncaught CCE next:");
        Animal last = new Hamster();
        Dog boom = (Dog) last;
        System.out.println("unreachable " + boom);
    }
}
