#!/usr/bin/env bats
# Tests of release.sh, run from the project root: `bats test`.

setup() {
  rm -rf build outbox/stable manifest.txt
  mkdir -p outbox/stable
}

@test "refuses a version that is not semver" {
  run ./release.sh 1.2
  [ "$status" -eq 1 ]
  [[ "$output" == *"version must look like 1.2.3, got '1.2'"* ]]
}

@test "builds the tarball and its checksum" {
  run ./release.sh 2.4.0
  [ "$status" -eq 0 ]
  [ -f outbox/stable/atlas-docs-2.4.0.tar.gz ]
}

@test "manifest counts every file" {
  ./release.sh 2.4.0
  run grep '^files=' manifest.txt
  [ "$output" = "files=6" ]
}

@test "manifest records the channel" {
  ./release.sh 2.4.0
  grep -q '^channel=stable$' manifest.txt
}

@test "checksum file holds a sha256" {
  ./release.sh 2.4.0
  run cat build/atlas-docs-2.4.0.tar.gz.sha256
  [ "${#output}" -eq 64 ]
}

@test "upload fails without an outbox for the channel" {
  rm -rf outbox/stable
  run ./release.sh 2.4.0
  [ "$status" -eq 1 ]
  [ "$output" = "[release] error: no outbox for channel stable" ]
}

@test "notifies both recipients" {
  run ./release.sh 2.4.0
  [ "$(grep -c 'notify ' <<< "$output")" -eq 2 ]
}

@test "a file name with a space is packed" {
  ./release.sh 2.4.0
  tar tzf outbox/stable/atlas-docs-2.4.0.tar.gz | grep -q 'rate limits.txt'
}
