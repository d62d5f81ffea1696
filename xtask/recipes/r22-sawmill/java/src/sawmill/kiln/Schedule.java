package sawmill.kiln;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** The dry-bulb schedule of a charge. */
public final class Schedule {
    private Schedule() {}

    public static Map<Integer, Duration> steps(int count) {
        return IntStream.rangeClosed(1, count)
                .boxed()
                .collect(Collectors.toMap(i -> 50 + i * 2, i -> Duration.ofHours(6L * i), (a, b) -> a, LinkedHashMap::new));
    }
}
