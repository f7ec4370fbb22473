import java.nio.file.Files;
import java.nio.file.Path;

// Reads a file the page wrote before main, waits for a line of input, reads a file the page wrote
// while it ran, and writes one for the page to read.
public class FileIO {
    public static void main(String[] args) throws Exception {
        String before = Files.readString(Path.of("/data/before.txt"));
        System.out.println("before: " + before.trim());
        System.out.println("cwd file: " + Files.readString(Path.of("notes.txt")).trim());
        System.in.read();
        String during = Files.readString(Path.of("/data/during.txt"));
        System.out.println("during: " + during.trim());
        Files.createDirectories(Path.of("/out"));
        Files.writeString(Path.of("/out/result.txt"), before.trim().toUpperCase() + "+" + during.trim().length() + "\n");
    }
}
