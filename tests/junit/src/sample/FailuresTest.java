// A failing test, a disabled one and an aborted one (an assumption that does not hold).
package sample;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class FailuresTest {
    @Test
    void fails() {
        assertEquals("expected", "actual", "strings differ");
    }

    @Test
    @Disabled("not ready yet")
    void disabled() {
        fail("a disabled test ran");
    }

    @Test
    void aborted() {
        assumeTrue(false, "only on Sundays");
    }

    @Test
    void throwsUnexpected() {
        Object o = null;
        o.hashCode();
    }
}
