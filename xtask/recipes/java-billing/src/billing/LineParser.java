package billing;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Parses one CSV line: invoice,customer,date,sku,quantity,unit_price. */
public class LineParser {
    public InvoiceLine parse(int lineNumber, String text) throws InvoiceFormatException {
        List<String> fields = split(text);
        if (fields.size() != 6) {
            throw new InvoiceFormatException(lineNumber, "expected 6 fields, got " + fields.size(), null);
        }
        try {
            return new InvoiceLine(
                    fields.get(0),
                    fields.get(1),
                    LocalDate.parse(fields.get(2)),
                    fields.get(3),
                    Integer.parseInt(fields.get(4)),
                    parseAmount(fields.get(5)));
        } catch (NumberFormatException e) {
            throw new InvoiceFormatException(lineNumber, "bad number in '" + text + "'", e);
        }
    }

    BigDecimal parseAmount(String field) {
        String cleaned = field.strip();
        if (cleaned.startsWith("\"") && cleaned.endsWith("\"")) {
            cleaned = cleaned.substring(1, cleaned.length() - 1);
        }
        return new BigDecimal(cleaned);
    }

    /** Splits on commas outside double quotes (quotes are kept). */
    static List<String> split(String text) {
        List<String> fields = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (char c : text.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                fields.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        fields.add(current.toString());
        return fields;
    }
}
