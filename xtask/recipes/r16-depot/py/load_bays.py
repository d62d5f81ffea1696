"""Loads the four bays, one worker thread each, in bay order."""
import threading

MANIFESTS = {
    1: ["crate 11", "crate 12", "crate 13"],
    2: ["crate 21", "crate 22"],
    3: ["crate 31", None, "crate 33"],
    4: ["crate 41", "crate 42", "crate 43", "crate 44"],
}


def load(bay):
    for item in MANIFESTS[bay]:
        label = item.upper()
        print(f"bay {bay}: loaded {label}", flush=True)
    print(f"bay {bay}: done", flush=True)


def main():
    for bay in MANIFESTS:
        worker = threading.Thread(target=load, args=(bay,), name=f"loader-{bay}")
        worker.start()
        worker.join()
    print("all bays processed", flush=True)


if __name__ == "__main__":
    main()
