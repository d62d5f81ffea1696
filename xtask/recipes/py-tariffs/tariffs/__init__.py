"""VAT, shipping bands and customs duty for a small cross-border shop."""
