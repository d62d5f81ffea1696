import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Totals the depot's manifests: regions hold yards, yards hold bays, bays hold label strings. */
public class ManifestTotals {
    record Bay(String name, List<String> labels) {}
    record Yard(String name, List<Bay> bays) {}
    record Region(String name, List<Yard> yards) {}

    static int parseWeight(String label) {
        String kg = label.substring(label.indexOf('=') + 1).trim();
        return Integer.parseInt(kg);
    }

    static int bayTotal(Bay bay) {
        return bay.labels().stream().mapToInt(ManifestTotals::parseWeight).sum();
    }

    static Map<String, Integer> yardTotals(Yard yard) {
        return yard.bays().stream()
                .filter(bay -> !bay.labels().isEmpty())
                .sorted((a, b) -> a.name().compareTo(b.name()))
                .collect(Collectors.toMap(Bay::name, ManifestTotals::bayTotal));
    }

    static Map<String, Map<String, Integer>> regionTotals(Region region) {
        return region.yards().stream()
                .collect(Collectors.toMap(Yard::name, ManifestTotals::yardTotals));
    }

    public static void main(String[] args) {
        List<Region> regions = List.of(
                new Region("north", List.of(
                        new Yard("kvarnholmen", List.of(
                                new Bay("bay-01", List.of("pallet=420", "crate=75")),
                                new Bay("bay-04", List.of("pallet=610")))),
                        new Yard("hammarby", List.of(
                                new Bay("bay-12", List.of("drum=200", "pallet=385")),
                                new Bay("bay-17", List.of("pallet=4l2", "crate=60")))))));
        Map<String, Map<String, Map<String, Integer>>> totals = regions.stream()
                .collect(Collectors.toMap(Region::name, ManifestTotals::regionTotals));
        System.out.println(totals);
    }
}
