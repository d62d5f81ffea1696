package payroll;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.List;
import org.junit.Test;

public class PayslipTest {
    @Test
    public void noTaxBelowTheAllowance() {
        assertEquals(Money.of("0.00"), new Payslip("ana", Money.of("900")).incomeTax());
    }

    @Test
    public void middleBandIsFourteenPercent() {
        assertEquals(Money.of("424.62"), new Payslip("ben", Money.of("4000")).incomeTax());
    }

    @Test
    public void socialInsuranceIsCapped() {
        assertEquals("capped at 20% of 7550", Money.of("1510.00"), new Payslip("cho", Money.of("9000")).socialInsurance());
    }

    @Test
    public void socialInsuranceBelowTheCap() {
        assertEquals(Money.of("600.00"), new Payslip("dev", Money.of("3000")).socialInsurance());
    }

    @Test
    public void netIsGrossLessDeductions() {
        Payslip slip = new Payslip("eli", Money.of("3000"));
        assertEquals(Money.of("2246.87"), slip.net());
    }

    @Test
    public void linesAreStable() {
        Payslip slip = new Payslip("fay", Money.of("2000"));
        slip.lines();
        List<String> lines = slip.lines();
        assertEquals(4, lines.size());
        assertTrue(lines.get(0).startsWith("fay gross"));
    }
}
