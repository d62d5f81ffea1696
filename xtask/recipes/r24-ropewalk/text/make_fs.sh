#!/bin/sh
# Builds spools.img, a 16 MiB ext4 image of ./tree with a fixed UUID, hash seed and time, then
# damages it with debugfs: one inode's link count set to 5, thirty inodes cleared under their names,
# one block of a spool marked free.
set -eu
export E2FSPROGS_FAKE_TIME=1762000000
find tree -exec touch -h -d '2025-11-01 12:00:00' {} +
rm -f spools.img
mke2fs -q -F -t ext4 -b 1024 -g 256 -N 1024 -L ropewalk -U 6f1c2a3e-24aa-4b7e-9c0d-5e2f1a3b4c5d \
    -E hash_seed=0b3d5f7a-24aa-4b7e-9c0d-5e2f1a3b4c5d,root_owner=0:0 -d tree spools.img 16M
debugfs -w -R 'set_inode_field /spools/s-117.dat links_count 5' spools.img
for i in $(seq 200 229); do debugfs -w -R "clri /spools/s-$i.dat" spools.img; done
blk=$(debugfs -R 'blocks /spools/s-042.dat' spools.img | awk '{print $1}')
debugfs -w -R "freeb $blk" spools.img
