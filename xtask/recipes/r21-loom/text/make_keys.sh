#!/bin/sh
# Builds the signing inputs in ./keys: a certificate request for the loom room's dashboard (with
# subject alternative names), a release note encrypted with a passphrase and a fixed salt, and a
# GnuPG keyring whose key signs the release note that is then edited after signing.
set -eu
rm -rf keys && mkdir -p keys/gnupg && chmod 700 keys/gnupg
cd keys
openssl req -new -newkey rsa:2048 -nodes -keyout dashboard.key -out dashboard.csr \
    -subj "/C=NL/O=North Mill/OU=Loom Room/CN=looms.north-mill.test" \
    -addext "subjectAltName=DNS:looms.north-mill.test,DNS:dashboard.north-mill.test,IP:10.20.0.17" \
    -addext "keyUsage=digitalSignature,keyEncipherment" -addext "extendedKeyUsage=serverAuth" 2>/dev/null
printf 'Release 3.0.0 of the loom room settings.\nL-07 tension 31 cN.\n' > release-notes.txt
openssl enc -aes-256-cbc -pbkdf2 -S 0011223344556677 -pass pass:shift-three -in release-notes.txt -out release-notes.enc
export GNUPGHOME="$PWD/gnupg"
gpg --batch --quiet --passphrase '' --quick-gen-key "Loom Room Release <release@north-mill.test>" ed25519 sign never 2>/dev/null
gpg --batch --quiet --detach-sign --armor -o release-notes.txt.asc release-notes.txt 2>/dev/null
sed -i 's/L-07 tension 31 cN./L-07 tension 13 cN./' release-notes.txt
