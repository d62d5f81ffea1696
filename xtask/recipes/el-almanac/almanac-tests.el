;;; almanac-tests.el --- ERT tests of the almanac  -*- lexical-binding: t; -*-

;;; Commentary:
;; Run with: emacs -batch -l almanac.el -l almanac-tests.el -f ert-run-tests-batch-and-exit

;;; Code:

(require 'ert)
(require 'almanac)

(ert-deftest almanac-equinox-is-twelve-hours ()
  (should (< (abs (- (almanac-day-length 81) 12.0)) 0.05)))

(ert-deftest almanac-midsummer-day-length ()
  (should (= (round (almanac-day-length 172)) 17)))

(ert-deftest almanac-full-moon ()
  (should (equal (almanac-moon-phase 15) "full")))

(ert-deftest almanac-first-quarter ()
  (should (equal (almanac-moon-phase 7.4) "first quarter")))

(ert-deftest almanac-new-moon-wraps ()
  (should (equal (almanac-moon-phase 29.6) "waxing crescent")))

(ert-deftest almanac-waning-gibbous ()
  (should (string= (almanac-moon-phase 18) "last quarter")))

(ert-deftest almanac-week-table-length ()
  (should (= (length (almanac-week-table 1 52)) 52)))

(ert-deftest almanac-feast-days-known ()
  (should (almanac-feast-p 359)))

(provide 'almanac-tests)
;;; almanac-tests.el ends here
