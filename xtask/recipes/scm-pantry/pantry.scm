;; Pantry stock: recipes scaled by servings, checked against what is on the shelf.
(use-modules (srfi srfi-1) (ice-9 format))

(define shelf
  '((flour . 2000) (sugar . 750) (butter . 500) (eggs . 12) (milk . 1000)))

(define recipes
  '((pancakes (flour . 250) (eggs . 2) (milk . 500) (butter . 30))
    (shortbread (flour . 300) (sugar . 100) (butter . 200))
    (custard (milk . 600) (eggs . 4) (sugar . 80) (vanilla . 1))))

(define (needed recipe servings)
  (map (lambda (item) (cons (car item) (* servings (cdr item))))
       (cdr (assq recipe recipes))))

(define (on-shelf name)
  (cdr (assq name shelf)))

(define (shortfall recipe servings)
  (filter-map (lambda (item)
                (let ((have (on-shelf (car item))))
                  (and (< have (cdr item))
                       (cons (car item) (- (cdr item) have)))))
              (needed recipe servings)))

(define (plan menu)
  (for-each (lambda (entry)
              (format #t "~a x~a: short ~a~%" (car entry) (cadr entry)
                      (shortfall (car entry) (cadr entry))))
            menu))

(define (show-needs recipe)
  (for-each (lambda (servings)
              (for-each (lambda (item)
                          (format #t "~12a ~2d servings  ~10a ~6d~%" recipe servings
                                  (car item) (cdr item)))
                        (needed recipe servings)))
            '(1 2 4)))

(for-each show-needs '(pancakes shortbread))
(plan '((pancakes 2) (shortbread 3) (custard 1)))
