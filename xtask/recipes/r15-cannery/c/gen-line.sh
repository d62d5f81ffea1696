#!/bin/sh
# Generates the canning line's 150 station modules and their Makefile; station 97 has a bug.
set -e
mkdir -p line
cd line
: > stations.h
i=1
objs=""
while [ $i -le 150 ]; do
  n=$(printf '%02d' $i)
  echo "int station_$n(int cans);" >> stations.h
  if [ $i -eq 97 ]; then
    cat > station_$n.c <<C
#include <stdio.h>
#include "stations.h"
int station_$n(int cans)
{
    int rejected;
    long label = cans * 2;
    printf("station $n: %d cans, label %d\n", cans, label);
    return cans - rejected;
}
C
  else
    cat > station_$n.c <<C
#include "stations.h"
int station_$n(int cans)
{
    return cans + $i;
}
C
  fi
  objs="$objs station_$n.o"
  i=$((i + 1))
done
{
  echo "CFLAGS = -O2 -Wall -Wextra"
  echo "OBJS =$objs"
  printf 'cannery-line: $(OBJS)\n\t$(CC) -o $@ $(OBJS) -shared\n'
  printf '%%.o: %%.c stations.h\n\t$(CC) $(CFLAGS) -fPIC -c $< -o $@\n'
} > Makefile
