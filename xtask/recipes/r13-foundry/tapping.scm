;; Round 13's tapping log in CHICKEN Scheme: a heat with no tonnage stops the report.
(import (chicken format))

(define heats '((7101 . 82.5) (7102 . 79.0) (7103 . #f) (7104 . 80.1)))

(define (ladle-load tonnes capacity) (/ tonnes capacity))

(define (report heat)
  (let ((load (ladle-load (cdr heat) 90)))
    (printf "heat ~a load ~a~%" (car heat) load)
    load))

(define (shift-total hs)
  (if (null? hs) 0 (+ (report (car hs)) (shift-total (cdr hs)))))

(printf "total ~a~%" (shift-total heats))
