;;;; The pantry's stock rules, with what SBCL's compiler warns about: an undefined variable,
;;;; an undefined function, a type conflict, an unused variable and a wrong argument count.
(defpackage :pantry (:use :cl))
(in-package :pantry)

(defstruct item name (qty 0 :type integer) (unit "kg") shelf)

(defun restock (item amount)
  (let ((before (item-qty item)))
    (setf (item-qty item) (+ (item-qty item) amont))
    item))

(defun shelf-label (item)
  (concatenate 'string "Shelf " (item-shelf item) ": " (item-nam item)))

(defun half-portion (item)
  (let ((q (item-qty item)))
    (/ q "2")))

(defun expiring (items days)
  (remove-if-not (lambda (i) (< (days-left i) days)) items))

(defun report (items)
  (dolist (i items)
    (format t "~a ~a~%" (item-name i) (shelf-label i "wide"))))
