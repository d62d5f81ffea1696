import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/** Kegging line bookkeeping, mid-refactor: litres became BigDecimal and kegs gained a line id. */
public class Kegging {
    record Keg(String id, String line, BigDecimal litres) {}

    static Keg fill(String id, String line, BigDecimal litres) { return new Keg(id, line, litres); }

    static BigDecimal total(List<Keg> kegs, String line) {
        return kegs.stream().filter(k -> k.line().equals(line)).map(Keg::litres).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    static void ship(Map<String, Keg> register, Keg keg, int pallet) { register.put(keg.id(), keg); }

    public static void main(String[] args) {
        Keg a = fill("KEG-01217", 19.5);
        Keg b = fill("KEG-01218", "K-2", 20);
        BigDecimal t = total(List.of(a, b));
        ship(Map.of(), a, "P-7");
        System.out.println(t);
    }
}
