// Railway signal interlocking (recipes for fixtures: javap -v, jdeps, jshell).
package signal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

public final class Interlock {
    public enum Aspect { DANGER, CAUTION, CLEAR }

    private static final Logger LOG = Logger.getLogger("interlock");
    private static final Duration OVERLAP = Duration.ofSeconds(45);
    private final Map<String, Aspect> signals = new ConcurrentHashMap<>();
    private final EnumMap<Aspect, Integer> counts = new EnumMap<>(Aspect.class);
    private final List<String> routes = new ArrayList<>();

    public synchronized boolean setRoute(String from, String to) {
        if (signals.getOrDefault(to, Aspect.DANGER) == Aspect.DANGER) {
            LOG.warning(() -> "route " + from + " -> " + to + " refused: " + to + " at danger");
            return false;
        }
        routes.add(from + ">" + to);
        signals.put(from, Aspect.CLEAR);
        counts.merge(Aspect.CLEAR, 1, Integer::sum);
        return true;
    }

    public Aspect aspect(String signal) {
        return signals.getOrDefault(signal, Aspect.DANGER);
    }

    public long overlapMillis(int sections) {
        return OVERLAP.toMillis() * sections;
    }

    public static void main(String[] args) {
        Interlock box = new Interlock();
        box.signals.put("S12", Aspect.CAUTION);
        System.out.println("S4 -> S12: " + box.setRoute("S4", "S12"));
        System.out.println("S12 -> S20: " + box.setRoute("S12", "S20"));
    }
}
