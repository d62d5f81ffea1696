package payroll;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** An amount in euros with cent precision. */
public record Money(BigDecimal amount) implements Comparable<Money> {
    public static final Money ZERO = of("0.00");

    public static Money of(String text) {
        return new Money(new BigDecimal(text).setScale(2, RoundingMode.HALF_EVEN));
    }

    public Money plus(Money other) {
        return new Money(amount.add(other.amount));
    }

    public Money times(BigDecimal factor) {
        return new Money(amount.multiply(factor).setScale(2, RoundingMode.HALF_EVEN));
    }

    @Override
    public int compareTo(Money other) {
        return amount.compareTo(other.amount);
    }

    @Override
    public String toString() {
        return "€" + amount.toPlainString();
    }
}
