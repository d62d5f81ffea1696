package sawmill.kiln;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A kiln charge: the boards dried together. */
public class Charge {
    private final String name;
    private final List<Board> boards = new ArrayList<>();

    public Charge(String name) {
        this.name = name;
    }

    public void add(Board board) {
        boards.add(board);
    }

    public Map<String, Double> moistureBySpecies() {
        Map<String, Double> out = new TreeMap<>();
        for (Board b : boards) {
            out.merge(b.species(), b.moisture(), Math::max);
        }
        return out;
    }

    public int wetBoards(double limit) {
        return boards.stream().filter(b -> b.moisture() > limit).count();
    }

    public String name() {
        return name;
    }
}
