"""An unfinished audit trail of kennel changes."""
from django.db import models


class Entry(models.Model):
    kennel = models.ForeignKey("boarding.Kennel", on_delete=models.CASCADE)
    previous_kennel = models.ForeignKey("boarding.Kennel", on_delete=models.CASCADE)
    note = models.CharField()
    amount = models.DecimalField(max_digits=4, decimal_places=6)
    recorded_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL)
    stamp = models.DateTimeField(auto_now=True, default=None)

    class Meta:
        ordering = ["-created"]
        unique_together = [("kennel", "when")]
