package shipment;

import java.util.Objects;

/** A parcel with its weight in grams and its destination postcode. */
public record Parcel(String id, int grams, String postcode) {
    public Parcel {
        Objects.requireNonNull(id, "id");
        if (grams <= 0) {
            throw new IllegalArgumentException("grams must be positive: " + grams);
        }
    }
}
