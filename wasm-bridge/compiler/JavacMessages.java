// JavacMessages.java: a diagnostic's message as the javac command prints it. javax.tools gives
// messages in javac's basic format (fully qualified names: "java.lang.String cannot be converted to
// int"); the command line uses the compilation's own formatter, which writes simple names where they
// are unambiguous ("String cannot be converted to int"). That formatter is internal to jdk.compiler,
// so the server runs with
//   --add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED
//   --add-exports jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED
// and this is the only file that uses them. It is the compilation's diagnostic listener.

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import com.sun.tools.javac.api.BasicJavacTask;
import com.sun.tools.javac.api.ClientCodeWrapper;
import com.sun.tools.javac.api.DiagnosticFormatter;
import com.sun.tools.javac.util.JCDiagnostic;
import com.sun.tools.javac.util.Log;

final class JavacMessages implements DiagnosticListener<JavaFileObject> {
    /** The options a VM needs to run the server (javac's formatter is in unexported packages). */
    static final String[] EXPORTS = {
        "--add-exports", "jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED",
        "--add-exports", "jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED",
    };

    /** A diagnostic and its message as javac prints it. */
    record Reported(Diagnostic<? extends JavaFileObject> diagnostic, String message) {}

    private final List<Reported> reported = new ArrayList<>();
    private BasicJavacTask task;

    /** Fails (IllegalAccessError) unless the VM was started with the exports above. */
    static void checkAccess() {
        Log.class.getName();
        BasicJavacTask.class.getName();
    }

    /** The compilation whose diagnostics this collects (set between getTask and call). */
    void attach(JavaCompiler.CompilationTask task) {
        this.task = (BasicJavacTask) task;
    }

    List<Reported> reported() {
        return reported;
    }

    // The formatter is read at each report: javac installs its command-line formatter when the
    // compilation starts, and the context is gone once it has ended.
    @Override
    public void report(Diagnostic<? extends JavaFileObject> d) {
        JCDiagnostic diagnostic = d instanceof ClientCodeWrapper.DiagnosticSourceUnwrapper u ? u.d
                : d instanceof JCDiagnostic j ? j : null;
        String message;
        if (diagnostic != null && task != null && task.getContext() != null) {
            message = commandLineMessage(Log.instance(task.getContext()).getDiagnosticFormatter(), diagnostic);
        } else {
            message = d.getMessage(null);
        }
        reported.add(new Reported(d, message));
    }

    // The message and the "where" lines the command prints after it. format() starts each diagnostic
    // afresh (type variables named as if it were the only one: "E", not "E#2") and appends the where
    // clauses; formatMessage() gives the message alone, so the lines format() has beyond it (the
    // source line hidden) are the where clauses.
    private static String commandLineMessage(DiagnosticFormatter<JCDiagnostic> formatter, JCDiagnostic diagnostic) {
        DiagnosticFormatter.Configuration config = formatter.getConfiguration();
        Set<DiagnosticFormatter.Configuration.DiagnosticPart> visible = config.getVisible();
        EnumSet<DiagnosticFormatter.Configuration.DiagnosticPart> withoutSource =
                EnumSet.allOf(DiagnosticFormatter.Configuration.DiagnosticPart.class);
        withoutSource.retainAll(visible);
        withoutSource.remove(DiagnosticFormatter.Configuration.DiagnosticPart.SOURCE);
        config.setVisible(withoutSource);
        try {
            String[] full = formatter.format(diagnostic, Locale.getDefault()).split("\n", -1);
            String message = formatter.formatMessage(diagnostic, Locale.getDefault());
            int messageLines = message.split("\n", -1).length;
            StringBuilder out = new StringBuilder(message);
            for (int i = messageLines; i < full.length; i++) out.append('\n').append(full[i]);
            return out.toString();
        } finally {
            config.setVisible(visible);
        }
    }
}
