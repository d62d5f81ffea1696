package billing;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Groups invoice lines by customer and totals them. */
public class BillingRun {
    private final InvoiceLoader loader;

    public BillingRun(InvoiceLoader loader) {
        this.loader = loader;
    }

    public List<String> summarize(Path source) {
        Map<String, BigDecimal> totals = new TreeMap<>();
        for (InvoiceLine line : loader.load(source)) {
            totals.merge(line.customer(), line.total(), BigDecimal::add);
        }
        List<String> out = new ArrayList<>();
        totals.forEach((customer, total) -> out.add(String.format("%-20s %12s", customer, total)));
        return out;
    }
}
