// HashMapScale: memory against size. Fills a HashMap<Integer, String> with N entries (keys 0..N-1,
// boxed; values "v" + key), keeps all of them live, then reads every seventh back. What each entry
// costs (the HashMap$Node, the Integer, the String and its byte[], the table's slot) and how the
// collector and the heap grow with the live set show as peak RSS and time against N.
//
//   java HashMapScale N          (bench/run.sh --only memory: N = 1, 2 and 4 million)
import java.util.HashMap;

public final class HashMapScale {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        HashMap<Integer, String> map = new HashMap<>();
        for (int i = 0; i < n; i++) {
            map.put(i, "v" + i);
        }
        long sum = 0;
        for (int i = 0; i < n; i += 7) {
            String v = map.get(i);
            sum = sum * 31 + v.length() + v.charAt(v.length() - 1);
        }
        System.out.println("HashMapScale " + n + " size " + map.size() + " checksum " + Long.toHexString(sum));
    }
}
