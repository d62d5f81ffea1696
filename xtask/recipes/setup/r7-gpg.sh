#!/bin/sh
# Round 7's GnuPG keyring in ./gpg-r7 (never the user's): three people's keys made without a
# passphrase (one expired-soon, one with a revoked subkey's sibling and a second uid, one signed by
# another), so `gpg --list-keys`/`--list-sigs` show validity, usage, expiry and signatures. Keys
# are new each time, so their fingerprints change; the agent is stopped afterwards.
set -eu
export GNUPGHOME="$PWD/gpg-r7"
if [ -d "$GNUPGHOME" ]; then gpgconf --kill all 2>/dev/null || true; fi
rm -rf "$GNUPGHOME"
mkdir -m 700 "$GNUPGHOME"
q="gpg --batch --quiet --pinentry-mode loopback --passphrase ''"
$q --quick-generate-key 'Ada Lovelace <ada@example.org>' ed25519 sign,cert 2y
$q --quick-generate-key 'Brian Kernighan (release signing) <bwk@example.org>' rsa3072 sign,cert 1y
$q --quick-generate-key 'Chloe Ward <chloe@depot.example>' ed25519 cert never
ada=$(gpg --batch --with-colons --list-keys ada@example.org | awk -F: '$1 == "fpr" { print $10; exit }')
bwk=$(gpg --batch --with-colons --list-keys bwk@example.org | awk -F: '$1 == "fpr" { print $10; exit }')
chloe=$(gpg --batch --with-colons --list-keys chloe@depot.example | awk -F: '$1 == "fpr" { print $10; exit }')
$q --quick-add-key "$ada" cv25519 encr 1y
$q --quick-add-key "$bwk" rsa2048 encr 6m
$q --quick-add-key "$chloe" ed25519 sign 3m
$q --quick-add-uid "$ada" 'Ada King <ada.king@example.net>'
$q --default-key "$ada" --quick-sign-key "$bwk"
$q --default-key "$chloe" --quick-sign-key "$ada"
gpg --batch --quiet --check-trustdb 2>/dev/null || true
gpgconf --kill all
