import java.nio.file.Files;
import java.nio.file.Path;

// Reads a file the page wrote before main, waits for a line of input, reads a file the page wrote
// while it ran, formats a number with another module's locale data, and writes a file for the page.
public class FileIO {
    public static void main(String[] args) throws Exception {
        String before = Files.readString(Path.of("/data/before.txt"));
        System.out.println("before: " + before.trim());
        System.out.println("cwd file: " + Files.readString(Path.of("notes.txt")).trim());
        System.in.read();
        String during = Files.readString(Path.of("/data/during.txt"));
        System.out.println("during: " + during.trim());
        // German number formats come from jdk.localedata: classes start-up never reads.
        System.out.println(String.format(java.util.Locale.GERMANY, "%,.2f", 1234567.891));
        Files.createDirectories(Path.of("/out"));
        Files.writeString(Path.of("/out/result.txt"), before.trim().toUpperCase() + "+" + during.trim().length() + "\n");
    }
}
