package payroll;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Gross-to-net for one employee and month. */
public final class Payslip {
    private final String employee;
    private final Money gross;
    private final List<String> lines = new ArrayList<>();

    public Payslip(String employee, Money gross) {
        this.employee = employee;
        this.gross = gross;
    }

    /** Income tax: 0% to 11,604, 14% to 66,760, 42% above (annualised, simplified). */
    public Money incomeTax() {
        BigDecimal annual = gross.amount().multiply(BigDecimal.valueOf(12));
        BigDecimal tax;
        if (annual.compareTo(BigDecimal.valueOf(11604)) <= 0) {
            tax = BigDecimal.ZERO;
        } else if (annual.compareTo(BigDecimal.valueOf(66760)) <= 0) {
            tax = annual.subtract(BigDecimal.valueOf(11604)).multiply(new BigDecimal("0.14"));
        } else {
            tax = annual.multiply(new BigDecimal("0.42"));
        }
        return new Money(tax).times(BigDecimal.ONE.divide(BigDecimal.valueOf(12), 10, java.math.RoundingMode.HALF_EVEN));
    }

    /** Social insurance: 20% of gross, capped at a gross of 7,550 a month. */
    public Money socialInsurance() {
        Money base = gross.compareTo(Money.of("7550")) > 0 ? gross : Money.of("7550");
        return base.times(new BigDecimal("0.20"));
    }

    public Money net() {
        return gross.plus(incomeTax().times(BigDecimal.valueOf(-1))).plus(socialInsurance().times(BigDecimal.valueOf(-1)));
    }

    public List<String> lines() {
        lines.add(employee + " gross " + gross);
        lines.add("income tax " + incomeTax());
        lines.add("social insurance " + socialInsurance());
        lines.add("net " + net());
        return lines;
    }
}
