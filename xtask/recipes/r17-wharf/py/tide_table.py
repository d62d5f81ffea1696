"""Prints a tide-gauge table of 360 readings; one reading is out of the gauge's range."""


def level(i):
    return 2.0 + ((i * 37) % 400) / 100.0


print(f"{'reading':>7}  {'gauge':<8} {'time':>5}  {'level_m':>8}  {'temp_c':>6}")
for i in range(1, 361):
    gauge = f"TG-{(i % 6) + 1:02d}"
    minutes = i * 4
    value = level(i)
    if i == 211:
        value = 87.31
    temp = 11.0 + (i % 13) / 10.0
    print(f"{i:>7}  {gauge:<8} {minutes // 60:02d}:{minutes % 60:02d}  {value:>8.2f}  {temp:>6.1f}")
print("360 readings, gauges TG-01..TG-06, range 0.00-6.50 m")
