package sawmill.kiln;

import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

/** Runs a charge report. */
public class Main {
    private static final Logger LOG = Logger.getLogger("sawmill");

    public static void main(String[] args) {
        Charge charge = new Charge("K-4");
        ConcurrentHashMap<String, Integer> seen = new ConcurrentHashMap<>();
        for (int i = 1; i <= 40; i++) {
            charge.add(new Board(String.format("B-%04d", 4000 + i), i % 2 == 0 ? "oak" : "ash", 9.0 + i % 12));
            seen.merge(i % 2 == 0 ? "oak" : "ash", 1, Integer::sum);
        }
        LOG.info(charge.name() + " " + charge.moistureBySpecies() + " " + Schedule.steps(6));
        System.out.println(charge.wetBoards(19.0) + " wet boards, " + seen);
    }
}
