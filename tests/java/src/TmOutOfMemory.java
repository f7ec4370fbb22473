import java.util.*;

public class TmOutOfMemory {
    public static void main(String[] args) {
        try {
            byte[] huge = new byte[64 * 1024 * 1024];
            System.out.println("allocated " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            long[] tooBig = new long[Integer.MAX_VALUE];
            System.out.println("allocated " + tooBig.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            int[][] matrix = new int[1024][1024 * 1024];
            System.out.println("allocated " + matrix.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught multi: " + e.getMessage());
        }
        List<byte[]> hog = new ArrayList<>();
        int chunks = 0;
        try {
            while (true) { hog.add(new byte[1024 * 1024]); chunks++; }
        } catch (OutOfMemoryError e) {
            int n = hog.size();
            hog = null;
            System.out.println("filled heap, caught: " + e.getMessage() + " some chunks: " + (n > 4));
        }
        byte[] after = new byte[8 * 1024 * 1024];
        after[after.length - 1] = 7;
        System.out.println("allocation works again: " + after[after.length - 1]);
        try {
            throw new OutOfMemoryError("custom");
        } catch (OutOfMemoryError e) {
            System.out.println("explicit: " + e.getMessage() + " isVMError=" + (e instanceof VirtualMachineError));
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) sb.append(i);
        System.out.println("still running, length " + sb.length());
    }
}
