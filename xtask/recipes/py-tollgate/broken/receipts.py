"""Receipt printing."""


def render(receipt):
    lines = [f"plate {receipt.plate}", f"fare {receipt.fare / 100:.2f}"]
	return "\n".join(lines)
