"""Compares last week's cellar plan with this week's using DeepDiff."""

from deepdiff import DeepDiff

from brewery.plan import cellar_plan

old = cellar_plan(60)
new = cellar_plan(60)
for n, fv in enumerate(new["fermenters"].values(), start=1):
    fv["schedule"]["primary_days"] += 1
    fv["readings"][3] = round(fv["readings"][3] - 0.001, 3)
new["fermenters"]["FV-19"]["temp_c"] = "19.5"
del new["fermenters"]["FV-26"]
new["fermenters"]["FV-61"] = dict(new["fermenters"]["FV-60"], batch="B-4061")
print(DeepDiff(old, new).pretty())
