"""Admin pages for bookings."""
from django.contrib import admin

from boarding.models import Booking, Dog

admin.site.register(Dog)
admin.site.register(Booking)
