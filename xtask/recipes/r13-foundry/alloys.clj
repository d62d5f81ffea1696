;; Round 13's alloy mixer in Clojure: a missing element in the charge makes the arithmetic fail.
(ns alloys)

(def charges
  [{:heat 7101 :grade "S355J2" :elements {:C 0.21 :Mn 1.10 :Si 0.25}}
   {:heat 7102 :grade "S460NL" :elements {:C 0.18 :Mn 1.40}}])

(defn carbon-equivalent [{:keys [C Mn Si]}]
  (+ C (/ Mn 6) (/ Si 24)))

(defn check [charge]
  (let [ce (carbon-equivalent (:elements charge))]
    (println "heat" (:heat charge) "CE" (format "%.3f" ce))
    (<= ce 0.43)))

(println "accepted:" (count (filter check charges)))
