"""The grading camera's predictions against the graders' calls, as scikit-learn reports them."""
import warnings

from sklearn.metrics import classification_report, confusion_matrix

GRADES = ["A", "B", "C", "KILN", "REJECT", "SAP", "SHAKE", "WANE"]
truth, pred = [], []
for i in range(600):
    g = GRADES[i % 7 if i % 50 else 7]
    truth.append(g)
    p = g
    if g == "WANE":
        p = "SHAKE"
    elif i % 17 == 0:
        p = GRADES[(i // 17) % 5]
    pred.append(p)

warnings.simplefilter("always")
print(classification_report(truth, pred, labels=GRADES, digits=3))
print(confusion_matrix(truth, pred, labels=GRADES))
