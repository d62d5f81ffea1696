import java.util.ArrayList;
import java.util.List;

/** Loads every stockpile survey point into memory. */
public class Stockpile {
    record Point(int id, double x, double y, double z, String face) {}

    static List<Point> load(int surveys) {
        List<Point> points = new ArrayList<>();
        for (int s = 0; s < surveys; s++) {
            for (int i = 0; i < 100_000; i++) {
                points.add(new Point(i, i * 0.5, i * 0.25, s, "north-" + s));
            }
            System.out.println("survey " + s + " loaded");
        }
        return points;
    }

    public static void main(String[] args) {
        System.out.println("points: " + load(400).size());
    }
}
