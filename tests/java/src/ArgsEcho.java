public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println("argc " + args.length);
        for (int i = 0; i < args.length; i++) System.out.println("arg[" + i + "] = [" + args[i] + "] length " + args[i].length());
        int sum = 0;
        for (String a : args) {
            try {
                sum += Integer.parseInt(a);
            } catch (NumberFormatException e) {
                System.err.println("not a number: " + a);
            }
        }
        System.out.println("sum of numeric args " + sum);
        System.out.println("args array class " + args.getClass().getName());
    }
}
