package cftest;

/* The module's main class (ModuleMainClass). */
@SuppressWarnings("deprecation")
public class Main {
    public static void main(String[] args) { System.out.println(new Kitchen<String>().concat(1, "x")); }
}
