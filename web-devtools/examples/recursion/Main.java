// Recursion: each call to factorial gets a frame of its own. Step into it (F11) and watch the
// call stack grow, then shrink as the results come back.
public class Main {
    static long factorial(int n) {
        if (n <= 1) {
            return 1;
        }
        long rest = factorial(n - 1);
        return n * rest;
    }

    static int fibonacci(int n) {
        return n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2);
    }

    public static void main(String[] args) {
        for (int i = 1; i <= 5; i++) {
            long f = factorial(i);
            System.out.println(i + "! = " + f);
        }
        System.out.println("fibonacci(10) = " + fibonacci(10));
    }
}
