// Parameterized tests fed by several sources (junit-jupiter-params).
package sample;

import static org.junit.jupiter.api.Assertions.*;

import java.time.DayOfWeek;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class ParameterizedCasesTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 3, 5})
    void odd(int n) {
        assertEquals(1, n % 2);
    }

    @ParameterizedTest(name = "{0} + {1} = {2}")
    @CsvSource({"1, 1, 2", "2, 3, 5", "-4, 4, 0"})
    void sums(int a, int b, int sum) {
        assertEquals(sum, a + b);
    }

    @ParameterizedTest
    @MethodSource("words")
    void lengths(String word, int length) {
        assertEquals(length, word.length());
    }

    static Stream<Arguments> words() {
        return Stream.of(Arguments.of("java", 4), Arguments.of("vitrine", 7));
    }

    @ParameterizedTest
    @EnumSource(value = DayOfWeek.class, names = {"SATURDAY", "SUNDAY"})
    void weekend(DayOfWeek day) {
        assertTrue(day.getValue() >= 6);
    }

    @ParameterizedTest
    @NullAndEmptySource
    void blank(String s) {
        assertTrue(s == null || s.isEmpty());
    }
}
