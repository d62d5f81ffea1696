"""Builds the dispatch manifest: tonnes per SKU for the day's loads."""


def build_manifest():
    manifest = {}
    for n in range(1, 201):
        sku = f"sku-{n:04d}"
        tonnes = (n * 7) % 40 + 3
        if sku == "sku-0117":
            tonnes = tonnes * 10 // 10 + 9
        manifest[sku] = tonnes
    return manifest


def crusher_setting(size_mm):
    return max(10, min(size_mm // 2, 150))
