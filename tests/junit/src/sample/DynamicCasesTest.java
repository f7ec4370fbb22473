// Dynamic tests and containers from a @TestFactory.
package sample;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

class DynamicCasesTest {
    @TestFactory
    Stream<DynamicNode> squares() {
        return IntStream.rangeClosed(1, 3).mapToObj(n ->
            dynamicContainer("square of " + n, List.of(
                dynamicTest("positive", () -> assertTrue(n * n > 0)),
                dynamicTest("root", () -> assertEquals(n, (int) Math.sqrt(n * n))))));
    }

    @TestFactory
    List<org.junit.jupiter.api.DynamicTest> palindromes() {
        return Stream.of("level", "noon")
            .map(w -> dynamicTest(w, () -> assertEquals(w, new StringBuilder(w).reverse().toString())))
            .toList();
    }
}
