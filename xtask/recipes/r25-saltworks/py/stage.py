"""One evaporation stage: logs its pans; stage 4 cannot open its sluice map."""
import sys

stage = int(sys.argv[1])
for pan in range(stage * 80 - 79, stage * 80 + 1):
    print(f"stage {stage}: pan P-{pan:03d} level {30 + pan % 11} cm, salinity {180 + pan % 23} g/l", flush=True)
    if stage == 4 and pan == 277:
        print("stage 4: sluice map maps/sluices-east.tsv: column 'gate_id' missing (found: gate, pan, width_cm)", file=sys.stderr, flush=True)
        print("stage 4: cannot route brine from P-277 onwards; stopping", file=sys.stderr, flush=True)
        sys.exit(3)
