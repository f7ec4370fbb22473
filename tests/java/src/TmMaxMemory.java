public class TmMaxMemory {
    public static void main(String[] args) {
        Runtime rt = Runtime.getRuntime();
        long max = rt.maxMemory();
        System.out.println("maxMemory MB: " + max / 1048576);
        System.out.println("total <= max: " + (rt.totalMemory() <= max));
        System.out.println("free <= total: " + (rt.freeMemory() <= rt.totalMemory()));
        System.out.println("processors >= 1: " + (rt.availableProcessors() >= 1));
        byte[] b = new byte[4 * 1024 * 1024];
        System.out.println("allocated " + b.length + ", total still <= max: " + (rt.totalMemory() <= max));
    }
}
