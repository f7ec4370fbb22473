public class ExitFromNested {
    static void deep(int n) {
        if (n == 0) {
            System.out.println("exiting with 3");
            System.err.println("stderr before exit");
            System.out.print("unterminated line is flushed");
            System.exit(3);
        }
        try {
            deep(n - 1);
        } finally {
            System.out.println("finally must NOT run on exit");
        }
    }

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            @Override
            public void run() {
                System.out.println();
                System.out.println("shutdown hook ran");
            }
        });
        System.out.println("start");
        deep(5);
        System.out.println("unreachable");
    }
}
