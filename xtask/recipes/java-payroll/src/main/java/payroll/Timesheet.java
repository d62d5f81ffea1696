package payroll;

import java.time.Duration;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Hours worked per employee from clock-in/clock-out pairs like "08:30-17:00". */
public final class Timesheet {
    public static Duration worked(String span) {
        String[] parts = span.split("-");
        LocalTime in = LocalTime.parse(parts[0]);
        LocalTime out = LocalTime.parse(parts[1]);
        return Duration.between(in, out);
    }

    public static Map<String, Duration> weekly(Map<String, List<String>> spans) {
        Map<String, Duration> out = new TreeMap<>();
        spans.forEach((who, list) -> out.put(who, list.stream().map(Timesheet::worked).reduce(Duration.ZERO, Duration::plus)));
        return out;
    }

    public static long overtimeMinutes(Duration week) {
        return Math.max(0, week.toMinutes() - 40 * 60);
    }
}
