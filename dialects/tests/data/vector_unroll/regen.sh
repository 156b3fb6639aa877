#!/bin/sh
# Regenerates the expected outputs of the vector unrolling tests
# (dialects/tests/it/vector_unroll.rs, whose CASES table this mirrors):
# each line below runs mlir-opt-22 on an input from inside this directory
# (so that diagnostics name the file as the tests do) and records its
# stdout as NAME.expected and its stderr, if any, as NAME.stderr.
set -e
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
run() {
  out=$1; in=$2; shift 2
  "$M" "$in" "$@" > "$out.expected" 2> "$out.stderr" || true
  [ -s "$out.stderr" ] || rm -f "$out.stderr"
}
run options options.mlir -test-vector-unrolling-patterns
run options.type options.mlir -test-vector-unrolling-patterns=unroll-based-on-type
run options.order options.mlir "-test-vector-unrolling-patterns=unroll-based-on-type unroll-order=2,0,1"
run options.batched options.mlir "-test-vector-unrolling-patterns=unroll-based-on-type unroll-order=0,3,1,2"
run more more.mlir -test-vector-unrolling-patterns
run more.type more.mlir "-test-vector-unrolling-patterns=unroll-based-on-type unroll-order=2,1,0"
run transfer transfer.mlir -test-vector-transfer-unrolling-patterns --split-input-file
run transfer.reverse transfer.mlir -test-vector-transfer-unrolling-patterns=reverse-unroll-order --split-input-file
run patterns patterns.mlir -test-vector-unrolling-patterns
run patterns.transfer patterns.mlir -test-vector-transfer-unrolling-patterns
run patterns.canonicalize patterns.mlir --canonicalize
