// Arrays: a row of cells, sorted in place by insertion sort. Watch `values` change step by step.
public class Main {
    static void insertionSort(int[] values) {
        for (int i = 1; i < values.length; i++) {
            int key = values[i];
            int j = i - 1;
            while (j >= 0 && values[j] > key) {
                values[j + 1] = values[j];
                j--;
            }
            values[j + 1] = key;
        }
    }

    public static void main(String[] args) {
        int[] values = {5, 2, 9, 1, 7, 3};
        insertionSort(values);
        StringBuilder text = new StringBuilder();
        for (int v : values) {
            text.append(v).append(' ');
        }
        System.out.println("sorted: " + text.toString().trim());
        int[][] grid = new int[3][3];
        for (int r = 0; r < 3; r++) {
            grid[r][r] = 1;
        }
        System.out.println("grid[1][1] = " + grid[1][1]);
    }
}
