;;;; The pantry's audit script: reads the stock lines and totals each shelf; a line with a
;;;; quantity that is not a number stops it with an unhandled error and a backtrace.
(defparameter *lines*
  '("flour 12 A1" "rice 30 A2" "lentils 8 B1" "oats twelve B2" "sugar 5 C1"))

(defun parse-line (line)
  (let* ((first-space (position #\Space line))
         (second-space (position #\Space line :start (1+ first-space))))
    (list (subseq line 0 first-space)
          (parse-integer line :start (1+ first-space) :end second-space)
          (subseq line (1+ second-space)))))

(defun total-by-shelf (lines)
  (let ((totals (make-hash-table :test 'equal)))
    (dolist (line lines totals)
      (destructuring-bind (name qty shelf) (parse-line line)
        (format t "counted ~a: ~d on ~a~%" name qty shelf)
        (incf (gethash shelf totals 0) qty)))))

(defun main ()
  (let ((totals (total-by-shelf *lines*)))
    (maphash (lambda (k v) (format t "~a ~d~%" k v)) totals)))

(main)
