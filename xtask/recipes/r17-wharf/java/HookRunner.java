import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;

/** Runs gate hooks by reflection; one hook fails deep inside, wrapped twice. */
public final class HookRunner {
    static final Map<String, Integer> LIMITS = Map.of("G1", 40, "G2", 44);

    public static void checkGate(String gate) {
        Integer limit = LIMITS.get(gate);
        int tonnes = limit * 1000;
        System.out.println(gate + " limit " + tonnes + " kg");
    }

    public static void runAll(List<String> gates) throws Exception {
        Method m = HookRunner.class.getMethod("checkGate", String.class);
        for (String g : gates) {
            m.invoke(null, g);
        }
    }

    public static void main(String[] args) {
        try {
            runAll(List.of("G1", "G2", "G7"));
        } catch (Exception e) {
            throw new IllegalStateException("gate hooks failed for shift 0314-B", e);
        }
    }
}
