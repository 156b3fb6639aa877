#!/usr/bin/env bash
# Regenerates the expected outputs of the conversion tests with mlir-opt-22
# (canonicalize/ checks the TOSA folders the conversions rely on):
# each <dir>/NAME.mlir is run through
#   mlir-opt-22 NAME.mlir --pass-pipeline="<the directory's pipeline>"
# (mostly builtin.module(func.func(<dir>)); see pipeline_of below, the same
# table as SUITES in dialects/tests/it/conversion_passes.rs) from inside
# <dir>/ (so that locations name the file as the tests do); stdout goes to
# NAME.expected. NAME.error.mlir cases must fail: their stderr goes to
# NAME.error.stderr.
set -euo pipefail
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
pipeline_of() {
  case "$1" in
    tosa-to-linalg-named-hwcf)
      echo "builtin.module(func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=true}))" ;;
    seed-pipeline)
      echo "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops),canonicalize)" ;;
    seed-pipeline-loops)
      echo "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,lower-affine,cse),canonicalize)" ;;
    tosa-pipeline)
      echo "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)" ;;
    one-shot-bufferize)
      echo "builtin.module(one-shot-bufferize{bufferize-function-boundaries})" ;;
    one-shot-bufferize-no-boundaries)
      echo "builtin.module(one-shot-bufferize)" ;;
    *)
      echo "builtin.module(func.func($1))" ;;
  esac
}
# one-shot-bufferize/linear.mlir, cnn.mlir and
# one-shot-bufferize-no-boundaries/ops.mlir are themselves made by
# mlir-opt-22: the seed pipeline's steps before one-shot-bufferize, on the
# corpus' Linear model and on rods-run's CNN and op-zoo models. (ops.mlir has
# many functions: mlir-opt-22 bufferizes independent functions in an order
# that changes from run to run, and with it the order of the globals it
# creates, so it runs without function boundaries only.)
PRE="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)"
"$M" ../corpus/tosa_linear_generic.mlir --pass-pipeline="$PRE" > one-shot-bufferize/linear.mlir
"$M" ../run/cnn_tosa.mlir --pass-pipeline="$PRE" > one-shot-bufferize/cnn.mlir
"$M" ../run/ops_tosa.mlir --pass-pipeline="$PRE" > one-shot-bufferize-no-boundaries/ops.mlir
for dir in canonicalize tosa-to-arith tosa-to-tensor tosa-to-linalg tosa-to-linalg-named tosa-infer-shapes \
  tosa-to-linalg-named-hwcf tosa-pipeline linalg-generalize-named-ops convert-linalg-to-loops \
  convert-linalg-to-affine-loops lower-affine convert-scf-to-cf one-shot-bufferize \
  one-shot-bufferize-no-boundaries seed-pipeline seed-pipeline-loops; do
  (
    cd "$dir"
    p="$(pipeline_of "$dir")"
    for f in *.mlir; do
      b="${f%.mlir}"
      if [[ "$b" == *.error ]]; then
        if "$M" "$f" --pass-pipeline="$p" > /dev/null 2> "$b.stderr"; then
          echo "$dir/$f: expected a failure" >&2
          exit 1
        fi
      else
        "$M" "$f" --pass-pipeline="$p" > "$b.expected"
      fi
    done
  )
done
# test-decompose-call-graph-types/ (1:N type conversions): upstream's test
# pass with -split-input-file, as upstream's RUN line has it.
(
  cd test-decompose-call-graph-types
  for f in *.mlir; do
    "$M" "$f" -split-input-file -test-decompose-call-graph-types > "${f%.mlir}.expected"
  done
)
# resolve-ranked-shaped-type-result-dims/ and resolve-shaped-type-result-dims/
# (reified result dims): each directory's pass with -split-input-file, as
# upstream's RUN lines have it (stdout only: the `invalid dimension` errors
# mlir-opt-22 reports on stderr are compared in ../pass_diagnostics/).
for dir in resolve-ranked-shaped-type-result-dims resolve-shaped-type-result-dims; do
  (
    cd "$dir"
    for f in *.mlir; do
      "$M" "$f" -split-input-file "--$dir" > "${f%.mlir}.expected"
    done
  )
done
# resolve-shaped-type-result-dims/test-dialect/: upstream's test dialect op
# (rods runs it in a context with rods' test dialect).
(
  cd resolve-shaped-type-result-dims/test-dialect
  for f in *.mlir; do
    "$M" "$f" --resolve-shaped-type-result-dims > "${f%.mlir}.expected"
  done
)
