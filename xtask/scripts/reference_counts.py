#!/usr/bin/env python3
"""Records OpenAI's reference o200k token counts (Python `tiktoken`) for the recorded fixtures and
the shared trajectories, into fixtures/reference-counts.json. ctx-tokens' tests compare
`count_tokens` with these numbers.

Run: `python3 xtask/scripts/reference_counts.py` (needs `pip install tiktoken`; offline: the
o200k_base vocabulary is taken from tiktoken-rs's copy in the cargo registry and placed in
tiktoken's cache, whose sha256 check still verifies it).
"""
import glob
import hashlib
import json
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"


def encoder():
    if "TIKTOKEN_CACHE_DIR" not in os.environ:
        cache = tempfile.mkdtemp(prefix="tiktoken-cache-")
        vocab = glob.glob(os.path.expanduser("~/.cargo/registry/src/*/tiktoken-rs-*/assets/o200k_base.tiktoken"))
        if vocab:
            shutil.copy(sorted(vocab)[-1], os.path.join(cache, hashlib.sha1(URL.encode()).hexdigest()))
        os.environ["TIKTOKEN_CACHE_DIR"] = cache
    import tiktoken

    return tiktoken.get_encoding("o200k_base"), tiktoken.__version__


def main():
    enc, version = encoder()
    count = lambda text: len(enc.encode_ordinary(text))
    fixtures = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "tools", "*.txt"))):
        text = open(path, "rb").read().decode("utf-8", errors="replace")
        fixtures[os.path.basename(path)] = count(text)
    trajectories = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "..", "shared", "trajectories", "*__*.json"))):
        doc = json.load(open(path, encoding="utf-8"))
        texts = [m.get("content") or "" for m in doc["messages"]]
        texts += [c["function"]["arguments"] for m in doc["messages"] for c in (m.get("tool_calls") or [])]
        trajectories[os.path.basename(path)] = {
            "texts": sum(count(t) for t in texts),
            "file": count(open(path, encoding="utf-8").read()),
        }
    out = {
        "encoding": "o200k_base",
        "reference": f"tiktoken {version} (Python), encode_ordinary",
        "fixtures": fixtures,
        "trajectories": trajectories,
    }
    with open(os.path.join(ROOT, "fixtures", "reference-counts.json"), "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{len(fixtures)} fixtures, {len(trajectories)} trajectories", file=sys.stderr)


if __name__ == "__main__":
    main()
