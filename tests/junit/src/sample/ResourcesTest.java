// @TempDir, and a timeout enforced on another thread (assertTimeoutPreemptively).
package sample;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResourcesTest {
    @TempDir
    Path dir;

    @Test
    void writesIntoTempDir() throws IOException {
        Path file = dir.resolve("notes.txt");
        Files.write(file, List.of("one", "two"));
        assertEquals(List.of("one", "two"), Files.readAllLines(file));
        assertTrue(Files.isDirectory(dir));
    }

    @Test
    void finishesInTime() {
        String result = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            assertNotEquals(Thread.currentThread().getName(), "main");
            return "done";
        });
        assertEquals("done", result);
    }

    @Test
    void timesOut() {
        assertTimeoutPreemptively(Duration.ofMillis(100), () -> Thread.sleep(60_000));
    }
}
