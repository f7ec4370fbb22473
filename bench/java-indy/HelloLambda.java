// Start-up with one lambda and one string concatenation: compared with Hello, its time is the cost of
// the first invokedynamic linkages (LambdaMetafactory, StringConcatFactory, the LambdaForms they spin).
// Compiled with plain javac (invokedynamic allowed).
public class HelloLambda {
    public static void main(String[] args) {
        Runnable r = () -> System.out.println("Hello, " + args.length + " lambda!");
        r.run();
    }
}
