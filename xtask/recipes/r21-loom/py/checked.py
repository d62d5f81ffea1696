"""Beam bookkeeping with runtime type checks (beartype)."""
from beartype import beartype


@beartype
def beam_length(beam_id: str, turns: int, circumference_cm: float) -> float:
    return turns * circumference_cm / 100


@beartype
def load_beam(loom: str, beam: dict[str, int]) -> str:
    return f"{loom} carries beam {beam['id']}"


def main():
    print(beam_length("B-101", 340, 62.8))
    print(beam_length("B-102", 355, 62.8))
    print(beam_length("B-107", "412", 62.8))


if __name__ == "__main__":
    main()
