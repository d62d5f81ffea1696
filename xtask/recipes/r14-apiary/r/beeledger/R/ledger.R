harvest_total <- function(ledger) {
  sum(ledger$kg, na.rm = TRUE)
}

mite_rate <- function(mites, bees) {
  if (bees <= 0) stop("bees must be positive, got ", bees)
  round(100 * mites / bees, 2)
}

grade_batch <- function(moisture) {
  ifelse(moisture < 18, "A", ifelse(moisture < 20, "B", "rejected"))
}

worst_hive <- function(ledger) {
  rates <- aggregate(kg ~ hive, data = ledger, FUN = sum)
  rates$hive[which.min(rates$kg)]
}

weekly_plot <- function(ledger) {
  plot(ledger$week, ledger$kg, main = titel)
  median(ledger$kgs)
}
