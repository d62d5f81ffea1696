#!/bin/sh
# Builds the quarry tools with clang's source-based coverage, runs them once, merges the profile.
set -eu
clang -fprofile-instr-generate -fcoverage-mapping -O0 -o quarry main.c crusher.c ledger.c blast.c
LLVM_PROFILE_FILE=quarry.profraw ./quarry >/dev/null
llvm-profdata merge -sparse quarry.profraw -o quarry.profdata
