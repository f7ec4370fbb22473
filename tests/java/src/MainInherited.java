public class MainInherited extends MainInheritedBase {
    static {
        System.out.println("MainInherited static init");
    }
}

class MainInheritedBase {
    static {
        System.out.println("MainInheritedBase static init");
    }

    public static void main(String[] args) {
        System.out.println("inherited main running, args " + args.length);
    }
}
