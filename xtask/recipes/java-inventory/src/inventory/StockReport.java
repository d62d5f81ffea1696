package inventory;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;

/** Renders a warehouse's stock as a plain-text report. */
public class StockReport {
    private final Warehouse warehouse;
    private final StringBuilder out = new StringBuilder();

    public StockReport(Warehouse warehouse) {
        this.warehouse = warehouse;
    }

    public String render() {
        List<Item> low = warehouse.belowReorderLevel();
        low.sort(Comparator.comparing(Item::getQuantity));
        out.append("Items below reorder level: ").append(low.size()).append('\n');
        for (Item item : low) {
            out.append(String.format("  %-10s %-24s %4d  %s%n", item.getSku(), item.getName(), item.getQuantity(), item.getBin()));
        }
        BigDecimal total = warehouse.totalValue();
        out.append("Total stock value: ").append(total.setScale(2, RoundingMode.HALF_UP)).append('\n');
        out.append("Average unit price: ").append(averagePrice(low)).append('\n');
        return out.toString();
    }

    private BigDecimal averagePrice(List<Item> items) {
        if (items.isEmpty()) {
            return BigDecimal.ZERO;
        }
        BigDecimal sum = items.stream().map(Item::getUnitPrice).reduce(BigDecimal.ZERO, BigDecimal::add);
        return sum.divide(items.size(), RoundingMode.HALF_UP);
    }

    public int lowStockCount() {
        return warehouse.belowReorderLevel().size;
    }

    public String header() {
        String title = "Stock report for " + warehouse.getCode();
        return title + "\n" + "=".repeat(title.length());
    }

    public static void main(String[] args) {
        Warehouse warehouse = new Warehouse("BER-1");
        warehouse.receive(new Item("A-100", "Hex bolt M6", new BigDecimal("0.12"), 400, "R1"));
        warehouse.receive(new Item("A-101", "Washer M6", 0.03, 3, "R1"));
        warehouse.ship("A-100", 120);
        StockReport report = new StockReport(warehouse);
        System.out.println(report.header());
        System.out.print(report.render());
    }
}
