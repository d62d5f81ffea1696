package billing;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One line of an invoice. */
public record InvoiceLine(String invoice, String customer, LocalDate date, String sku, int quantity, BigDecimal unitPrice) {
    public BigDecimal total() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
