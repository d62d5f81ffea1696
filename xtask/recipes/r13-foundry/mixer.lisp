;; Round 13's alloy mixer in CLISP: a charge with a missing element.
(defun carbon-equivalent (elements)
  (+ (getf elements :c)
     (/ (getf elements :mn) 6)
     (/ (getf elements :si) 24)))

(defun check-charge (heat elements)
  (let ((ce (carbon-equivalent elements)))
    (format t "heat ~a CE ~,3f~%" heat ce)
    (<= ce 0.43)))

(check-charge 7101 '(:c 0.21 :mn 1.10 :si 0.25))
(check-charge 7102 '(:c 0.18 :mn 1.40))
