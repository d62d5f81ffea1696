"""Scans 1,500 crate images' metadata with a tqdm progress bar; one crate's scale reading is out of
range and is reported above the bar, and the run ends with a summary."""
from tqdm import tqdm

bad = []
for i in tqdm(range(1, 1501), desc="grading crates", unit="crate", mininterval=0, miniters=25, ncols=100,
              bar_format="{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt}"):
    kg = 18.0 + (i * 7) % 5
    if i == 847:
        kg = 9999.0
        tqdm.write(f"WARNING crate C-{i:04d}: scale reading {kg} kg out of range (0-40 kg); crate held for re-weigh")
        bad.append(i)
print(f"graded 1500 crates: {1500 - len(bad)} passed, {len(bad)} held (C-0847)")
