#lang racket/base
;; The ferry terminal's berth allocator: vessels by length, berths by capacity.
(provide allocate berth-free? fare-for vessel-length tide-window)
(require racket/list racket/string)

(define berths '((A . 120) (B . 90) (C . 60)))

(define (vessel-length v) (cdr (assoc 'length v)))

(define (berth-free? berth taken) (not (memq berth taken)))

(define (allocate v taken)
  (define fits
    (filter (lambda (b) (and (> (cdr b) (vessel-length v)) (berth-free? (car b) taken))) berths))
  (if (null? fits) #f (car (last fits))))

(define (fare-for passengers cars)
  (+ (* passengers 12) (* cars 35) (if (> cars 10) -50 0)))

(define (tide-window hour)
  (cond [(< hour 6) 'low] [(< hour 12) 'rising] [(< hour 18) 'high] [else 'falling]))
