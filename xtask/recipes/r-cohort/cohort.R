# Clinic cohort: weights per visit, a per-patient change, and a check of the visit schedule.
visits <- data.frame(
  patient = rep(c("P-101", "P-102", "P-103", "P-104"), each = 3),
  visit = rep(1:3, times = 4),
  weight = c(81.2, 80.4, 79.9, 67.0, 66.1, NA, 92.5, 91.0, 90.2, 58.3, 59.0, 59.4)
)

change <- function(df) {
  sapply(split(df$weight, df$patient), function(w) w[length(w)] - w[1])
}

check_schedule <- function(df, expected) {
  counts <- table(df$patient)
  bad <- names(counts)[counts != expected]
  if (length(bad) > 0) stop("patients with missing visits: ", paste(bad, collapse = ", "))
  invisible(TRUE)
}

summarise_patient <- function(df, id) {
  rows <- df[df$patient == id, ]
  if (anyNA(rows$weight)) warning("patient ", id, " has a missing weight")
  data.frame(patient = id, mean = mean(rows$weight, na.rm = TRUE), visits = nrow(rows))
}

print(visits)
print(round(change(visits), 2))
print(do.call(rbind, lapply(unique(visits$patient), summarise_patient, df = visits)))
print(as.integer(c("3", "4", "five")))
followup <- visits[visits$visit < 3 | visits$patient != "P-102", ]
check_schedule(visits, 3)
check_schedule(followup, 3)
cat("schedule ok\n")
