public class HaltCode {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook must not run on halt");
            }
        });
        System.out.println("halting with 7");
        System.err.println("halt note on stderr");
        try {
            Runtime.getRuntime().halt(7);
        } finally {
            System.out.println("finally must not run either");
        }
    }
}
