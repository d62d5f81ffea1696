ledger <- data.frame(
  hive = c("linden", "linden", "heather", "clover"),
  week = c(34, 36, 36, 36),
  kg = c(6.5, 4.0, NA, 7.25)
)

test_that("harvest_total ignores missing weights", {
  expect_equal(harvest_total(ledger), 17.75)
})

test_that("mite_rate is a percentage", {
  expect_equal(mite_rate(9, 300), 3)
  expect_equal(mite_rate(12, 300), 3.5)
})

test_that("mite_rate refuses an empty wash", {
  expect_error(mite_rate(4, 0), "bees must be positive")
  expect_error(mite_rate(4, -1), "wash was empty")
})

test_that("grades follow moisture", {
  expect_identical(grade_batch(c(17.2, 19.9, 20.4)), c("A", "B", "B"))
})

test_that("worst hive is the lightest", {
  expect_equal(worst_hive(ledger), "heather")
})
