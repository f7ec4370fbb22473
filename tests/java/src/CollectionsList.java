import java.util.*;

public class CollectionsList {
    public static void main(String[] args) {
        List<String> al = new ArrayList<>();
        for (String s : "delta alpha charlie bravo echo".split(" ")) al.add(s);
        al.add(2, "inserted");
        al.set(0, "DELTA");
        System.out.println(al + " size " + al.size() + " get(3) " + al.get(3) + " indexOf(echo) " + al.indexOf("echo") + " contains(x) " + al.contains("x"));
        al.remove("inserted");
        al.remove(al.size() - 1);
        System.out.println("after removes " + al);
        Iterator<String> it = al.iterator();
        while (it.hasNext()) if (it.next().startsWith("b")) it.remove();
        System.out.println("iterator remove " + al);
        ListIterator<String> li = al.listIterator();
        while (li.hasNext()) {
            String s = li.next();
            li.set(s.toUpperCase());
            if (s.equals("alpha")) li.add("after-alpha");
        }
        System.out.println("listIterator " + al);
        while (li.hasPrevious()) System.out.print(li.previousIndex() + ":" + li.previous() + " ");
        System.out.println();
        try {
            for (String s : al) if (s.startsWith("A")) al.add("boom");
        } catch (ConcurrentModificationException e) {
            System.out.println("CME " + e.getClass().getName() + " msg " + e.getMessage());
        }
        try {
            Iterator<String> bad = al.iterator();
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("ISE remove before next");
        }
        try {
            Iterator<String> end = new ArrayList<String>().iterator();
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add(i * 3 % 7);
        List<Integer> sub = nums.subList(5, 10);
        System.out.println("nums " + nums + " sub " + sub);
        sub.set(0, 100);
        sub.remove(1);
        System.out.println("after sub edits nums " + nums + " size " + nums.size());
        sub.clear();
        System.out.println("after sub clear " + nums);
        nums.add(999);
        try {
            System.out.println(sub.size());
        } catch (ConcurrentModificationException e) {
            System.out.println("stale subList CME");
        }
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.push("z");
        ll.offer("d");
        System.out.println("linkedlist " + ll + " first " + ll.getFirst() + " last " + ll.getLast() + " peek " + ll.peek());
        System.out.println("pop " + ll.pop() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " now " + ll);
        Iterator<String> desc = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next());
        System.out.println("descending " + sb + " removeFirstOccurrence " + ll.removeFirstOccurrence("c") + " " + ll);
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) dq.addFirst(i);
            else dq.addLast(i);
        }
        System.out.println("deque " + dq + " peekFirst " + dq.peekFirst() + " peekLast " + dq.peekLast());
        int sum = 0;
        while (dq.size() > 3) sum += dq.pollFirst() - dq.pollLast();
        System.out.println("deque drained sum " + sum + " remaining " + dq);
        try {
            dq.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque null NPE");
        }
        ArrayDeque<String> stack = new ArrayDeque<>();
        stack.push("1");
        stack.push("2");
        stack.push("3");
        System.out.println("stack pop " + stack.pop() + stack.pop() + " " + stack);
        Stack<Integer> legacy = new Stack<>();
        legacy.push(1);
        legacy.push(2);
        System.out.println("Stack peek " + legacy.peek() + " search " + legacy.search(1) + " " + legacy);
        Vector<String> v = new Vector<>(List.of("v1", "v2"));
        Enumeration<String> en = v.elements();
        while (en.hasMoreElements()) System.out.print(en.nextElement() + " ");
        System.out.println();
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10000; i++) big.add(i);
        for (int i = big.size() - 1; i >= 0; i -= 2) big.remove(i);
        long total = 0;
        for (int x : big) total += x;
        System.out.println("big size " + big.size() + " total " + total);
        Object[] arr = al.toArray();
        String[] sarr = al.toArray(new String[0]);
        System.out.println("toArray " + arr.length + " " + sarr.getClass().getSimpleName() + " " + Arrays.toString(sarr));
        List<String> copy = new ArrayList<>(al);
        copy.retainAll(List.of("ALPHA", "ECHO", "DELTA"));
        System.out.println("retainAll " + copy + " removeAll " + (copy.removeAll(List.of("ALPHA")) ? copy : "none"));
        System.out.println("equals " + new ArrayList<>(List.of(1, 2)).equals(new LinkedList<>(List.of(1, 2))) + " hashCode " + List.of("a", "b").hashCode());
        ArrayList<Integer> trimmed = new ArrayList<>(100);
        trimmed.add(1);
        trimmed.trimToSize();
        trimmed.ensureCapacity(50);
        System.out.println("trimmed " + trimmed + " lastIndexOf " + List.of(1, 2, 1).lastIndexOf(1));
        try {
            new ArrayList<Integer>(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            al.add(99, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        try {
            ll.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("LinkedList IOOBE " + e.getMessage());
        }
    }
}
