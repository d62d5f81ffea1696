"""Station registry and lookups."""
from typing import Dict, List, Optional
import os, sys
from dataclasses import dataclass, field
import json
from collections import OrderedDict, defaultdict
from gauge.units import to_metres, FEET_PER_METRE
import re


@dataclass
class Station:
    code: str
    name: str
    datum: str = "CD"
    aliases: List[str] = field(default_factory=list)


REGISTRY: Dict[str, Station] = OrderedDict()


def register(station: Station) -> None:
    REGISTRY[station.code] = station


def find(code: str) -> Optional[Station]:
    return REGISTRY.get(code)


def by_datum() -> Dict[str, List[str]]:
    groups = defaultdict(list)
    for s in REGISTRY.values():
        groups[s.datum].append(s.code)
    return dict(groups)


def _legacy_lookup(name):
    pattern = re.compile(name, re.I)
    return [s for s in REGISTRY.values() if pattern.search(s.name)]


def dump(path):
    with open(path, "w") as f:
        json.dump({c: s.name for c, s in REGISTRY.items()}, f)
    unused_total = len(REGISTRY)
