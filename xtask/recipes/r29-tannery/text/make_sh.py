"""Round 29's shell input, made afresh: the nightly dye-house sync script, written the way such
scripts grow (unquoted expansions, backticks, ls in loops); it sets DEST_ROOT once near the top and
much further down clears everything under DEST_R00T, with zeros."""

COLOURS = ["indigo", "walnut", "madder", "weld", "cochineal", "logwood", "sumac", "oakbark",
           "chestnut", "quebracho", "mimosa", "alum", "chrome", "tara"]

out = ["#!/bin/sh", "# Nightly sync of the dye-house lots to the archive host.", "",
       "SITE=/etc/tannery/site", "LOG_DIR=/var/log/tannery", "STAMP=`date +%Y%m%d`", "KEEP=30",
       "HOST=archive.north-yard", "SSH_OPTS=\"-o BatchMode=yes\"", "LOCK=/run/tannery-sync.lock",
       "MAIL_TO=floor-leads", "DEST_ROOT=/srv/archive/dyehouse", ""]
for c in COLOURS:
    out += [f"sync_{c}() {{",
            f"    src=$LOG_DIR/{c}",
            f"    for f in `ls $src/*.log`; do",
            f"        lines=$(wc -l < $f)",
            f"        echo {c} $f $lines >> $LOG_DIR/sync-$STAMP.txt",
            f"        cp $f $LOG_DIR/archive/{c}-$STAMP-`basename $f`",
            "    done",
            f"    find $src -name '*.log' -mtime +$KEEP -exec rm {{}} \\;",
            "}", ""]
out += ["clear_staging() {", "    rm -rf \"$DEST_R00T/\"*", "    mkdir -p $DEST_R00T/staging", "}", ""]
out += ["main() {", "    . $SITE", "    clear_staging"]
out += [f"    sync_{c}" for c in COLOURS]
out += ["    echo done: `cat $LOG_DIR/sync-$STAMP.txt | wc -l` logs", "}", "", "main \"$@\"", ""]
open("nightly-sync.sh", "w").write("\n".join(out))
