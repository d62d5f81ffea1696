# The cooperative's season configuration as read from its YAML-like source, shown with str().
blocks <- lapply(1:40, function(i) list(
  id = sprintf("B%02d", i),
  variety = c("Gala", "Cox", "Jazz", "Bramley")[(i %% 4) + 1],
  trees = 180L + (i * 7L) %% 60L,
  rows = 12L,
  spacing_m = c(3.5, 1.2),
  irrigated = i %% 3 != 0,
  picking = list(start = as.Date("2025-08-20") + i, crews = 2L + i %% 3)
))
blocks[[27]]$trees <- "212"
season <- list(
  year = 2025L,
  cooperative = "Vale Growers",
  blocks = blocks,
  prices = c(Gala = 0.42, Cox = 0.51, Jazz = 0.58, Bramley = 0.37),
  store = list(rooms = 8L, co2_pct = 1.2, o2_pct = 1.5, temp_c = 1.0)
)
str(season, max.level = 4, list.len = 50)
