// Round 13's scrap rules under JUnit 5 (Debian's junit5 console launcher).
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScrapTest {
    static double scrapRate(int scrapped, int poured) {
        if (poured == 0) throw new ArithmeticException("no pours");
        return (double) scrapped / poured;
    }

    @Test
    @DisplayName("rate of a good shift")
    void goodShift() {
        assertEquals(0.05, scrapRate(3, 60), 1e-9);
    }

    @Test
    void emptyShift() {
        assertThrows(IllegalArgumentException.class, () -> scrapRate(0, 0));
    }

    @ParameterizedTest(name = "{0} scrapped of {1} is {2}")
    @CsvSource({"1, 20, 0.05", "6, 40, 0.15", "9, 40, 0.2", "0, 12, 0.0"})
    void rates(int scrapped, int poured, double expected) {
        assertEquals(expected, scrapRate(scrapped, poured), 1e-9);
    }

    @Nested
    class Limits {
        @Test
        void underLimit() {
            assertTrue(scrapRate(2, 60) < 0.03, "shift A over the 3% limit");
        }

        @Test
        void overLimit() {
            assertTrue(scrapRate(5, 60) < 0.03, "shift C over the 3% limit");
        }
    }
}
