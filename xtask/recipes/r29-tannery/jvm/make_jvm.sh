#!/bin/sh
# Round 29's JVM inputs, made afresh: the vat library as built today (lib/vat.jar, with drain) and
# as the 2019 compatibility jar still on the classpath before it (lib/compat/vat-2019.jar, without),
# and the line's app (app.jar), compiled against today's vat.
set -eu
rm -rf build lib app.jar
mkdir -p build/vat build/compat build/app lib/compat
python3 make_jvm.py
javac -d build/vat src/vat/tannery/Vat.java
javac -d build/compat src/compat/tannery/Vat.java
javac -cp build/vat -d build/app $(find src/app -name '*.java' | sort)
jar --create --file lib/vat.jar --date=2025-03-01T08:00:00Z -C build/vat .
jar --create --file lib/compat/vat-2019.jar --date=2025-03-01T08:00:00Z -C build/compat .
jar --create --file app.jar --date=2025-03-01T08:00:00Z -C build/app .
