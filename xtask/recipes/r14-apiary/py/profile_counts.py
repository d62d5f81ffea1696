"""Counts cells in simulated frame photos: slow nested loops for pyinstrument to show."""
import math


def hexagon_area(side):
    return 3 * math.sqrt(3) / 2 * side * side


def cells_in_frame(width, height, side):
    count = 0
    y = 0.0
    while y < height:
        x = 0.0
        while x < width:
            if is_capped(x, y):
                count += 1
            x += side * 1.5
        y += side * math.sqrt(3)
    return count


def is_capped(x, y):
    return (math.sin(x / 7.0) + math.cos(y / 11.0)) > -0.4


def sort_frames(frames):
    return sorted(frames, key=lambda f: -f[1])


def survey(n_frames):
    frames = []
    for i in range(n_frames):
        frames.append((f"frame-{i:02d}", cells_in_frame(420, 200, 0.9 + i * 0.01)))
    return sort_frames(frames)


top = survey(40)[:3]
print("top frames:", top)
