// Assertions, assertThrows, assertAll, lifecycle methods and display names.
package sample;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

@DisplayName("A calculator")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CalculatorTest {
    static final List<String> calls = new ArrayList<>();
    List<Integer> stack;

    @BeforeAll
    static void beforeAll() {
        calls.add("beforeAll");
    }

    @BeforeEach
    void setUp() {
        stack = new ArrayList<>();
        calls.add("beforeEach");
    }

    @AfterEach
    void tearDown() {
        calls.add("afterEach");
    }

    @AfterAll
    static void afterAll() {
        System.out.println("lifecycle: " + calls);
    }

    @Test
    @Order(1)
    @DisplayName("adds two numbers")
    void adds() {
        assertEquals(5, Math.addExact(2, 3));
        assertTrue(stack.isEmpty(), "a fresh list for each test");
        stack.add(1);
    }

    @Test
    @Order(2)
    void overflowThrows() {
        ArithmeticException e = assertThrows(ArithmeticException.class, () -> Math.addExact(Integer.MAX_VALUE, 1));
        assertEquals("integer overflow", e.getMessage());
        assertTrue(stack.isEmpty());
    }

    @Test
    @Order(3)
    void groupedAssertions() {
        assertAll("numbers",
            () -> assertEquals(4, 2 * 2),
            () -> assertNotNull(stack),
            () -> assertArrayEquals(new int[] {1, 2}, new int[] {1, 2}),
            () -> assertIterableEquals(List.of("a", "b"), List.of("a", "b")));
        assertDoesNotThrow(() -> Integer.parseInt("42"));
    }

    @Test
    @Order(4)
    void printsOutput() {
        System.out.println("output of printsOutput");
        System.err.println("error output of printsOutput");
    }
}
