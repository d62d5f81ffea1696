"""Simulates a shift of the filler and profiles where the time goes."""
import hashlib
import json


def weigh(can):
    digest = hashlib.sha256(f"can-{can}".encode()).digest()
    return 420 + digest[0] % 10


def seal_batch(lot, size):
    weights = [weigh(lot * 1000 + i) for i in range(size)]
    return {"lot": lot, "weights": weights, "under": sum(1 for w in weights if w < 422)}


def render_labels(batches):
    return [json.dumps(b, sort_keys=True) for b in batches for _ in range(40)]


def shift():
    batches = [seal_batch(lot, 4000) for lot in range(12)]
    labels = render_labels(batches)
    return len(labels)


if __name__ == "__main__":
    print("labels:", shift())
