"""The invoice view."""
from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from boarding.models import Booking


def invoice(request, pk):
    booking = get_object_or_404(Booking, pk=pk)
    return JsonResponse({"dog": booking.dog.name, "nights": booking.nights(), "total": str(booking.total())})
