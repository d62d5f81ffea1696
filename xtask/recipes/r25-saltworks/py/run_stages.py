"""Run the evaporation stages as child processes; stage 4's child explains why it fails."""
import subprocess

for stage in range(1, 7):
    print(f"== stage {stage}", flush=True)
    subprocess.run(["python3", "stage.py", str(stage)], check=True)
