package billing;

import java.nio.file.Path;
import java.util.List;

/** Monthly billing run: loads the month's invoice lines and prints the totals per customer. */
public class Main {
    public static void main(String[] args) {
        Path source = Path.of(args.length > 0 ? args[0] : "data/invoices.csv");
        BillingRun run = new BillingRun(new InvoiceLoader(new LineParser()));
        List<String> summary = run.summarize(source);
        summary.forEach(System.out::println);
    }
}
