package org.example.library;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.List;

public class Fines {
    static final BigDecimal PER_DAY = new BigDecimal("0.25");
    static final BigDecimal CAP = new BigDecimal("10.00");

    public BigDecimal fine(Loan loan, LocalDate today) {
        BigDecimal fine = PER_DAY.multiply(BigDecimal.valueOf(loan.daysLate(today)));
        return fine.min(CAP).setScale(2, BigDecimal.ROUND_HALF_UP);
    }

    /**
     * Sums the fines of several loans, see {@link #fine(Loan)} and <a href="fines.html">the
     * fine table<a>.
     *
     * @param loans the loans
     * @param today the day to count to
     * @return the total, <b>capped per loan</i>
     */
    public BigDecimal total(List<Loan> loans, LocalDate today) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Loan loan : loans) {
            sum = sum.add(fine(loan, today));
        }
        return sum.setScale(2, RoundingMode.HALF_UP);
    }

    public String notice(Loan loan, LocalDate today) {
        String amount = fine(loan, today);
        return String.format("%s owes %s for \"%s\"", loan.member(), amount, loan.book().title());
    }
}
