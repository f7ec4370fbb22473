// A JUnit 4 test, run by the Vintage engine.
package sample;

import static org.junit.Assert.assertEquals;

import org.junit.Before;
import org.junit.Ignore;
import org.junit.Test;

public class LegacyTest {
    private StringBuilder sb;

    @Before
    public void setUp() {
        sb = new StringBuilder("x");
    }

    @Test
    public void appends() {
        sb.append("y");
        assertEquals("xy", sb.toString());
    }

    @Test(expected = IllegalStateException.class)
    public void expectsException() {
        throw new IllegalStateException();
    }

    @Test
    @Ignore("legacy skip")
    public void ignored() {
    }
}
