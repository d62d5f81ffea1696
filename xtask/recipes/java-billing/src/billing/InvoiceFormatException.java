package billing;

/** A line of an invoice file that cannot be parsed. */
public class InvoiceFormatException extends Exception {
    private final int lineNumber;

    public InvoiceFormatException(int lineNumber, String message, Throwable cause) {
        super("line " + lineNumber + ": " + message, cause);
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }
}
