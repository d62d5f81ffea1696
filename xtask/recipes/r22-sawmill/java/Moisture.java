import java.util.ArrayList;
import java.util.List;

/** Parses 240 meter readings; many are blank and caught, then a negative one is not. */
public class Moisture {
    static double parse(String reading) {
        try {
            return Double.parseDouble(reading);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    static double check(String board, double pct) {
        if (pct < 0) {
            throw new IllegalStateException("board " + board + " reads " + pct + "% moisture");
        }
        return pct;
    }

    public static void main(String[] args) {
        List<Double> ok = new ArrayList<>();
        for (int i = 1; i <= 240; i++) {
            String reading = i % 4 == 0 ? "n/a" : String.valueOf(8 + i % 12);
            if (i == 203) {
                reading = "-4.5";
            }
            double pct = parse(reading);
            if (!Double.isNaN(pct)) {
                ok.add(check(String.format("B-%04d", i), pct));
            }
        }
        System.out.println(ok.size() + " readings");
    }
}
