"""The locks the tests run over: 25 flights, each with its first lock."""

from locks import Lock

FLIGHTS = [
    ("KA", "Caen Hill", 29, 2.4), ("GU", "Foxton", 10, 2.3), ("WB", "Tardebigge", 30, 2.0),
    ("GU", "Hatton", 21, 2.2), ("LL", "Bingley", 5, 3.5), ("LL", "Wigan", 21, 2.1),
    ("SU", "Audlem", 15, 2.0), ("KA", "Devizes", 16, 2.5), ("PF", "Marple", 16, 3.3),
    ("GU", "Stoke Bruerne", 7, 1.9), ("CV", "Atherstone", 11, 2.1), ("LG", "Grindley Brook", 6, 2.0),
    ("MC", "Bosley", 12, 3.6), ("OX", "Hillmorton", 3, 2.0), ("OX", "Napton", 9, 1.6),
    ("SA", "Lapworth", 19, 1.9), ("DJ", "Hanbury", 6, 2.2), ("SU", "Tyrley", 5, 2.0),
    ("BM", "Wolverhampton", 21, 2.0), ("BF", "Farmers Bridge", 13, 2.1), ("BF", "Aston", 11, 2.1),
    ("GU", "Garrison", 6, 2.0), ("GU", "Camp Hill", 6, 2.0), ("GU", "Knowle", 5, 3.0),
    ("GU", "Stockton", 10, 1.9),
]

LOCKS = [Lock(f"{canal}-{n}", rise, 22.0, 2.1) for canal, _name, n, rise in FLIGHTS]
IDS = [f"{name.lower().replace(' ', '-')}" for _canal, name, _n, _rise in FLIGHTS]
