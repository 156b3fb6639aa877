#!/bin/sh
# Regenerates the expected outputs of the alias analysis tests
# (dialects/tests/it/alias_analysis.rs, whose CASES table this mirrors):
# each line below runs mlir-opt-22 on an input from inside this directory
# with upstream's RUN line and records its stdout as NAME.expected and its
# stderr (the passes' text) as NAME.stderr.
set -e
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
run() {
  out=$1; in=$2; pass=$3
  "$M" "$in" "-pass-pipeline=builtin.module(func.func($pass))" -split-input-file -allow-unregistered-dialect \
    > "$out.expected" 2> "$out.stderr"
}
run alias alias.mlir test-alias-analysis
run modref modref.mlir test-alias-analysis-modref
run more more.mlir test-alias-analysis
run more.modref more.mlir test-alias-analysis-modref
run modref_test_dialect modref_test_dialect.mlir test-alias-analysis-modref
