# cython: language_level=3
"""Fast fill-weight checks for the canning line."""

cdef struct Can:
    int lot
    double weight

cdef double nominal = 425.0

cpdef int underfilled(list weights, double tolerance):
    cdef int count = 0
    cdef double w
    for w in weights:
        if w < nominal - tolerance:
            count += 1
    return count

cdef class Batch:
    cdef public int lot
    cdef list cans

    def __init__(self, int lot):
        self.lot = lot
        self.cans = []

    cpdef add(self, Can can):
        self.cans.append(can.weight)

    def mean(self):
        cdef int n = len(self.cans)
        return sum(self.cans) / n

    cdef int heaviest(self):
        cdef int best = 0
        for i in range(len(self.cans)):
            if self.cans[i] > self.cans[best]:
                best = i
        return best
        cdef double unreachable = 1.0

def label(Batch batch, str suffix):
    cdef char* raw = suffix
    return f"{batch.lot}-{raw}"

def total(weights):
    cdef double s = 0
    for w in weights:
        s += w
    return s

cdef extern from "scale.h":
    double read_scale(int channel)

def tare(int channel):
    return read_scale(channel, 0)
