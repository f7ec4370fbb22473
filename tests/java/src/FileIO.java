import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class FileIO {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("vitrine-fileio");
        try {
            Path txt = dir.resolve("lines.txt");
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < 5; i++) lines.add("line " + i + " \u00e9\u4e2d");
            Files.write(txt, lines, StandardCharsets.UTF_8);
            System.out.println("exists " + Files.exists(txt) + " size " + Files.size(txt) + " isDirectory " + Files.isDirectory(dir) + " isRegularFile " + Files.isRegularFile(txt));
            List<String> back = Files.readAllLines(txt, StandardCharsets.UTF_8);
            System.out.println("read back " + back.size() + " equal " + back.equals(lines) + " first " + back.get(0));
            Files.writeString(dir.resolve("s.txt"), "hello\nworld", StandardCharsets.UTF_8);
            System.out.println("readString " + Files.readString(dir.resolve("s.txt")).replace("\n", "|"));
            Files.write(dir.resolve("s.txt"), "!\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
            System.out.println("after append " + Arrays.toString(Files.readAllBytes(dir.resolve("s.txt"))));
            File f = new File(dir.toFile(), "buffered.txt");
            try (BufferedWriter bw = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(f), StandardCharsets.UTF_8))) {
                for (int i = 0; i < 100; i++) {
                    bw.write("row-" + i);
                    bw.newLine();
                }
            }
            int count = 0;
            long sum = 0;
            String last = null;
            try (BufferedReader br = new BufferedReader(new InputStreamReader(new FileInputStream(f), StandardCharsets.UTF_8))) {
                String l;
                while ((l = br.readLine()) != null) {
                    count++;
                    sum += Integer.parseInt(l.substring(4));
                    last = l;
                }
            }
            System.out.println("buffered rows " + count + " sum " + sum + " last " + last + " length " + f.length());
            File bin = new File(dir.toFile(), "data.bin");
            try (FileOutputStream fos = new FileOutputStream(bin)) {
                for (int i = 0; i < 256; i++) fos.write(i);
                fos.write(new byte[]{1, 2, 3}, 1, 2);
            }
            try (FileInputStream fis = new FileInputStream(bin)) {
                System.out.println("available " + fis.available() + " first " + fis.read() + " skip " + fis.skip(250));
                byte[] buf = new byte[10];
                int n = fis.read(buf);
                System.out.println("read " + n + " " + Arrays.toString(Arrays.copyOf(buf, n)) + " eof " + fis.read());
            }
            try (RandomAccessFile raf = new RandomAccessFile(new File(dir.toFile(), "raf.dat"), "rw")) {
                raf.writeInt(0xCAFEBABE);
                raf.writeLong(Long.MIN_VALUE);
                raf.writeDouble(Math.PI);
                raf.writeUTF("utf \u00e9");
                raf.writeShort(-2);
                System.out.println("raf length " + raf.length() + " pointer " + raf.getFilePointer());
                raf.seek(4);
                System.out.println("raf long " + raf.readLong() + " double " + raf.readDouble() + " utf " + raf.readUTF() + " short " + raf.readShort());
                raf.seek(0);
                System.out.println("raf int hex " + Integer.toHexString(raf.readInt()));
                raf.seek(2);
                raf.write(0x00);
                raf.seek(0);
                System.out.println("patched " + Integer.toHexString(raf.readInt()));
                raf.setLength(6);
                System.out.println("truncated length " + raf.length());
                try {
                    raf.seek(0);
                    raf.readLong();
                } catch (EOFException e) {
                    System.out.println("EOFException reading past end");
                }
            }
            Files.createDirectories(dir.resolve("sub/deeper"));
            Files.createFile(dir.resolve("sub/b.txt"));
            Files.createFile(dir.resolve("sub/a.txt"));
            String[] names = new File(dir.toFile(), "sub").list();
            Arrays.sort(names);
            System.out.println("list sorted " + Arrays.toString(names));
            File[] files = dir.toFile().listFiles();
            List<String> fnames = new ArrayList<>();
            for (File x : files) fnames.add(x.getName() + (x.isDirectory() ? "/" : "(" + x.length() + ")"));
            java.util.Collections.sort(fnames);
            System.out.println("listFiles " + fnames);
            Files.move(dir.resolve("sub/a.txt"), dir.resolve("sub/renamed.txt"));
            Files.copy(txt, dir.resolve("sub/copy.txt"));
            List<String> after = new ArrayList<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.resolve("sub"))) {
                for (Path p : ds) after.add(p.getFileName().toString());
            }
            java.util.Collections.sort(after);
            System.out.println("after move/copy " + after);
            try {
                Files.createFile(dir.resolve("sub/b.txt"));
            } catch (FileAlreadyExistsException e) {
                System.out.println("FileAlreadyExistsException for " + Paths.get(e.getFile()).getFileName());
            }
            try {
                new FileInputStream(new File(dir.toFile(), "missing.txt"));
            } catch (FileNotFoundException e) {
                System.out.println("FileNotFoundException ends with: " + e.getMessage().substring(e.getMessage().lastIndexOf(File.separatorChar) + 1));
            }
            try {
                Files.readAllBytes(dir.resolve("nope"));
            } catch (NoSuchFileException e) {
                System.out.println("NoSuchFileException " + Paths.get(e.getMessage()).getFileName());
            }
            try {
                Files.delete(dir.resolve("sub"));
            } catch (DirectoryNotEmptyException e) {
                System.out.println("DirectoryNotEmptyException");
            }
            File tmp = File.createTempFile("pre", ".suf", dir.toFile());
            System.out.println("temp file name shape " + tmp.getName().startsWith("pre") + " " + tmp.getName().endsWith(".suf") + " delete " + tmp.delete() + " exists " + tmp.exists());
            Path rel = Paths.get("a/b/../c/./d.txt");
            System.out.println("path ops " + rel.normalize() + " parent " + rel.getParent() + " name " + rel.getFileName() + " count " + rel.getNameCount()
                + " resolveSibling " + rel.resolveSibling("e.txt") + " relativize " + Paths.get("/x/y").relativize(Paths.get("/x/z/w")) + " isAbsolute " + rel.isAbsolute());
            File ff = new File("some/dir/file.tar.gz");
            System.out.println("File ops " + ff.getName() + " " + ff.getParent() + " " + ff.getPath() + " absolute? " + ff.isAbsolute());
            try (PrintStream ps = new PrintStream(new FileOutputStream(new File(dir.toFile(), "ps.txt")), true, "UTF-8")) {
                ps.printf("%d %s%n", 1, "printed");
                ps.println(2.5);
            }
            System.out.println("PrintStream file " + Files.readAllLines(dir.resolve("ps.txt")));
            try (Writer w = Files.newBufferedWriter(dir.resolve("w.txt"))) {
                w.write("x".repeat(10000));
            }
            try (Reader r = Files.newBufferedReader(dir.resolve("w.txt"))) {
                char[] cb = new char[4096];
                int total = 0, k;
                while ((k = r.read(cb)) > 0) total += k;
                System.out.println("read chars " + total);
            }
        } finally {
            deleteRecursively(dir.toFile());
            System.out.println("cleaned up " + !dir.toFile().exists());
        }
    }

    static void deleteRecursively(File f) {
        File[] kids = f.listFiles();
        if (kids != null) for (File k : kids) deleteRecursively(k);
        f.delete();
    }
}
