;;; almanac.el --- sunrise tables and moon phases for the parish almanac  -*- lexical-binding: t; -*-

;;; Commentary:
;; The byte-compiler's warnings here are deliberate: a free variable, an unused lexical
;; argument, a call with the wrong number of arguments, an obsolete function and an
;; unknown function.

;;; Code:

(require 'cl-lib)

(defvar almanac-latitude 52.2 "Latitude of the parish church.")

(defun almanac-day-length (day-of-year)
  "Hours of daylight on DAY-OF-YEAR at `almanac-latitude'."
  (let* ((decl (* 23.44 (sin (* 2 float-pi (/ (- day-of-year 81) 365.0)))))
         (lat (degrees-to-radians almanac-latitude))
         (d (degrees-to-radians decl)))
    (* 2 (/ (radians-to-degrees (acos (- (* (tan lat) (tan d))))) 15.0))))

(defun almanac-moon-phase (days-since-new)
  "Name the moon's phase DAYS-SINCE-NEW days after a new moon."
  (let ((age (mod days-since-new 29.53)))
    (cond ((< age 1.84) "new")
          ((< age 5.53) "waxing crescent")
          ((< age 9.22) "first quarter")
          ((< age 12.91) "waxing gibbous")
          ((< age 16.61) "full")
          ((< age 20.30) "waning gibbous")
          ((< age 23.99) "last quarter")
          (t "waning crescent"))))

(defun almanac-week-table (start-day weeks)
  "A table of day lengths from START-DAY, one row a week."
  (cl-loop for w from 0 below weeks
           collect (cons (+ start-day (* 7 w)) (almanac-day-length (+ start-day (* 7 w)) 'rounded))))

(defun almanac-feast-p (day)
  "Non-nil when DAY is a feast day."
  (memq day almanac-feast-days))

(defun almanac-print (table)
  "Insert TABLE into the current buffer."
  (dolist (row table)
    (insert (format "%3d %5.2f\n" (car row) (cdr row))))
  (almanac-flush-output))

(defun almanac-header (title unused-width)
  "Insert TITLE underlined."
  (insert title "\n" (make-string (length title) ?=) "\n")
  (point-at-eol))

(provide 'almanac)
;;; almanac.el ends here
