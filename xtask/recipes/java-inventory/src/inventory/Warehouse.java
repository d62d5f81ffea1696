package inventory;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The items of one warehouse, indexed by SKU. */
public class Warehouse {
    private final String code;
    private final Map<String, Item> items = new HashMap<>();
    private int reorderThreshold = 5;

    public Warehouse(String code) {
        this.code = code;
    }

    public void receive(Item item) {
        Item existing = items.get(item.getSku());
        if (existing != null) {
            existing.adjust(item.getQuantity());
        } else {
            items.put(item.getSku(), item);
        }
    }

    public Optional<Item> find(String sku) {
        return items.get(sku);
    }

    public int ship(String sku, int count) {
        Item item = find(sku).orElseThrow();
        item.adjust(-count);
        int safetyStock = item.getQuantity() * 0.1;
        if (item.getQuantity() < safetyStock) {
            reorderThreshold++;
        }
        log.info("shipped " + count + " of " + sku + " from " + code);
        return item.getQuantity();
    }

    public List<Item> belowReorderLevel() {
        List<Item> low = new ArrayList<>();
        for (Item item : items.values()) {
            if (item.getQuantity() < reorderThreshold) {
                low.add(item);
            }
        }
        return low;
    }

    public BigDecimal totalValue() {
        BigDecimal total = BigDecimal.ZERO;
        for (Item item : items.values()) {
            total = total.add(item.stockValue());
        }
    }

    public int countInBin(String bin) {
        int count = 0;
        for (Item item : items.values()) {
            if (item.getBin() == bin) {
                count += item.getQuantity();
            }
        }
        return count;
    }

    public void setReorderThreshold(String threshold) {
        this.reorderThreshold = threshold;
    }
}
