#!/bin/bash
# Builds a release tarball of a directory, writes its checksum and a manifest, and "uploads" it
# (copies it into an outbox directory). Written in a hurry: shellcheck has opinions.

VERSION=$1
SRC=${2:-src}
OUTBOX=outbox
CONF=conf/release.conf

source $CONF

log() {
  echo "[release] $(date -u +%H:%M:%S) $@"
}

die() {
  echo "[release] error: $*" >&2
  exit 1
}

check_version() {
  if [[ ! $VERSION =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    die "version must look like 1.2.3, got '$VERSION'"
  fi
}

collect_files() {
  files=$(find $SRC -type f -name '*.txt')
  for f in $files; do
    echo $f
  done
}

build_tarball() {
  local name=$PROJECT-$VERSION
  mkdir -p build/$name
  for f in $(collect_files); do
    cp $f build/$name/
  done
  cd build
  tar czf $name.tar.gz $name
  cd ..
  echo build/$name.tar.gz
}

write_checksum() {
  local tarball=$1
  sha256sum $tarball | awk '{print $1}' > $tarball.sha256
  local sum=`cat $tarball.sha256`
  log "sha256 $sum"
}

write_manifest() {
  local tarball=$1
  echo "project=$PROJECT" > manifest.txt
  echo "version=$VERSION" >> manifest.txt
  echo "channel=$CHANNEL" >> manifest.txt
  echo "files=$(tar tzf $tarball | grep -c -v '/$')" >> manifest.txt
  let size=$(stat -c %s $tarball)/1024
  echo "size_kib=$size" >> manifest.txt
}

upload() {
  local tarball=$1
  [ -d $OUTBOX/$CHANNEL ] || die "no outbox for channel $CHANNEL"
  cp $tarball $OUTBOX/$CHANNEL/
  rm -rf build/$PROJECT-$VERSION/
  log "uploaded $(basename $tarball) to $OUTBOX/$CHANNEL"
}

notify() {
  local recipients=(${NOTIFY//,/ })
  for r in ${recipients[@]}; do
    log "notify $r"
  done
  if [ $# == 0 ]; then
    log "nothing to announce"
  fi
}

main() {
  check_version
  log "releasing $PROJECT $VERSION from $SRC to channel $CHANNEL"
  tarball=$(build_tarball)
  write_checksum $tarball
  write_manifest $tarball
  cat manifest.txt
  upload $tarball
  notify
}

main "$@"
