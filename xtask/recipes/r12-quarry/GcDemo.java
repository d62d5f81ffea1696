// Allocates weighbridge tickets in waves so the JVM's unified GC log has collections to report.
import java.util.ArrayList;
import java.util.List;

public class GcDemo {
    public static void main(String[] args) {
        List<byte[]> kept = new ArrayList<>();
        long checksum = 0;
        for (int wave = 0; wave < 40; wave++) {
            for (int i = 0; i < 2000; i++) {
                byte[] ticket = new byte[4096];
                ticket[0] = (byte) i;
                checksum += ticket[0];
                if (i % 50 == 0) {
                    kept.add(ticket);
                }
            }
        }
        System.out.println("tickets kept: " + kept.size() + " checksum " + checksum);
    }
}
