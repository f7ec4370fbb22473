public class StderrMix {
    public static void main(String[] args) {
        for (int i = 0; i < 20; i++) {
            if (i % 3 == 0) System.err.println("err line " + i);
            else System.out.println("out line " + i);
        }
        System.err.print("partial err ");
        System.err.print(3.5);
        System.err.println();
        System.out.print("no newline at the end of stdout");
        System.err.printf("%s %d%n", "printf to err", 7);
        System.err.write('B');
        System.err.write('\n');
        System.err.flush();
        System.out.write(new byte[]{'\n', 'x', 'y', 'z'}, 1, 3);
        System.out.flush();
        System.out.println();
        System.out.println((String) null);
        System.out.println((Object) null);
        System.out.println(new char[]{'c', 'h', 'a', 'r', 's'});
        System.out.println(1.0f);
        System.out.println('c');
        System.out.println(123456789012L);
        System.out.println(true);
        System.out.print(false);
        System.out.print(' ');
        System.out.print(2);
        System.out.print(3L);
        System.out.print(4.5);
        System.out.print(5.5f);
        System.out.println();
        System.out.append("appended").append('!').append("xyz", 1, 2).println();
        System.out.println("checkError " + System.out.checkError());
    }
}
