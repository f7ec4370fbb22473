// LateInput: the main thread reads System.in while a worker thread keeps running. The input arrives
// only after the worker has finished (node-tests/interactive.test.mjs writes it when it sees
// "worker done"), so a VM whose reading thread stops the others never gets there.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class LateInput {
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            for (int i = 1; i <= 5; i++) {
                System.out.println("worker " + i);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.out.println("worker done");
        });
        worker.start();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        worker.join();
        System.out.println("got: " + line);
        System.out.println("then: " + in.readLine());
    }
}
