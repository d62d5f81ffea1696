package payroll;

import static org.junit.Assert.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.Test;

public class TimesheetTest {
    @Test
    public void dayShift() {
        assertEquals(Duration.ofMinutes(510), Timesheet.worked("08:30-17:00"));
    }

    @Test
    public void nightShiftCrossesMidnight() {
        assertEquals(Duration.ofHours(8), Timesheet.worked("22:00-06:00"));
    }

    @Test
    public void weeklyTotals() {
        Map<String, Duration> week = Timesheet.weekly(Map.of("ana", List.of("09:00-17:00", "09:00-17:00")));
        assertEquals(Duration.ofHours(16), week.get("ana"));
    }

    @Test
    public void overtimeAfterForty() {
        assertEquals(90, Timesheet.overtimeMinutes(Duration.ofMinutes(41 * 60 + 30)));
    }

    @Test
    public void rejectsMalformedSpans() {
        Timesheet.worked("0830-1700");
    }
}
