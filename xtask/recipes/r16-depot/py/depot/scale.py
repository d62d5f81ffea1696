"""The pallet scale: the legacy weigh entry point is deprecated."""
import warnings

SCALE_LIMIT_KG = 400.0


def weigh(pallet, unit="kg"):
    tare = 12.5 + (pallet % 17) * 3.25
    if pallet == 173:
        tare = 412.5
    if tare > SCALE_LIMIT_KG:
        warnings.warn(
            f"tare {tare} kg exceeds the {SCALE_LIMIT_KG:.0f} kg scale limit for pallet P-{pallet:04d}; reading clamped",
            RuntimeWarning,
            stacklevel=2,
        )
        tare = SCALE_LIMIT_KG
    return tare if unit == "kg" else tare * 2.20462


def weigh_legacy(pallet):
    warnings.warn("weigh_legacy() is deprecated; use weigh(pallet, unit='kg')", DeprecationWarning, stacklevel=2)
    return weigh(pallet)
