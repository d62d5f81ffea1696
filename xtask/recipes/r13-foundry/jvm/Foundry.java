// Round 13's pattern store: keeps many small objects alive and waits, for jcmd's class histogram.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Foundry {
    record Pattern(String code, double shrinkage, int[] cores) {}

    static final class Casting {
        final Pattern pattern;
        final long heat;
        final StringBuilder notes = new StringBuilder("poured");
        Casting(Pattern pattern, long heat) { this.pattern = pattern; this.heat = heat; }
    }

    public static void main(String[] args) throws Exception {
        Map<String, Pattern> patterns = new HashMap<>();
        List<Casting> castings = new ArrayList<>();
        for (int i = 0; i < 4000; i++) {
            Pattern p = patterns.computeIfAbsent("GH-" + (i % 500), c -> new Pattern(c, 0.012, new int[] {1, 2, 3}));
            castings.add(new Casting(p, 7100 + i));
        }
        System.out.println("ready " + castings.size());
        Thread.sleep(120_000);
    }
}
