// MemoryFileManager.java: the compile server's file manager: sources given as strings, class files
// kept in memory, everything else (the JDK's own classes) from the standard file manager it wraps.
// The server has one for its whole life: javac's reused compilation context keeps the file manager
// it was made with, so the outputs are taken after each compilation instead.

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;

final class MemoryFileManager extends ForwardingJavaFileManager<StandardJavaFileManager> {
    /** Class files written so far, by path ("pkg/A$1.class"), in the order javac wrote them. */
    private final Map<String, ByteArrayOutputStream> outputs = new LinkedHashMap<>();

    MemoryFileManager(StandardJavaFileManager standard) {
        super(standard);
    }

    /** A source file held as a string; its name is the one the request gave ("pkg/A.java"). */
    static final class Source extends SimpleJavaFileObject {
        private final String name;
        private final String text;

        Source(String name, String text) {
            super(URI.create("string:///" + encodePath(name)), Kind.SOURCE);
            this.name = name;
            this.text = text;
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }

        String text() {
            return text;
        }
    }

    /** A file javac writes (class files, or any other output kind), kept in `outputs`. */
    private final class Output extends SimpleJavaFileObject {
        private final String path;

        Output(String path, Kind kind) {
            super(URI.create("mem:///" + encodePath(path)), kind);
            this.path = path;
        }

        @Override
        public String getName() {
            return path;
        }

        @Override
        public OutputStream openOutputStream() {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            outputs.put(path, bytes);
            return bytes;
        }
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
            FileObject sibling) {
        return new Output(className.replace('.', '/') + kind.extension, kind);
    }

    @Override
    public FileObject getFileForOutput(Location location, String packageName, String relativeName, FileObject sibling) {
        String dir = packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/";
        return new Output(dir + relativeName, JavaFileObject.Kind.OTHER);
    }

    @Override
    public boolean isSameFile(FileObject a, FileObject b) {
        if (a instanceof Source || b instanceof Source || a instanceof Output || b instanceof Output) {
            return a.toUri().equals(b.toUri());
        }
        return super.isSameFile(a, b);
    }

    @Override
    public String inferBinaryName(JavaFileManager.Location location, JavaFileObject file) {
        if (file instanceof Source || file instanceof Output) return null;
        return super.inferBinaryName(location, file);
    }

    /** The files javac wrote since the last call, by path; the next compilation starts afresh. */
    Map<String, byte[]> takeOutputs() {
        Map<String, byte[]> result = new LinkedHashMap<>();
        outputs.forEach((path, bytes) -> result.put(path, bytes.toByteArray()));
        outputs.clear();
        return result;
    }

    // A request's file name may hold any character; URIs take only some.
    private static String encodePath(String path) {
        StringBuilder out = new StringBuilder();
        for (byte b : path.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "/._-$".indexOf(c) >= 0) {
                out.append((char) c);
            } else {
                out.append('%').append(String.format("%02X", c));
            }
        }
        return out.toString();
    }
}
