"""Writes round 23's larger Python inputs: 150 towncrier news fragments, the malt package's 60
modules (built with setuptools) and the 140-module cellar package the coverage run measures."""

import os

KINDS = ["feature", "bugfix", "doc", "misc"]
os.makedirs("changes/newsfragments", exist_ok=True)
for i in range(1, 151):
    kind = KINDS[i % 4]
    text = f"Fermenter schedule {i}: the cellar plan now records step {i} of the dry-hop routine."
    if i == 97:
        kind, text = "removal", "The ``--legacy-gravity`` option of ``brew plan`` is removed; use ``--og`` in Plato."
    with open(f"changes/newsfragments/{1000 + i}.{kind}", "w") as f:
        f.write(text + "\n")

os.makedirs("malt/src/malt", exist_ok=True)
with open("malt/src/malt/__init__.py", "w") as f:
    f.write('"""Malt bills for the brewery."""\n')
for i in range(1, 61):
    with open(f"malt/src/malt/bill_{i:02d}.py", "w") as f:
        f.write(f'"""Malt bill {i}."""\n\nGRAIN_KG = {20 + i}\n')

os.makedirs("cov/cellar", exist_ok=True)
os.makedirs("cov/tests", exist_ok=True)
with open("cov/cellar/__init__.py", "w") as f:
    f.write("")
with open("cov/tests/__init__.py", "w") as f:
    f.write("")
tests = ["import unittest", ""]
for i in range(1, 141):
    body = [f'"""Cellar step {i}."""', "", "", "def run(temp):"]
    body += ["    if temp > 30:", "        return 'alarm'", "    if temp < 0:", "        return 'frozen'", "    return 'ok'", ""]
    if i == 88:
        body += ["", "def drain(litres):", "    if litres > 4000:", "        raise ValueError(litres)",
                 "    total = 0", "    for step in range(10):", "        total += litres / 10",
                 "    return total", "", "", "def purge():", "    return drain(0) + drain(10)", ""]
    with open(f"cov/cellar/step_{i:03d}.py", "w") as f:
        f.write("\n".join(body))
    tests.append(f"from cellar import step_{i:03d}")
tests += ["", "", "class StepsTest(unittest.TestCase):", "    def test_all_ok(self):"]
for i in range(1, 141):
    tests.append(f"        self.assertEqual(step_{i:03d}.run(18), 'ok')")
    if i % 3 == 0:
        tests.append(f"        self.assertEqual(step_{i:03d}.run(40), 'alarm')")
    if i % 5 == 0:
        tests.append(f"        self.assertEqual(step_{i:03d}.run(-3), 'frozen')")
with open("cov/tests/test_steps.py", "w") as f:
    f.write("\n".join(tests) + "\n")
