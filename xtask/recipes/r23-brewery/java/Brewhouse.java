import java.util.logging.Level;
import java.util.logging.Logger;

/** A brew day logged with java.util.logging: 300 steps, one mash pump failure with its cause. */
public class Brewhouse {
    private static final Logger LOG = Logger.getLogger("brewery.brewhouse");

    static double mashTemp(int step) {
        if (step == 188) {
            throw new IllegalStateException("mash pump P-2 lost prime at step 188",
                new java.io.IOException("flow sensor F-2 reads 0.0 l/min"));
        }
        return 64.0 + (step % 5) / 2.0;
    }

    public static void main(String[] args) {
        for (int step = 1; step <= 300; step++) {
            try {
                double t = mashTemp(step);
                if (step % 60 == 0) {
                    LOG.warning("step " + step + ": sparge water at 79.5 C, above 78 C");
                } else {
                    LOG.info("step " + step + ": mash at " + t + " C");
                }
            } catch (IllegalStateException e) {
                LOG.log(Level.SEVERE, "step " + step + ": brew B-4188 halted", e);
            }
        }
        LOG.info("brew day over: 299 steps ok, 1 halted");
    }
}
