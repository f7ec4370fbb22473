public class ObjectMethods {
    class Inner { }
    static class Nested { class Deeper { } }

    static class Named {
        final String n;
        Named(String n) { this.n = n; }
        @Override public String toString() { return "Named<" + n + ">"; }
    }

    static class Cl implements Cloneable {
        int[] data = {1, 2, 3};
        String label = "orig";

        @Override
        public Cl clone() {
            try {
                Cl c = (Cl) super.clone();
                c.data = data.clone();
                return c;
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }

    public static void main(String[] args) throws Exception {
        Object[] things = {new int[0], new int[0][0], new String[0], new String[0][0][0], new boolean[1], new byte[1], new char[1], new short[1],
            new long[1], new float[1], new double[1], new Object[1], new ObjectMethods().new Inner(), new Nested(), new Nested().new Deeper(),
            "s", 1, new java.util.ArrayList<String>(), new Named[0], Thread.State.NEW};
        for (Object o : things) {
            Class<?> c = o.getClass();
            System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | canonical=" + c.getCanonicalName() + " | typeName=" + c.getTypeName()
                + " | array=" + c.isArray() + " | primitive=" + c.isPrimitive() + " | super=" + (c.getSuperclass() == null ? "null" : c.getSuperclass().getName())
                + " | package=" + c.getPackageName());
        }
        Class<?>[] prims = {int.class, void.class, boolean.class, double.class, Integer.TYPE, int[].class};
        for (Class<?> p : prims) System.out.println("prim " + p.getName() + " " + p.isPrimitive() + " " + p.getSimpleName() + " " + p);
        System.out.println("interfaces of String " + java.util.Arrays.toString(String.class.getInterfaces()));
        System.out.println("interfaces of int[] " + java.util.Arrays.toString(int[].class.getInterfaces()));
        System.out.println("toString Class " + String.class + " | " + Runnable.class + " | " + int.class + " | " + Thread.State.class);
        System.out.println("Class.forName " + Class.forName("java.lang.String").getSimpleName() + " " + Class.forName("[I").getSimpleName() + " " + Class.forName("[Ljava.lang.String;").getComponentType());
        try {
            Class.forName("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        Named n1 = new Named("a");
        System.out.println("toString override " + n1 + " equals self " + n1.equals(n1) + " equals other " + n1.equals(new Named("a")));
        Object plain = new Object();
        String ts = plain.toString();
        System.out.println("default toString shape ok " + ts.matches("java\\.lang\\.Object@[0-9a-f]+") + " matches hash " + ts.endsWith("@" + Integer.toHexString(plain.hashCode())));
        System.out.println("identity hash stable " + (plain.hashCode() == plain.hashCode()) + " identityHashCode==hashCode " + (System.identityHashCode(plain) == plain.hashCode())
            + " identityHashCode(null) " + System.identityHashCode(null));
        String str = "text";
        System.out.println("String identity vs hash differs? " + (System.identityHashCode(str) != str.hashCode() || true));
        Cl orig = new Cl();
        Cl copy = orig.clone();
        copy.data[0] = 99;
        copy.label = "copy";
        System.out.println("clone deep " + orig.data[0] + " " + copy.data[0] + " labels " + orig.label + " " + copy.label + " same class " + (orig.getClass() == copy.getClass()));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException " + e.getMessage());
        }
        int[][] grid = {{1}, {2}};
        int[][] gc = grid.clone();
        System.out.println("array clone shares rows " + (grid[0] == gc[0]) + " distinct outer " + (grid != gc));
        System.out.println("getClass on boxed " + ((Object) 3L).getClass() + " " + ((Object) 'c').getClass().getName());
        System.out.println("class equality " + (new int[0].getClass() == int[].class) + " " + (String[].class.getComponentType() == String.class)
            + " arrayType " + String.class.arrayType().getName() + " componentType " + int[][].class.componentType().getName());
        System.out.println("modifiers " + java.lang.reflect.Modifier.toString(Named.class.getModifiers()) + " | " + java.lang.reflect.Modifier.toString(int[].class.getModifiers())
            + " | " + java.lang.reflect.Modifier.toString(Runnable.class.getModifiers()));
        System.out.println("descriptorString " + int[].class.descriptorString() + " " + String.class.descriptorString() + " " + Inner.class.descriptorString());
        System.out.println("nest host " + Inner.class.getNestHost().getName() + " nestmate " + Inner.class.isNestmateOf(Nested.Deeper.class));
        System.out.println("module " + String.class.getModule().getName() + " unnamed " + ObjectMethods.class.getModule().isNamed()
            + " loader null for String " + (String.class.getClassLoader() == null) + " app loader name " + ObjectMethods.class.getClassLoader().getName());
    }
}
