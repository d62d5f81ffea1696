package billing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Reads an invoice CSV file into lines, skipping comments and blank lines. */
public class InvoiceLoader {
    private final LineParser parser;

    public InvoiceLoader(LineParser parser) {
        this.parser = parser;
    }

    public List<InvoiceLine> load(Path source) {
        List<String> raw;
        try {
            raw = Files.readAllLines(source);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + source, e);
        }
        try {
            return IntStream.range(0, raw.size())
                    .filter(i -> !raw.get(i).isBlank() && !raw.get(i).startsWith("#"))
                    .mapToObj(i -> parseOrWrap(i + 1, raw.get(i)))
                    .collect(Collectors.toList());
        } catch (WrappedFormatError e) {
            throw new IllegalStateException("cannot load invoices from " + source, e.getCause());
        }
    }

    private InvoiceLine parseOrWrap(int lineNumber, String text) {
        try {
            return parser.parse(lineNumber, text);
        } catch (InvoiceFormatException e) {
            throw new WrappedFormatError(e);
        }
    }

    /** Carries a checked format error out of a stream lambda. */
    private static final class WrappedFormatError extends RuntimeException {
        WrappedFormatError(InvoiceFormatException cause) {
            super(cause);
        }
    }
}
