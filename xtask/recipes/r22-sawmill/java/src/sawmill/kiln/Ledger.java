package sawmill.kiln;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** Writes a charge's ledger line per board. */
public final class Ledger {
    private static final Pattern ID = Pattern.compile("B-\\d{4}");
    private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE;

    private Ledger() {}

    public static void write(Path path, List<Board> boards, LocalDate day) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
            for (Board b : boards) {
                if (!ID.matcher(b.id()).matches()) {
                    continue;
                }
                BigDecimal pct = BigDecimal.valueOf(b.moisture()).setScale(1, RoundingMode.HALF_UP);
                out.write(DAY.format(day) + "," + b.id() + "," + pct);
                out.newLine();
            }
        }
    }

    public static Optional<Board> wettest(List<Board> boards) {
        return boards.stream().max(Comparator.comparingDouble(Board::moisture));
    }
}
