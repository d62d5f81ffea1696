package shipment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The day's manifest: parcels grouped by route and sorted for loading. */
public final class Manifest {
    private final List<Parcel> parcels = new ArrayList<>();

    public static Manifest load(Path csv) {
        Manifest manifest = new Manifest();
        for (String line : Files.readAllLines(csv)) {
            String[] f = line.split(",");
            manifest.parcels.add(new Parcel(f[0], Integer.parseInt(f[1]), f[2]));
        }
        return manifest;
    }

    public Map<String, List<Parcel>> byRoute(Function<Parcel, String> route) {
        return parcels.stream().collect(Collectors.groupingBy(route, Collectors.counting()));
    }

    public List<Parcel> loadingOrder() {
        return parcels.stream().sorted(Comparator.comparing(Parcel::grams).reversed().thenComparing(Parcel::postcode)).toList();
    }

    public Optional<Parcel> heaviest() {
        return parcels.stream().max(Comparator.comparingInt(Parcel::weight));
    }

    public int totalGrams() {
        return parcels.stream().mapToInt(Parcel::grams).sum();
    }

    public <T extends Comparable<T>> T maxOf(Function<Parcel, T> key) {
        return parcels.stream().map(key).max(Comparator.naturalOrder()).orElse(null);
    }

    public String summary() {
        long heavy = maxOf(Parcel::grams);
        return parcels.size() + " parcels, " + totalGrams() + " g, heaviest " + heavy + " g";
    }
}
