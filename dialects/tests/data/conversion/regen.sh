#!/usr/bin/env bash
# Regenerates the expected outputs of the conversion tests with mlir-opt-22
# (canonicalize/ checks the TOSA folders the conversions rely on):
# each <pass>/NAME.mlir is run through
#   mlir-opt-22 NAME.mlir --pass-pipeline="builtin.module(func.func(<pass>))"
# from inside <pass>/ (so that locations name the file as the tests do);
# stdout goes to NAME.expected. NAME.error.mlir cases must fail: their
# stderr goes to NAME.error.stderr.
set -euo pipefail
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
for pass in canonicalize tosa-to-arith tosa-to-tensor tosa-to-linalg \
  linalg-generalize-named-ops convert-linalg-to-loops convert-linalg-to-affine-loops \
  lower-affine convert-scf-to-cf; do
  [[ -d "$pass" ]] || continue
  (
    cd "$pass"
    for f in *.mlir; do
      b="${f%.mlir}"
      if [[ "$b" == *.error ]]; then
        if "$M" "$f" --pass-pipeline="builtin.module(func.func($pass))" > /dev/null 2> "$b.stderr"; then
          echo "$pass/$f: expected a failure" >&2
          exit 1
        fi
      else
        "$M" "$f" --pass-pipeline="builtin.module(func.func($pass))" > "$b.expected"
      fi
    done
  )
done
