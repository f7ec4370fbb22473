import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;

/* What a program run by the WASI build can reach (node-tests/wasi.test.mjs): args[0] is a directory
   it was not granted (holding secret.txt), args[1] a symbolic link in the working directory that
   points into it. Every attempt outside must be an ordinary IOException (or the false or null answer
   java.io gives), and work inside the working directory must go on as usual. */
public class Sandbox {
    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": allowed");
        } catch (IOException | SecurityException e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }

    interface Action {
        void run() throws IOException;
    }

    public static void main(String[] args) throws Exception {
        String outside = args[0];
        String link = args[1];
        File secret = new File(outside, "secret.txt");

        attempt("read outside (FileInputStream)", () -> new FileInputStream(secret).close());
        attempt("read outside (Files)", () -> Files.readAllBytes(secret.toPath()));
        attempt("write outside (FileOutputStream)", () -> new FileOutputStream(new File(outside, "new.txt")).close());
        attempt("write outside (Files)", () -> Files.write(Paths.get(outside, "new2.txt"), new byte[] {1}));
        attempt("overwrite outside (RandomAccessFile)", () -> new RandomAccessFile(secret, "rw").close());
        attempt("delete outside", () -> Files.delete(secret.toPath()));
        attempt("list outside", () -> Files.list(Paths.get(outside)).close());
        attempt("create directory outside", () -> Files.createDirectory(Paths.get(outside, "d")));
        attempt("move into outside", () -> {
            Path p = Files.write(Paths.get("moved.txt"), new byte[] {2});
            Files.move(p, Paths.get(outside, "moved.txt"), StandardCopyOption.REPLACE_EXISTING);
        });
        attempt("read through a link to outside", () -> Files.readAllBytes(Paths.get(link, "secret.txt")));
        attempt("write through a link to outside", () -> Files.write(Paths.get(link, "new3.txt"), new byte[] {3}));
        attempt("make a link to outside", () -> Files.createSymbolicLink(Paths.get("made-link"),
                Paths.get("").toAbsolutePath().relativize(Paths.get(outside))));
        attempt("read through the link made", () -> Files.readAllBytes(Paths.get("made-link", "secret.txt")));
        attempt("read a device other than the random ones", () -> new FileInputStream("/dev/full").close());
        attempt("read /dev/urandom", () -> {
            try (FileInputStream in = new FileInputStream("/dev/urandom")) {
                if (in.readNBytes(16).length != 16) throw new IOException("short read");
            }
        });
        attempt("escape the working directory with ..", () -> {
            String up = "../".repeat(Paths.get("").toAbsolutePath().getNameCount()) + outside.substring(1);
            Files.readAllBytes(Paths.get(up, "secret.txt"));
        });
        try {
            new FileInputStream(secret).close();
        } catch (IOException e) {
            System.out.println("message: " + e.getMessage().replace(outside, "<outside>"));
        }
        System.out.println("exists outside: " + secret.exists());
        System.out.println("list outside: " + new File(outside).list());
        System.out.println("mkdir outside: " + new File(outside, "d2").mkdir());

        Files.write(Paths.get("inside.txt"), "inside\n".getBytes(StandardCharsets.UTF_8));
        System.out.print("read inside: " + Files.readString(Paths.get("inside.txt")));
        System.out.println("delete inside: " + new File("inside.txt").delete());
    }
}
