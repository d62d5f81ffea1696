"""Copy the pan archive to the backup tree; shutil collects every failed copy into one error."""
import os
import shutil

os.makedirs("archive/pans", exist_ok=True)
for p in range(1, 251):
    with open(f"archive/pans/P-{p:03d}.dat", "w") as f:
        f.write(f"pan P-{p:03d}\n")
if not os.path.islink("archive/pans/P-077.current"):
    os.symlink("../../gone/P-077.dat", "archive/pans/P-077.current")
shutil.rmtree("backup", ignore_errors=True)
for p in range(1, 251):
    print(f"queued archive/pans/P-{p:03d}.dat -> backup/pans/P-{p:03d}.dat")
shutil.copytree("archive", "backup")
