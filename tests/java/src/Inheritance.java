public class Inheritance {
    static class Animal {
        protected String name;
        String kind = "animal";
        static String category() { return "Animal.category"; }

        Animal(String name) {
            this.name = name;
            System.out.println("Animal(" + name + ") sees describe()=" + describe());
        }

        String sound() { return "..."; }

        String describe() { return name + " says " + sound(); }

        public String toString() { return "Animal[" + name + "]"; }
    }

    static class Dog extends Animal {
        String kind = "dog";
        private int tricks = 3;

        Dog(String name) {
            super(name);
            System.out.println("Dog(" + name + ") tricks=" + tricks);
        }

        @Override
        String sound() { return "woof"; }

        @Override
        String describe() { return super.describe() + " and knows " + tricks + " tricks"; }

        static String category() { return "Dog.category"; }

        String kinds() { return kind + "/" + super.kind + "/" + ((Animal) this).kind; }
    }

    static class Puppy extends Dog {
        Puppy(String name) { super(name + " jr"); }

        @Override
        String sound() { return "yip (" + super.sound() + ")"; }

        public String toString() { return "Puppy:" + super.toString(); }
    }

    static class Cat extends Animal {
        Cat() { this("cat"); System.out.println("Cat() done"); }

        Cat(String n) { super(n); System.out.println("Cat(String) done"); }

        String sound() { return "meow"; }
    }

    static class Base {
        int value() { return 1; }
        int callValue() { return value(); }
        private int priv() { return 10; }
        int callPriv() { return priv(); }
        final int fin() { return 100; }
    }

    static class Derived extends Base {
        int value() { return 2; }
        int priv() { return 20; } // does not override Base.priv
        int superValue() { return super.value(); }
    }

    static void overload(Object o) { System.out.println("overload(Object) " + o); }
    static void overload(String s) { System.out.println("overload(String) " + s); }
    static void overload(Integer i) { System.out.println("overload(Integer) " + i); }
    static void overload(long l) { System.out.println("overload(long) " + l); }
    static void overload(double d) { System.out.println("overload(double) " + d); }
    static void overload(char c) { System.out.println("overload(char) " + c); }

    public static void main(String[] args) {
        Animal a = new Dog("rex");
        System.out.println(a.describe());
        System.out.println("field via Animal ref: " + a.kind + ", via Dog ref: " + ((Dog) a).kind + ", kinds " + ((Dog) a).kinds());
        System.out.println(Animal.category() + " " + Dog.category());
        Animal p = new Puppy("bo");
        System.out.println(p.describe() + " | " + p);
        Animal c = new Cat();
        System.out.println(c.describe() + " | " + c);
        Animal[] zoo = {a, p, c, new Animal("generic")};
        for (Animal z : zoo) {
            System.out.println(z.getClass().getSimpleName() + " -> " + z.sound() + " superclass " + z.getClass().getSuperclass().getName());
        }
        Base b = new Derived();
        System.out.println("value " + b.value() + " callValue " + b.callValue() + " callPriv " + b.callPriv() + " fin " + b.fin()
            + " superValue " + ((Derived) b).superValue() + " derived priv " + ((Derived) b).priv());
        overload("s");
        overload(1);
        overload(1L);
        overload(1.5f);
        overload('c');
        overload((Object) "obj");
        overload(Integer.valueOf(5));
        byte by = 3;
        overload(by);
        short sh = 4;
        overload(sh);
        Object o = new Dog("fido");
        System.out.println("instanceof Animal " + (o instanceof Animal) + " Dog " + (o instanceof Dog) + " Puppy " + (o instanceof Puppy) + " Cat " + (o instanceof Cat));
        System.out.println("isAssignableFrom " + Animal.class.isAssignableFrom(Puppy.class) + " " + Puppy.class.isAssignableFrom(Animal.class));
    }
}
