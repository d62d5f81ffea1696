;;;; The pantry's weighing-scale filters, compiled with (speed 3): SBCL's efficiency notes say
;;;; where generic arithmetic and unknown types keep it from open-coding.
(defpackage :scales (:use :cl))
(in-package :scales)
(declaim (optimize (speed 3) (safety 1)))

(defun moving-average (readings window)
  (let ((out (make-array (length readings) :initial-element 0)))
    (loop for i from 0 below (length readings)
          for lo = (max 0 (- i window -1))
          do (setf (aref out i)
                   (/ (loop for j from lo to i sum (aref readings j))
                      (1+ (- i lo)))))
    out))

(defun tare (readings offset)
  (map 'vector (lambda (r) (- r offset)) readings))

(defun to-grams (reading unit)
  (case unit
    (:kg (* reading 1000))
    (:lb (* reading 453.592))
    (:oz (* reading 28.3495))
    (t reading)))

(defun spike-p (a b threshold)
  (> (abs (- a b)) threshold))

(defun despike (readings threshold)
  (let ((prev (aref readings 0)))
    (map 'list (lambda (r)
                 (if (spike-p r prev threshold) prev (setf prev r)))
         readings)))

(defun checksum (bytes)
  (let ((sum 0))
    (dotimes (i (length bytes) sum)
      (setf sum (logand (+ (* sum 31) (elt bytes i)) #xffffffff)))))

(defun total-weight (items)
  (reduce #'+ items :key #'cdr))
