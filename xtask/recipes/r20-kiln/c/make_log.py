"""Writes firing.log (a 600-line controller log) for FileCheck to check against firing.check."""
with open("firing.log", "w") as f:
    for minute in range(0, 600):
        temp = min(1222, 20 + minute * 3)
        state = "ramp" if temp < 1222 else "hold"
        if minute == 402:
            f.write("controller: thermocouple TC-3 open circuit, reading ignored\n")
        f.write(f"[kiln-3] minute={minute:03d} temp={temp} state={state}\n")
    f.write("[kiln-3] cooling started\n")
