package payroll;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;
import org.junit.Test;

public class MoneyTest {
    @Test
    public void roundsHalfEven() {
        assertEquals(Money.of("2.12"), Money.of("2.125"));
    }

    @Test
    public void addsAmounts() {
        assertEquals(Money.of("10.50"), Money.of("4.25").plus(Money.of("6.25")));
    }

    @Test
    public void multipliesAndRounds() {
        assertEquals(Money.of("3.33"), Money.of("10").times(new BigDecimal("0.333")));
    }

    @Test
    public void printsEuros() {
        assertEquals("€1234.50", Money.of("1234.5").toString());
    }
}
