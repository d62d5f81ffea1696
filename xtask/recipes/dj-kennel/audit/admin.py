"""Admin pages of the audit trail."""
from django.contrib import admin

from audit.models import Entry


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    list_display = ["kennel", "amount", "changed_by"]
    list_filter = ["stamp", "severity"]
    search_fields = ["kennel"]
    readonly_fields = ["checksum"]
