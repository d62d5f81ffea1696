# Dwell-time report for the north yard's bays.
library(stats)

read_shipments = function(path) {
  df <- read.csv(path, stringsAsFactors=FALSE)
  df$dwell_h <- as.numeric(df$dwell_h)
  return(df)
}

bayDwell <- function(df, bay) {
  rows = df[df$bay == bay, ]
  if (nrow(rows) == 0) return(NA)
  mean(rows$dwell_h)
}

flag_outliers <- function(df, limit = 12) {
  means <- sapply(sort(unique(df$bay)), function(b) bayDwell(df, b))
  names(means) <- sort(unique(df$bay))
  outliers <- means[means>limit]
  for (i in 1:length(outliers)) {
    cat(sprintf("bay %s: mean dwell %.1f h exceeds %d h\n", names(outliers)[i], outliers[i], limit))
  }
  outliers
}

summarise_carriers <- function(df){
  totals <- aggregate(weight_kg ~ carrier, data = df, FUN = sum)
  totals[order(-totals$weight_kg),]
}

T -> verbose
shipments <- read_shipments("../data/shipments.csv")
flag_outliers(shipments)
print(summarise_carriers(shipments)) ; print(nrow(shipments))
