// PhaseTimes.java: where a compilation's time goes, as javac's own task events see it: the
// milliseconds spent parsing, entering symbols, analysing (attribution and flow: most of javac's
// work) and generating class files, summed over the compilation's files. The compile server adds
// them to its answers, so that a client or a benchmark can tell a slow VM from a slow phase.

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;

final class PhaseTimes implements TaskListener {
    private final long created = System.nanoTime();
    private final Map<TaskEvent.Kind, Long> started = new EnumMap<>(TaskEvent.Kind.class);
    private final Map<TaskEvent.Kind, Long> spent = new EnumMap<>(TaskEvent.Kind.class);

    @Override
    public void started(TaskEvent e) {
        started.put(e.getKind(), System.nanoTime());
    }

    @Override
    public void finished(TaskEvent e) {
        Long start = started.remove(e.getKind());
        if (start != null) spent.merge(e.getKind(), System.nanoTime() - start, Long::sum);
    }

    /** { "total": ms since this was made, "parse": ms, "enter": ms, ... } for the phases that ran. */
    Map<String, Object> toMap() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("total", millis(System.nanoTime() - created));
        spent.forEach((kind, nanos) -> out.put(kind.name().toLowerCase(java.util.Locale.ROOT), millis(nanos)));
        return out;
    }

    private static double millis(long nanos) {
        return Math.round(nanos / 10_000.0) / 100.0;
    }
}
