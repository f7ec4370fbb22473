// EventStreamListener: a JUnit Platform TestExecutionListener that writes the events of a test run as
// JSON lines to the file named by the system property vitrine.junit.events, for
// wasm-bridge/junit.mjs to turn into node:test tests. Registered through ServiceLoader
// (META-INF/services), so the Platform's own Console Launcher picks it up; without the property it
// does nothing.
//
// Lines (one JSON object each, fields in this order):
//   {"event":"plan"}                                         the test plan starts
//   {"event":"registered","id","parent","name","type","legacyName"}   a dynamic test or container
//   {"event":"started","id","parent","name","type","legacyName"}
//   {"event":"skipped","id","parent","name","type","legacyName","reason"}
//   {"event":"finished","id","status","message","exception","trace"}   status SUCCESSFUL/ABORTED/FAILED
//   {"event":"output","id","stream","text"}   what the program wrote to System.out/err while id ran
//   {"event":"done"}                                         the test plan finished
// System.out and System.err are replaced for the run so that output is attributed to the innermost
// test or container running when it was written (from any thread), and never mixes with the
// launcher's own output.
package org.vitrine.junit;

import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

public class EventStreamListener implements TestExecutionListener {
    private final String path = System.getProperty("vitrine.junit.events");
    private PrintStream events;
    private PrintStream savedOut;
    private PrintStream savedErr;
    private final Deque<String> running = new ArrayDeque<>();

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        if (path == null) return;
        try {
            events = new PrintStream(new FileOutputStream(path), true, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the test events to " + path, e);
        }
        line("{\"event\":\"plan\"}");
        savedOut = System.out;
        savedErr = System.err;
        System.setOut(new PrintStream(new Capture("stdout"), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new Capture("stderr"), true, StandardCharsets.UTF_8));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        if (events == null) return;
        System.out.flush();
        System.err.flush();
        System.setOut(savedOut);
        System.setErr(savedErr);
        line("{\"event\":\"done\"}");
        events.close();
        events = null;
    }

    @Override
    public void dynamicTestRegistered(TestIdentifier id) {
        if (events != null) line(describe("registered", id) + "}");
    }

    @Override
    public void executionStarted(TestIdentifier id) {
        if (events == null) return;
        line(describe("started", id) + "}");
        synchronized (running) {
            running.push(id.getUniqueId());
        }
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        if (events != null) line(describe("skipped", id) + ",\"reason\":" + json(reason) + "}");
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        if (events == null) return;
        System.out.flush();
        System.err.flush();
        synchronized (running) {
            running.remove(id.getUniqueId());
        }
        StringBuilder sb = new StringBuilder("{\"event\":\"finished\",\"id\":").append(json(id.getUniqueId()));
        sb.append(",\"status\":").append(json(result.getStatus().name()));
        Optional<Throwable> thrown = result.getThrowable();
        if (thrown.isPresent()) {
            Throwable t = thrown.get();
            StringWriter trace = new StringWriter();
            t.printStackTrace(new PrintWriter(trace));
            sb.append(",\"message\":").append(json(t.getMessage()));
            sb.append(",\"exception\":").append(json(t.getClass().getName()));
            sb.append(",\"trace\":").append(json(trace.toString()));
        }
        line(sb.append('}').toString());
    }

    private static String describe(String event, TestIdentifier id) {
        return "{\"event\":" + json(event) + ",\"id\":" + json(id.getUniqueId())
            + ",\"parent\":" + json(id.getParentId().orElse(null))
            + ",\"name\":" + json(id.getDisplayName())
            + ",\"type\":" + json(id.getType().name())
            + ",\"legacyName\":" + json(id.getLegacyReportingName());
    }

    private synchronized void line(String s) {
        if (events != null) events.println(s);
    }

    private String current() {
        synchronized (running) {
            return running.peek();
        }
    }

    /** A stream that turns each write into an output event of the test running at the time. */
    private final class Capture extends OutputStream {
        private final String stream;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        Capture(String stream) {
            this.stream = stream;
        }

        @Override
        public synchronized void write(int b) {
            pending.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            pending.write(b, off, len);
        }

        @Override
        public synchronized void flush() {
            if (pending.size() == 0) return;
            String text = pending.toString(StandardCharsets.UTF_8);
            pending.reset();
            line("{\"event\":\"output\",\"id\":" + json(current()) + ",\"stream\":" + json(stream)
                + ",\"text\":" + json(text) + "}");
        }
    }

    static String json(String s) {
        if (s == null) return "null";
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
