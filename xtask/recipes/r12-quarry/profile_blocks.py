"""Profiles a quarry cutting plan and prints who calls what (pstats callers and callees)."""
import cProfile
import pstats


def volume(block):
    length, width, height = block
    return length * width * height


def saw_passes(block):
    return sum(1 for _ in range(int(volume(block) * 10)))


def split(block, parts):
    length, width, height = block
    return [(length / parts, width, height) for _ in range(parts)]


def plan_face(face_blocks):
    total = 0
    for block in face_blocks:
        for piece in split(block, 4):
            total += saw_passes(piece)
    return total


def plan_quarry():
    faces = [[(2.0 + i * 0.1, 1.5, 1.0) for i in range(40)] for _ in range(6)]
    return sum(plan_face(f) for f in faces)


profiler = cProfile.Profile()
profiler.enable()
passes = plan_quarry()
profiler.disable()
print("saw passes:", passes)
stats = pstats.Stats(profiler).strip_dirs().sort_stats("ncalls")
stats.print_callers()
stats.print_callees()
