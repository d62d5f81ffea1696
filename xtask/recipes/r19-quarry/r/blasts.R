# Summarises the season's blast records (one record is out of range).
n <- 250
blasts <- data.frame(
  face = factor(rep(c("north", "east", "south", "west"), length.out = n)),
  holes = 20 + (seq_len(n) * 7) %% 41,
  charge_kg = round(300 + (seq_len(n) * 13) %% 211 + 0.5, 1),
  tonnes = 4000 + (seq_len(n) * 37) %% 2900,
  vibration_mm_s = round(2 + (seq_len(n) * 11) %% 60 / 10, 1)
)
blasts$tonnes[173] <- -41200
blasts$vibration_mm_s[88] <- NA
summary(blasts)
