// Records a shift of loom readings as custom JDK Flight Recorder events, one of them a tension alarm.
import jdk.jfr.Category;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;

public class LoomEvents {
    @Name("loom.Reading")
    @Label("Loom Reading")
    @Category("Loom Room")
    static class Reading extends Event {
        @Label("Loom") String loom;
        @Label("Picks per minute") int picksPerMinute;
        @Label("Warp tension (cN)") int tension;
    }

    @Name("loom.TensionAlarm")
    @Label("Tension Alarm")
    @Category("Loom Room")
    static class TensionAlarm extends Event {
        @Label("Loom") String loom;
        @Label("Warp tension (cN)") int tension;
        @Label("Limit (cN)") int limit;
        @Label("Beam") String beam;
    }

    public static void main(String[] args) {
        for (int minute = 0; minute < 10; minute++) {
            for (int l = 1; l <= 12; l++) {
                Reading r = new Reading();
                r.loom = String.format("L-%02d", l);
                r.picksPerMinute = 400 + l * 5;
                r.tension = 30 + l + (l == 7 && minute == 6 ? 25 : 0);
                r.commit();
                if (r.tension > 48) {
                    TensionAlarm a = new TensionAlarm();
                    a.loom = r.loom;
                    a.tension = r.tension;
                    a.limit = 48;
                    a.beam = "B-107";
                    a.commit();
                }
            }
        }
        System.out.println("shift recorded: 120 readings");
    }
}
