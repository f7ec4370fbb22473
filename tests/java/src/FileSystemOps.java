// File-system operations through the JDK's natives, in a fresh working directory: times, hard and
// symbolic links, permissions, locks, memory-mapped files, truncation, copy, move and listing. Each
// step prints what it observed; the host's files must be changed exactly as Java asked (times in
// whole seconds: the WebAssembly build's stat has no sub-second part).
import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;

public class FileSystemOps {
    static void step(String name, Callable c) {
        try {
            System.out.println(name + ": " + c.call());
        } catch (Exception e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }
    interface Callable { Object call() throws Exception; }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createDirectory(Path.of("fsops"));
        Path a = dir.resolve("a.txt");
        Files.writeString(a, "hello, file\n");
        step("size", () -> Files.size(a));
        step("read", () -> Files.readString(a).trim());

        step("set mtime", () -> { Files.setLastModifiedTime(a, FileTime.fromMillis(1500000000000L)); return Files.getLastModifiedTime(a).toMillis(); });
        step("File.lastModified", () -> a.toFile().lastModified());
        step("File.setLastModified", () -> a.toFile().setLastModified(1600000000000L) + " " + Files.getLastModifiedTime(a));
        step("basic view times", () -> {
            BasicFileAttributeView v = Files.getFileAttributeView(a, BasicFileAttributeView.class);
            v.setTimes(FileTime.fromMillis(1400000000000L), FileTime.fromMillis(1300000000000L), null);
            BasicFileAttributes at = v.readAttributes();
            return at.lastModifiedTime() + " " + at.lastAccessTime();
        });
        step("old time", () -> { Files.setLastModifiedTime(a, FileTime.fromMillis(86400000L)); return Files.getLastModifiedTime(a); });

        Path hard = dir.resolve("hard.txt");
        step("hard link", () -> { Files.createLink(hard, a); return Files.getAttribute(a, "unix:nlink") + " " + Files.readString(hard).trim() + " " + Files.isSameFile(a, hard); });
        step("hard link exists", () -> { Files.createLink(hard, a); return "made"; });
        step("write through link", () -> { Files.writeString(hard, "changed\n", StandardOpenOption.APPEND); return Files.readString(a).replace('\n', '|'); });
        step("unlink", () -> { Files.delete(hard); return Files.getAttribute(a, "unix:nlink") + " " + Files.exists(hard); });

        Path sym = dir.resolve("sym");
        step("symlink", () -> { Files.createSymbolicLink(sym, Path.of("a.txt")); return Files.isSymbolicLink(sym) + " " + Files.readSymbolicLink(sym) + " " + Files.readString(sym).length(); });
        step("symlink nofollow", () -> Files.readAttributes(sym, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isSymbolicLink());
        step("dangling", () -> { Path d = dir.resolve("dangling"); Files.createSymbolicLink(d, Path.of("nowhere")); return Files.exists(d) + " " + Files.exists(d, LinkOption.NOFOLLOW_LINKS); });

        step("permissions", () -> {
            Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rw-r-----"));
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(a));
        });
        step("chmod via File", () -> { a.toFile().setExecutable(true, true); return PosixFilePermissions.toString(Files.getPosixFilePermissions(a)); });
        step("directory mode", () -> { Path d = Files.createDirectory(dir.resolve("sub"), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))); return PosixFilePermissions.toString(Files.getPosixFilePermissions(d)); });

        step("lock", () -> {
            try (FileChannel ch = FileChannel.open(a, StandardOpenOption.WRITE)) {
                FileLock l = ch.lock();
                String r = l.isValid() + " " + l.isShared();
                try { ch.tryLock(); r += " second"; } catch (OverlappingFileLockException e) { r += " overlapping"; }
                l.release();
                return r + " " + l.isValid();
            }
        });
        step("mmap", () -> {
            Path m = dir.resolve("mapped.bin");
            try (FileChannel ch = FileChannel.open(m, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                MappedByteBuffer buf = ch.map(FileChannel.MapMode.READ_WRITE, 0, 64);
                for (int i = 0; i < 64; i++) buf.put(i, (byte) i);
                buf.force();
            }
            byte[] b = Files.readAllBytes(m);
            return b.length + " " + b[0] + " " + b[63];
        });
        step("truncate", () -> {
            try (FileChannel ch = FileChannel.open(a, StandardOpenOption.WRITE)) { ch.truncate(5); }
            return Files.size(a) + " " + Files.readString(a);
        });
        step("RandomAccessFile.setLength", () -> {
            try (RandomAccessFile f = new RandomAccessFile(a.toFile(), "rw")) { f.setLength(1000); }
            return Files.size(a);
        });

        step("copy attributes", () -> {
            Files.setLastModifiedTime(a, FileTime.fromMillis(1234567890000L));
            Path c = Files.copy(a, dir.resolve("copy.txt"), StandardCopyOption.COPY_ATTRIBUTES);
            return Files.getLastModifiedTime(c) + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(c));
        });
        step("move", () -> { Path mv = Files.move(dir.resolve("copy.txt"), dir.resolve("moved.txt")); return Files.exists(mv) + " " + Files.exists(dir.resolve("copy.txt")); });
        step("move over existing", () -> { Files.move(dir.resolve("moved.txt"), a); return "moved"; });
        step("list", () -> { try (Stream<Path> s = Files.list(dir)) { return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()); } });
        step("delete non-empty", () -> { Files.delete(dir); return "deleted"; });
        step("walk delete", () -> {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) Files.delete(p);
            }
            return Files.exists(dir);
        });
    }
}
