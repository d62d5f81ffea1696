# A rootstock yield trial: six rootstocks, eight trees each; a t-test of two, a one-way ANOVA and
# Tukey's pairwise comparisons.
yield_kg <- c(
  41.2, 39.8, 42.5, 40.1, 43.0, 38.9, 41.7, 40.6,   # M9
  44.1, 45.3, 43.8, 46.0, 44.9, 45.5, 43.2, 44.7,   # M26
  40.3, 41.1, 39.5, 42.0, 40.8, 41.6, 39.9, 40.4,   # MM106
  41.0, 40.2, 41.9, 39.7, 42.2, 40.5, 41.3, 40.0,   # M27
  40.7, 41.5, 39.6, 41.8, 40.9, 40.1, 41.4, 40.6,   # G41
  40.5, 41.2, 40.0, 41.6, 39.8, 41.0, 40.7, 41.1    # G202
)
rootstock <- factor(rep(c("M9", "M26", "MM106", "M27", "G41", "G202"), each = 8))
trial <- data.frame(rootstock, yield_kg)
print(t.test(yield_kg ~ rootstock, data = droplevels(subset(trial, rootstock %in% c("M9", "M26")))))
fit <- aov(yield_kg ~ rootstock, data = trial)
print(summary(fit))
print(TukeyHSD(fit))
