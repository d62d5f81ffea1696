"""Structures the loom room's JSON order feed into attrs classes (cattrs)."""
import json

from attrs import define
from cattrs.preconf.json import make_converter


@define
class Yarn:
    count_nm: int
    fibre: str


@define
class Loom:
    loom_id: str
    shafts: int
    warp: Yarn
    weft: Yarn


@define
class Order:
    order_id: str
    metres: float
    looms: list[Loom]


FEED = {
    "order_id": "CO-4103",
    "metres": 120.5,
    "looms": [
        {"loom_id": f"L-{i:02d}", "shafts": 8, "warp": {"count_nm": 34, "fibre": "cotton"}, "weft": {"count_nm": 30, "fibre": "linen"}}
        for i in range(1, 9)
    ],
}
FEED["looms"][5]["shafts"] = "eight"
FEED["looms"][6]["weft"] = {"count_nm": 30}

converter = make_converter(detailed_validation=True)
order = converter.structure(json.loads(json.dumps(FEED)), Order)
print(order)
