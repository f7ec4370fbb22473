// The JUnit Platform's console launcher (a test framework) running a small Jupiter class: passing,
// failing, disabled, parameterised and nested tests, and a test that expects an exception.
import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.*;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@TestMethodOrder(MethodOrderer.MethodName.class)
class CalculatorTest {
    @Test void adds() { assertEquals(4, 2 + 2); }
    @Test void fails() { assertEquals(5, 2 + 2, "arithmetic"); }
    @Disabled("not today") @Test void skipped() { fail(); }
    @Test void divisionByZero() { assertThrows(ArithmeticException.class, () -> { int z = 0; System.out.println(1 / z); }); }
    @ParameterizedTest @CsvSource({"1,1,2", "2,3,5", "10,-4,6"}) void sums(int a, int b, int sum) { assertEquals(sum, a + b); }
    @Nested class Strings {
        @Test void upper() { assertEquals("ABC", "abc".toUpperCase()); }
    }
}
