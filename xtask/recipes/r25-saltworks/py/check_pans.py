"""Sluice checks whose summary counts exit codes while the body reports a failure."""
import subprocess

checks = failures = 0
for pan in range(1, 301):
    gate = "stuck at 40%" if pan == 187 else "closes fully"
    status = "FAIL" if pan == 187 else "ok"
    # the probe reports FAIL in its text but exits 0, so the tally below never sees it
    out = subprocess.run(["echo", f"check sluice S-{pan:03d} (pan P-{pan:03d}): gate {gate} ... {status}"],
                         capture_output=True, text=True)
    print(out.stdout, end="")
    checks += 1
    failures += out.returncode != 0
print(f"sluice checks: {checks} run, {failures} failures")
