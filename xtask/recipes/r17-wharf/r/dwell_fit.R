# Fits a dwell-time model per block: 70 coercion warnings (every fifth row carries an "h" suffix)
# and, among them, one negative dwell that makes log() produce a NaN.
options(warn = 1)
set.seed(17)
blocks <- sprintf("BLK-%02d", 1:70)
dwell <- character(0)
for (b in seq_along(blocks)) {
  dwell <- c(dwell, as.character(round(runif(5, 1, 9), 1)))
}
dwell[233] <- "-2.5"
hours <- numeric(length(dwell))
for (i in seq_along(dwell)) {
  hours[i] <- as.numeric(if (i %% 5 == 0) paste0(dwell[i], "h") else dwell[i])
  if (i == 233) log_dwell <- log(hours[i])
}
cat("rows:", length(hours), " missing:", sum(is.na(hours)), "\n")
fit <- lm(hours ~ rep(seq_along(blocks), each = 5))
print(coef(summary(fit)))
