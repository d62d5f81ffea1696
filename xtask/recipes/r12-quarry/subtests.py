"""Block volume and grading checks, one subTest per quarry face (run with -m unittest -v)."""
import unittest

FACES = [
    # name, length, width, height, expected tonnes, grade
    ("north-bench-1", 2.0, 1.5, 1.0, 8.1, "A"),
    ("north-bench-2", 2.4, 1.2, 0.9, 6.99, "A"),
    ("east-lift", 3.0, 1.0, 1.0, 8.1, "B"),
    ("east-lower", 1.8, 1.8, 1.1, 9.62, "B"),
    ("south-wall", 2.2, 1.1, 1.3, 8.52, "A"),
    ("south-sill", 2.5, 0.8, 0.6, 3.24, "C"),
    ("west-cut", 1.2, 1.2, 1.2, 4.67, "C"),
    ("old-working", 0.0, 1.0, 1.0, 0.0, "reject"),
]
DENSITY = 2.7


def tonnes(length, width, height):
    return round(length * width * height * DENSITY, 2)


def grade(t):
    if t <= 0:
        raise ValueError(f"block has no volume: {t} t")
    if t >= 8:
        return "A"
    if t >= 5:
        return "B"
    return "C"


class BlockTests(unittest.TestCase):
    def test_tonnes(self):
        for name, l, w, h, want, _ in FACES:
            with self.subTest(face=name):
                self.assertAlmostEqual(tonnes(l, w, h), want, places=2)

    def test_grade(self):
        for name, l, w, h, _, want in FACES:
            with self.subTest(face=name, dims=(l, w, h)):
                self.assertEqual(grade(tonnes(l, w, h)), want)

    def test_density_constant(self):
        self.assertEqual(DENSITY, 2.7)

    def test_faces_named(self):
        names = [f[0] for f in FACES]
        self.assertEqual(len(names), len(set(names)))


if __name__ == "__main__":
    unittest.main()
