// Nested test classes: each level's @BeforeEach runs before the inner ones; output of @AfterAll.
package sample;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A stack")
class NestedStackTest {
    Deque<String> stack;

    @BeforeEach
    void create() {
        stack = new ArrayDeque<>();
    }

    @AfterAll
    static void report() {
        System.out.println("stack tests done");
    }

    @Test
    void isEmpty() {
        assertTrue(stack.isEmpty());
    }

    @Nested
    @DisplayName("after a push")
    class AfterPush {
        @BeforeEach
        void push() {
            stack.push("element");
        }

        @Test
        void isNotEmpty() {
            assertFalse(stack.isEmpty());
        }

        @Nested
        class AfterPop {
            @BeforeEach
            void pop() {
                stack.pop();
            }

            @Test
            @DisplayName("is empty again")
            void emptyAgain() {
                assertTrue(stack.isEmpty());
                assertThrows(java.util.NoSuchElementException.class, stack::pop);
            }
        }
    }
}
