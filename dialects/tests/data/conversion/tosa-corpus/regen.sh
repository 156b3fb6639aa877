#!/usr/bin/env bash
# Regenerates the TOSA corpus' expected outputs with mlir-opt-22: each
# NAME.mlir (written by gen.py, with its inputs and numpy reference in
# NAME.npz) goes through the three pipelines of
# dialects/tests/it/tosa_corpus.rs, from inside this directory (so that
# locations name the file as the tests do):
#   NAME.linalg.expected  to linalg on tensors
#   NAME.affine.expected  bufferized, affine loops (issue 19's pipeline)
#   NAME.loops.expected   bufferized, scf loops
set -euo pipefail
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
TO_LINALG="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)"
LINALG="builtin.module($TO_LINALG)"
AFFINE="builtin.module($TO_LINALG,canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops),canonicalize)"
LOOPS="builtin.module($TO_LINALG,canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,lower-affine,cse),canonicalize)"
for f in *.mlir; do
  b="${f%.mlir}"
  "$M" "$f" --pass-pipeline="$LINALG" > "$b.linalg.expected"
  "$M" "$f" --pass-pipeline="$AFFINE" > "$b.affine.expected"
  "$M" "$f" --pass-pipeline="$LOOPS" > "$b.loops.expected"
done
