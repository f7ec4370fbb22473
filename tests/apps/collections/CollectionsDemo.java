// Collection and utility libraries: Guava (immutable collections, multimaps, caches, hashing,
// strings), Apache Commons Collections 4 (bags, bidirectional maps) and Commons Lang 3.
import com.google.common.base.*;
import com.google.common.cache.*;
import com.google.common.collect.*;
import com.google.common.hash.Hashing;
import com.google.common.primitives.Ints;
import org.apache.commons.collections4.*;
import org.apache.commons.collections4.bag.HashBag;
import org.apache.commons.collections4.bidimap.DualTreeBidiMap;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.StringUtils;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class CollectionsDemo {
    public static void main(String[] args) throws Exception {
        ImmutableList<Integer> list = ImmutableList.of(5, 3, 9, 1);
        System.out.println("sorted: " + Ordering.natural().sortedCopy(list) + " max " + Ints.max(Ints.toArray(list)));
        ListMultimap<String, Integer> mm = MultimapBuilder.treeKeys().arrayListValues().build();
        mm.put("odd", 1); mm.put("even", 2); mm.put("odd", 3);
        System.out.println("multimap: " + mm);
        System.out.println("split/join: " + Joiner.on('|').join(Splitter.on(',').trimResults().omitEmptyStrings().split(" a, b,,c ")));
        LoadingCache<Integer, String> cache = CacheBuilder.newBuilder().maximumSize(2).build(CacheLoader.from(k -> "v" + k));
        System.out.println("cache: " + cache.get(1) + cache.get(2) + cache.get(1) + " size " + cache.size());
        System.out.println("sha256: " + Hashing.sha256().hashString("vitrine", StandardCharsets.UTF_8));
        System.out.println("table: " + ImmutableTable.of("r", "c", 7));
        System.out.println("range: " + Range.closedOpen(1, 5).contains(5) + " " + ContiguousSet.create(Range.closed(1, 4), DiscreteDomain.integers()));
        Bag<String> bag = new HashBag<>(Arrays.asList("a", "b", "a", "c", "a"));
        System.out.println("bag: a=" + bag.getCount("a") + " unique " + new TreeSet<>(bag.uniqueSet()));
        BidiMap<String, Integer> bidi = new DualTreeBidiMap<>();
        bidi.put("one", 1); bidi.put("two", 2);
        System.out.println("bidi: " + bidi.getKey(2) + " " + bidi.inverseBidiMap());
        System.out.println("lang: " + StringUtils.capitalize("vitrine") + " " + StringUtils.reverse("abc") + " "
                + StringUtils.leftPad("7", 3, '0') + " " + ArrayUtils.toString(ArrayUtils.add(new int[] {1, 2}, 3))
                + " " + StringUtils.abbreviate("a long sentence", 8));
        System.out.println("math: " + org.apache.commons.lang3.math.NumberUtils.max(3, 8, 1) + " "
                + org.apache.commons.lang3.math.Fraction.getFraction(6, 8).reduce());
    }
}
