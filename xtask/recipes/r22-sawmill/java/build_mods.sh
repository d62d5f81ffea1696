#!/bin/sh
# Compiles the three modules into out/, then leaves sawmill.grading out of the module path the
# app is run with (the recipe's `java --show-module-resolution` then cannot resolve it).
set -eu
rm -rf out && mkdir -p out
javac -d out --module-source-path mods -m sawmill.core,sawmill.grading,sawmill.app
mkdir -p deploy && rm -rf deploy/* && cp -r out/sawmill.core out/sawmill.app deploy/
