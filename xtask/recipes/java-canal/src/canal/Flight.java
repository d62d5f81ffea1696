// Works a flight of locks from a keeper's log; a bad entry fails deep inside, wrapped three times.
package canal;

import java.util.ArrayList;
import java.util.List;

public final class Flight {
    static final class GateJammedException extends Exception {
        GateJammedException(String msg, Throwable cause) { super(msg, cause); }
    }

    static final class PassageException extends RuntimeException {
        PassageException(String msg, Throwable cause) { super(msg, cause); }
    }

    static final class Sensor implements AutoCloseable {
        private final String name;
        Sensor(String name) { this.name = name; }
        @Override public void close() {
            if (name.endsWith("-2")) {
                throw new IllegalStateException("sensor " + name + " did not release its paddle lock");
            }
        }
    }

    private final List<String> log = new ArrayList<>();

    Flight(List<String> log) { this.log.addAll(log); }

    static int parseRise(String entry) {
        String[] f = entry.split(";");
        return Integer.parseInt(f[2].trim());
    }

    int depthAt(int lock, int depth) {
        if (depth > 0) {
            return depthAt(lock, depth - 1);
        }
        return parseRise(log.get(lock));
    }

    void fill(int lock) throws GateJammedException {
        try (Sensor upper = new Sensor("upper-" + lock); Sensor lower = new Sensor("lower-" + lock)) {
            depthAt(lock, 40);
        } catch (NumberFormatException e) {
            throw new GateJammedException("lock " + lock + " of " + log.size() + ": rise not a number in '" + log.get(lock) + "'", e);
        }
    }

    void work() {
        for (int lock = 0; lock < log.size(); lock++) {
            try {
                fill(lock);
            } catch (GateJammedException e) {
                throw new PassageException("boat Kingfisher stuck between KA-" + (22 + lock) + " and KA-" + (23 + lock), e);
            }
        }
    }

    public static void main(String[] args) {
        List<String> entries = List.of("KA-22;upper;237", "KA-23;upper;237", "KA-24;upper;2,37", "KA-25;upper;237");
        try {
            new Flight(entries).work();
        } catch (PassageException e) {
            throw new IllegalStateException("Caen Hill flight closed for the night", e);
        }
    }
}
