#lang racket/base
;; rackunit checks of the berth allocator; four of them fail.
(require rackunit "berths.rkt")

(define longboat '((name . "Longboat") (length . 95)))
(define skiff '((name . "Skiff") (length . 60)))

(test-case "a 95 m vessel gets berth A"
  (check-equal? (allocate longboat '()) 'A))
(test-case "a 60 m vessel fits berth C exactly"
  (check-equal? (allocate skiff '()) 'C))
(test-case "taken berths are skipped"
  (check-equal? (allocate skiff '(C)) 'B))
(test-case "fares for a full crossing"
  (check-equal? (fare-for 40 12) 850 "forty passengers, twelve cars")
  (check = (fare-for 0 0) 0))
(test-case "the tide window at noon"
  (check-eq? (tide-window 12) 'rising))
(test-case "vessel length of a record without one"
  (check-equal? (vessel-length '((name . "Ghost"))) 0))
(test-case "berth-free? on an empty list"
  (check-true (berth-free? 'A '())))
