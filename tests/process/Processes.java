// Child processes and process handles: pipes in all three directions, exit codes (normal, by a signal),
// errors for a missing program and a missing directory, redirects (merged stderr, files, inherit),
// environment and working directory, destroy, and what ProcessHandle tells about the child and the VM's
// own process. node-tests/process.test.mjs runs it on HotSpot and the native VM and compares.
import java.io.*;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.TimeUnit;

public class Processes {
    static String text(InputStream in) throws IOException {
        return new String(in.readAllBytes()).trim().replace('\n', '|');
    }

    interface Step { Object run() throws Exception; }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Exception e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        step("pipes", () -> {
            Process p = new ProcessBuilder("sh", "-c", "echo out; echo err 1>&2; read x; echo got $x; exit 3").start();
            try (OutputStream o = p.getOutputStream()) { o.write("hello\n".getBytes()); }
            return text(p.getInputStream()) + " / " + text(p.getErrorStream()) + " / exit " + p.waitFor();
        });
        step("missing program", () -> new ProcessBuilder("/nonexistent/program").start());
        step("missing on PATH", () -> new ProcessBuilder("no-such-program-anywhere").start());
        step("missing directory", () -> new ProcessBuilder("true").directory(new File("/nonexistent")).start());
        step("not executable", () -> {
            Path dir = Files.createTempDirectory("vitrine-noexec");
            Path f = Files.createFile(dir.resolve("noexec.sh"));
            try {
                return new ProcessBuilder(f.toString()).start();
            } catch (IOException e) {
                throw new IOException(e.getMessage().replace(dir.toString(), "<dir>"));
            } finally {
                Files.delete(f);
                Files.delete(dir);
            }
        });
        step("script without #!", () -> {
            Path f = Files.createTempFile("vitrine-script", ".sh");
            Files.writeString(f, "echo from a plain script $1\n");
            f.toFile().setExecutable(true);
            try {
                Process p = new ProcessBuilder(f.toString(), "arg").start();
                return text(p.getInputStream()) + " " + p.waitFor();
            } finally { Files.delete(f); }
        });
        step("merged stderr", () -> {
            Process p = new ProcessBuilder("sh", "-c", "echo one; echo two 1>&2").redirectErrorStream(true).start();
            return text(p.getInputStream()) + " " + p.waitFor();
        });
        step("environment and directory", () -> {
            ProcessBuilder pb = new ProcessBuilder("sh", "-c", "echo $VITRINE_TEST_VAR; pwd");
            pb.environment().put("VITRINE_TEST_VAR", "value");
            pb.directory(new File("/"));
            Process p = pb.start();
            return text(p.getInputStream()) + " " + p.waitFor();
        });
        step("empty environment", () -> {
            ProcessBuilder pb = new ProcessBuilder("/usr/bin/env");
            pb.environment().clear();
            pb.environment().put("ONLY", "this");
            Process p = pb.start();
            return text(p.getInputStream()) + " " + p.waitFor();
        });
        step("file redirects", () -> {
            Path in = Files.createTempFile("vitrine-in", ".txt"), out = Files.createTempFile("vitrine-out", ".txt");
            Files.writeString(in, "from a file\n");
            Files.writeString(out, "first\n");
            try {
                Process p = new ProcessBuilder("cat").redirectInput(in.toFile())
                        .redirectOutput(ProcessBuilder.Redirect.appendTo(out.toFile())).start();
                int code = p.waitFor();
                return Files.readString(out).trim().replace('\n', '|') + " " + code + " " + p.getInputStream().read();
            } finally {
                Files.delete(in);
                Files.delete(out);
            }
        });
        step("pipeline", () -> {
            List<Process> ps = ProcessBuilder.startPipeline(List.of(
                    new ProcessBuilder("printf", "b\\na\\nc\\n"), new ProcessBuilder("sort"), new ProcessBuilder("head", "-2")));
            Process last = ps.get(ps.size() - 1);
            return text(last.getInputStream()) + " " + last.waitFor();
        });
        step("killed by a signal", () -> new ProcessBuilder("sh", "-c", "kill -9 $$").start().waitFor());
        step("destroy", () -> {
            Process p = new ProcessBuilder("sleep", "60").start();
            boolean alive = p.isAlive();
            boolean child = ProcessHandle.current().children().anyMatch(h -> h.pid() == p.pid());
            ProcessHandle.Info info = p.info();
            String desc = info.command().orElse("?") + " " + info.arguments().map(Arrays::toString).orElse("?");
            p.destroy();
            return alive + " " + child + " " + desc + " exit " + p.waitFor() + " alive " + p.isAlive();
        });
        step("destroyForcibly", () -> {
            Process p = new ProcessBuilder("sleep", "60").start();
            p.destroyForcibly();
            return p.waitFor(10, TimeUnit.SECONDS) + " " + p.exitValue();
        });
        step("onExit", () -> {
            Process p = new ProcessBuilder("sh", "-c", "exit 7").start();
            return p.onExit().get().exitValue();
        });
        step("parent", () -> {
            Process p = new ProcessBuilder("sleep", "60").start();
            try {
                return p.toHandle().parent().map(h -> h.pid() == ProcessHandle.current().pid()).orElse(false);
            } finally {
                p.destroyForcibly().waitFor();
            }
        });
        step("current", () -> {
            ProcessHandle me = ProcessHandle.current();
            return (me.pid() == ProcessHandle.current().pid()) + " " + me.isAlive() + " " + me.parent().isPresent()
                    + " " + me.info().startInstant().isPresent() + " " + me.info().user().isPresent();
        });
        step("Runtime.exec", () -> text(Runtime.getRuntime().exec(new String[] {"echo", "runtime", "exec"}).getInputStream()));
    }
}
