# Round 13's cooling curve plot: an undefined variable and a bad option.
set terminal dumb 80 24
ambient = 25
k = 0.004
f(x) = ambient + (start - ambient) * exp(-k * x)
set xrange [0:2000]
set yrange [0:1600]
set title "Heat 7101 cooling"
plot f(x) title "curve" with lines
