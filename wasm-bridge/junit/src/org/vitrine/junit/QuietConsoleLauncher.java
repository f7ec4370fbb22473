// QuietConsoleLauncher: the JUnit Platform Console Launcher with its report (tree, failures,
// summary) left out, so that standard output carries nothing but what the caller expects; the
// results travel through EventStreamListener's event file instead. Same options and exit status as
// org.junit.platform.console.ConsoleLauncher; --help and errors in the options still print.
package org.vitrine.junit;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Arrays;
import org.junit.platform.console.ConsoleLauncher;

public final class QuietConsoleLauncher {
    private QuietConsoleLauncher() {
    }

    public static void main(String... args) {
        boolean help = Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h");
        PrintWriter out = help ? new PrintWriter(System.out) : new PrintWriter(OutputStream.nullOutputStream());
        PrintWriter err = new PrintWriter(System.err);
        int status = ConsoleLauncher.execute(out, err, args).getExitCode();
        out.flush();
        err.flush();
        System.exit(status);
    }
}
