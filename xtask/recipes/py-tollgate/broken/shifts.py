"""Shift handover."""


def handover(shift):
    print "handing over", shift.id
    return shift.total
