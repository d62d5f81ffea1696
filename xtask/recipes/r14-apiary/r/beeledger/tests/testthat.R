library(testthat)
library(beeledger)
test_check("beeledger")
