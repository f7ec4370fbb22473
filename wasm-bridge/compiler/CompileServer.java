// CompileServer.java: the JDK's javac as a long-running process: it reads compile requests from
// System.in and answers on System.out, one JSON line each (the protocol is in docs/BRIDGE.md,
// "Compiling in the VM"). Sources and class files never touch a file system, and the process stays
// up between requests so that its VM stays warm: the JDK's compiler classes loaded and linked, and
// the class library's jimage index read. wasm-bridge/compiler/compiler.mjs is its client.
//
//   java --add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED \
//        --add-exports jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED -cp <dir> CompileServer
//   (Vitrine, or HotSpot for comparison; the exports: JavacMessages.java)
//
// Request:  {"id": 1, "files": {"Main.java": "...", "pkg/A.java": "..."}, "options": ["-Xlint:all"]}
// Answer:   {"id": 1, "served": 1, "success": true, "diagnostics": [...], "classes": {"Main.class": "<base64>"},
//            "output": "<what javac printed, if anything>", "timings": {"total": 412.5, "parse": 3.1, ...}}
// Error:    {"id": 1, "error": "..."} for a request that cannot be compiled at all (not JSON, no
//           files, an option javac does not know); the server then reads the next request.

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import com.sun.tools.javac.api.JavacTaskPool;

public final class CompileServer {
    /** The protocol's version, in the greeting; a client checks it. */
    static final int PROTOCOL = 1;

    private final JavaCompiler javac;
    private final MemoryFileManager files;
    // A javac compilation context made ready for the next request (JavacTaskPool, jdk.compiler's own
    // reuse of contexts, as jshell uses it): it has compiled the warm-up class only, so the JDK
    // classes a usual program needs are read already, which makes a compilation several times
    // faster. It serves one request and is then replaced: a context reused for a class it has
    // compiled before keeps traces of the earlier one (javac then writes a `this` entry into an inner
    // class's LocalVariableTypeTable, and words some errors differently), and the answers must be
    // exactly javac's. The context keeps the file manager its class writer was made with, hence one
    // file manager for the server's life.
    private JavacTaskPool contexts;
    private boolean contextUsed = true;
    /** Requests answered so far, this one included: a client sees that its VM stayed up. */
    private long served;

    CompileServer() throws IOException {
        try {
            JavacMessages.checkAccess();
        } catch (IllegalAccessError e) {
            throw new IllegalStateException("run the server with " + String.join(" ", JavacMessages.EXPORTS) + " (" + e.getMessage() + ")");
        }
        javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) throw new IllegalStateException("no system Java compiler (is the jdk.compiler module in the image?)");
        StandardJavaFileManager standardFiles = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        // Nothing of the server's own class path is visible to the programs it compiles: they see the
        // JDK and the request's sources only.
        standardFiles.setLocation(StandardLocation.CLASS_PATH, List.of());
        files = new MemoryFileManager(standardFiles);
    }

    public static void main(String[] args) throws IOException {
        // The protocol owns the real standard output; anything else printed there (by javac or the
        // class library) goes to standard error instead, so it cannot break an answer line.
        PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));

        CompileServer server;
        try {
            server = new CompileServer();
        } catch (RuntimeException | IOException | LinkageError e) {
            send(answers, Map.of("ready", false, "error", "the compiler cannot start: " + e));
            System.exit(1);
            return;
        }
        Map<String, Object> greeting = new LinkedHashMap<>();
        greeting.put("ready", true);
        greeting.put("protocol", PROTOCOL);
        greeting.put("java", System.getProperty("java.version"));
        send(answers, greeting);

        // The next request's context is prepared after each answer, while the client reads it.
        server.prepareContext();
        String line;
        while ((line = requests.readLine()) != null) {
            if (line.isBlank()) continue;
            send(answers, server.answer(line));
            server.prepareContext();
        }
    }

    private static void send(PrintStream out, Map<String, ?> answer) {
        out.print(Json.write(answer));
        out.print('\n');
        out.flush();
    }

    /** The source the next request's context compiles first: what usual programs use. */
    private static final List<MemoryFileManager.Source> WARM_UP = List.of(new MemoryFileManager.Source(
            "CompileServer$WarmUp.java", String.join("\n",
                    "import java.util.*;",
                    "import java.util.function.*;",
                    "import java.util.stream.*;",
                    "class CompileServer$WarmUp {",
                    "    record Point(int x, int y) {}",
                    "    enum Color { RED, GREEN }",
                    "    interface Shape { double area(); }",
                    "    class Inner { int n; }",
                    "    public static void main(String[] args) throws Exception {",
                    "        List<String> names = new ArrayList<>(List.of(\"a\", \"b\"));",
                    "        Map<String, Integer> counts = new HashMap<>();",
                    "        for (String n : names) counts.merge(n, 1, Integer::sum);",
                    "        Function<Integer, String> f = i -> \"#\" + i;",
                    "        String s = names.stream().map(String::toUpperCase).filter(x -> !x.isEmpty()).collect(Collectors.joining(\", \"));",
                    "        StringBuilder sb = new StringBuilder(s).append(Math.max(1, 2)).append(f.apply(3));",
                    "        Scanner in = new Scanner(System.in);",
                    "        int[] a = new int[3];",
                    "        Arrays.sort(a);",
                    "        Optional<Point> p = Optional.of(new Point(1, 2));",
                    "        switch (Color.RED) { case RED -> System.out.println(sb); default -> System.out.printf(\"%d%n\", a.length); }",
                    "        try { Thread.sleep(0); } catch (InterruptedException | RuntimeException e) { throw new IllegalStateException(e); }",
                    "        System.err.println(String.valueOf(p.isPresent()) + in + Objects.hash(1) + new Random().nextInt());",
                    "    }",
                    "}")));

    /** Makes the context of the next request, unless the current one was not used. */
    void prepareContext() {
        if (!contextUsed) return;
        contexts = new JavacTaskPool(1);
        contextUsed = false;
        try {
            Compilation warmUp = run(WARM_UP, options(null));
            if (!warmUp.success) System.err.println("compile server: the warm-up did not compile: " + warmUp.diagnostics.reported());
        } catch (BadRequest | RuntimeException e) { // the next request then starts from a cold context
            System.err.println("compile server: the warm-up failed: " + e);
            contexts = new JavacTaskPool(1);
        }
        files.takeOutputs();
    }

    /** The answer to one request line; never throws, so one bad request cannot end the server. */
    Map<String, Object> answer(String line) {
        served++;
        Object id = null;
        try {
            Object request = Json.parse(line);
            if (!(request instanceof Map<?, ?> fields)) return error(null, "a request must be a JSON object");
            id = fields.get("id");
            return compile(id, fields);
        } catch (Json.SyntaxError e) {
            return error(null, "the request is not JSON: " + e.getMessage());
        } catch (BadRequest e) {
            return error(id, e.getMessage());
        } catch (Throwable e) { // javac itself failed (a compiler bug, OutOfMemoryError...): say so and go on
            StringWriter trace = new StringWriter();
            e.printStackTrace(new java.io.PrintWriter(trace));
            return error(id, "the compiler failed: " + e + "\n" + trace);
        }
    }

    private static final class BadRequest extends Exception {
        private static final long serialVersionUID = 1L;

        BadRequest(String message) {
            super(message);
        }
    }

    private static Map<String, Object> error(Object id, String message) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", id);
        answer.put("error", message);
        return answer;
    }

    private Map<String, Object> compile(Object id, Map<?, ?> request) throws BadRequest {
        List<MemoryFileManager.Source> sources = sources(request.get("files"));
        List<String> options = options(request.get("options"));

        contextUsed = true;
        Compilation run = run(sources, options);

        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", id);
        answer.put("served", served);
        answer.put("success", run.success);
        List<Object> list = new ArrayList<>();
        for (JavacMessages.Reported r : run.diagnostics.reported()) list.add(describe(r.diagnostic(), r.message()));
        answer.put("diagnostics", list);
        // Class files only when the compilation succeeded, as javac leaves none for a failed one.
        Map<String, byte[]> outputs = files.takeOutputs();
        answer.put("classes", run.success ? outputs : Map.of());
        if (run.printed.getBuffer().length() > 0) answer.put("output", run.printed.toString());
        answer.put("timings", run.times.toMap());
        return answer;
    }

    /** One run of javac: its result, diagnostics, printed text and times. */
    private static final class Compilation {
        final JavacMessages diagnostics = new JavacMessages();
        final StringWriter printed = new StringWriter();
        final PhaseTimes times = new PhaseTimes();
        boolean success;
    }

    private Compilation run(List<MemoryFileManager.Source> sources, List<String> options) throws BadRequest {
        Compilation run = new Compilation();
        try {
            files.takeOutputs(); // what a compilation that failed half-way may have left
            run.success = contexts.getTask(run.printed, files, run.diagnostics, options, null, sources, task -> {
                run.diagnostics.attach(task);
                task.addTaskListener(run.times); // (the pool removes it with the request's other listeners)
                return task.call();
            });
        } catch (IllegalArgumentException e) { // an option javac does not know
            throw new BadRequest(e.getMessage());
        }
        return run;
    }

    private static List<MemoryFileManager.Source> sources(Object files) throws BadRequest {
        if (!(files instanceof Map<?, ?> map) || map.isEmpty()) {
            throw new BadRequest("a request needs \"files\": an object of source file names and their text");
        }
        List<MemoryFileManager.Source> sources = new ArrayList<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String name = (String) e.getKey();
            if (!(e.getValue() instanceof String text)) throw new BadRequest("the text of \"" + name + "\" is not a string");
            if (!name.endsWith(".java")) throw new BadRequest("\"" + name + "\" is not a .java file");
            sources.add(new MemoryFileManager.Source(name, text));
        }
        return sources;
    }

    // The request's options, with -g (all debugging information: the debugger needs local variables
    // and lines) and -proc:none (no annotation processor search) unless the request says otherwise.
    private static List<String> options(Object given) throws BadRequest {
        List<String> options = new ArrayList<>();
        if (given != null) {
            if (!(given instanceof List<?> list)) throw new BadRequest("\"options\" must be an array of strings");
            for (Object o : list) {
                if (!(o instanceof String s)) throw new BadRequest("\"options\" must be an array of strings");
                options.add(s);
            }
        }
        if (options.stream().noneMatch(o -> o.startsWith("-g"))) options.add("-g");
        if (options.stream().noneMatch(o -> o.startsWith("-proc:") || o.startsWith("-processor"))) options.add("-proc:none");
        return options;
    }

    private static Map<String, Object> describe(Diagnostic<? extends JavaFileObject> d, String message) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kind", d.getKind().name());
        out.put("severity", switch (d.getKind()) {
            case ERROR -> "error";
            case WARNING, MANDATORY_WARNING -> "warning";
            default -> "note";
        });
        JavaFileObject source = d.getSource();
        out.put("file", source == null ? null : source.getName());
        out.put("line", d.getLineNumber() == Diagnostic.NOPOS ? null : d.getLineNumber());
        out.put("column", d.getColumnNumber() == Diagnostic.NOPOS ? null : d.getColumnNumber());
        long start = d.getStartPosition(), end = d.getEndPosition();
        String text = source instanceof MemoryFileManager.Source s ? s.text() : null;
        if (text != null && end != Diagnostic.NOPOS && end <= text.length()) {
            out.put("endLine", lineOf(text, (int) end));
            out.put("endColumn", columnOf(text, (int) end));
        } else {
            out.put("endLine", null);
            out.put("endColumn", null);
        }
        out.put("position", d.getPosition() == Diagnostic.NOPOS ? null : d.getPosition());
        out.put("start", start == Diagnostic.NOPOS ? null : start);
        out.put("end", end == Diagnostic.NOPOS ? null : end);
        out.put("message", message);
        out.put("code", d.getCode());
        return out;
    }

    private static int lineOf(String text, int pos) {
        int line = 1;
        for (int i = 0; i < pos; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) line++;
        }
        return line;
    }

    // Columns are counted as javac counts them (1-based, a tab advancing to the next multiple of 8), so
    // that endColumn agrees with javac's own column; "start" and "end" are plain character offsets.
    private static int columnOf(String text, int pos) {
        int lineStart = pos;
        while (lineStart > 0 && text.charAt(lineStart - 1) != '\n' && text.charAt(lineStart - 1) != '\r') lineStart--;
        int column = 0;
        for (int i = lineStart; i < pos; i++) column = text.charAt(i) == '\t' ? (column / 8 + 1) * 8 : column + 1;
        return column + 1;
    }
}
