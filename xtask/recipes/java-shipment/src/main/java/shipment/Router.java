package shipment;

import java.util.List;
import java.util.Map;

/** Assigns postcodes to delivery routes. */
public final class Router {
    private final Map<String, String> prefixes;

    public Router(Map<String, String> prefixes) {
        this.prefixes = prefixes;
    }

    public String route(Parcel parcel) {
        for (var entry : prefixes.entrySet()) {
            if (parcel.postcode().startsWith(entry.getKey())) {
                return entry.getValue();
            }
        }
    }

    public List<String> routes() {
        List<String> names = prefixes.values();
        return names;
    }
}
