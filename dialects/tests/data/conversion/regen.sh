#!/usr/bin/env bash
# Regenerates the expected outputs of the conversion tests with mlir-opt-22
# (canonicalize/ checks the TOSA folders the conversions rely on):
# each <pass>/NAME.mlir is run through
#   mlir-opt-22 NAME.mlir --pass-pipeline="builtin.module(func.func(<pass>))"
# from inside <pass>/ (so that locations name the file as the tests do);
# stdout goes to NAME.expected. NAME.error.mlir cases must fail: their
# stderr goes to NAME.error.stderr.
#
# one-shot-bufferize/ runs
#   --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries})"
# and one-shot-bufferize-no-boundaries/ runs
#   --pass-pipeline="builtin.module(one-shot-bufferize)"
# instead. one-shot-bufferize/linear.mlir, cnn.mlir and
# one-shot-bufferize-no-boundaries/ops.mlir are themselves made by
# mlir-opt-22: the seed pipeline's steps before one-shot-bufferize, on the
# corpus' Linear model and on rods-run's CNN and op-zoo models.
set -euo pipefail
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
"$M" ../corpus/tosa_linear_generic.mlir \
  --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)" \
  > one-shot-bufferize/linear.mlir
"$M" ../run/cnn_tosa.mlir \
  --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)" \
  > one-shot-bufferize/cnn.mlir
# Many functions: mlir-opt-22 bufferizes independent functions in an order
# that changes from run to run (and with it the order of the globals), so
# this one runs without function boundaries only.
"$M" ../run/ops_tosa.mlir \
  --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)" \
  > one-shot-bufferize-no-boundaries/ops.mlir
pipeline() {
  case "$1" in
    one-shot-bufferize) echo "builtin.module(one-shot-bufferize{bufferize-function-boundaries})" ;;
    one-shot-bufferize-no-boundaries) echo "builtin.module(one-shot-bufferize)" ;;
    *) echo "builtin.module(func.func($1))" ;;
  esac
}
for pass in canonicalize tosa-to-arith tosa-to-tensor tosa-to-linalg one-shot-bufferize one-shot-bufferize-no-boundaries; do
  (
    cd "$pass"
    p="$(pipeline "$pass")"
    for f in *.mlir; do
      b="${f%.mlir}"
      if [[ "$b" == *.error ]]; then
        if "$M" "$f" --pass-pipeline="$p" > /dev/null 2> "$b.stderr"; then
          echo "$pass/$f: expected a failure" >&2
          exit 1
        fi
      else
        "$M" "$f" --pass-pipeline="$p" > "$b.expected"
      fi
    done
  )
done
