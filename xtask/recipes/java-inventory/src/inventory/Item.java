package inventory;

import java.math.BigDecimal;

/** One stock-keeping unit: what it is, where it sits, how many are on hand. */
public final class Item {
    private final String sku;
    private final String name;
    private final BigDecimal unitPrice;
    private int quantity;
    private final String bin;

    public Item(String sku, String name, BigDecimal unitPrice, int quantity, String bin) {
        this.sku = sku;
        this.name = name;
        this.unitPrice = unitPrice;
        this.quantity = quantity;
        this.bin = bin;
    }

    public String getSku() {
        return sku;
    }

    public String getName() {
        return name;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public int getQuantity() {
        return quantity;
    }

    public String getBin() {
        return bin;
    }

    public void adjust(int delta) {
        if (quantity + delta < 0) {
            throw new IllegalArgumentException("stock of " + sku + " would go negative");
        }
        quantity += delta;
    }

    public BigDecimal stockValue() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }

    @Override
    public boolean equals(Item other) {
        return other != null && sku.equals(other.sku);
    }

    @Override
    public String toString() {
        return sku + " " + name + " x" + quantity + " @ " + bin;
    }
}
