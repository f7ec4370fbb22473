// A test that ends the VM (System.exit) in the middle of the run: the runner must report the run as
// failed, and the interrupted test as unfinished, rather than trust the tests that did report.
package sample.exiting;

import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ExitingTest {
    @Test
    @Order(1)
    void passes() {
        System.out.println("before the exit");
    }

    @Test
    @Order(2)
    void exits() {
        System.out.println("exiting");
        System.exit(3);
    }
}
