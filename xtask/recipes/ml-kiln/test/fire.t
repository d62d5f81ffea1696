The bisque schedule as the kiln's controller expects it:

  $ fire
  80 C/h to 600 C, hold 0 min
  150 C/h to 1000 C, hold 15 min
  total 710 minutes, peak 1000 C

An unknown option is refused:

  $ fire --glaze
  unknown option
  [2]
