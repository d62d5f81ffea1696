"""URL routes of the kennel project."""
from django.contrib import admin
from django.urls import path

from boarding import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("bookings/<int:pk>/invoice/", views.invoice, name="invoice"),
]
