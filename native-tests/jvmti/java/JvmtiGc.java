// The program the gcevents agent watches: garbage, then System.gc().
public class JvmtiGc {
    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 200_000; i++) sum += new int[16].length;
        System.gc();
        System.out.println("main: allocated " + sum + " ints and asked for a collection");
    }
}
