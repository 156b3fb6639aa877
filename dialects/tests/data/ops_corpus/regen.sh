#!/bin/sh
# Regenerates the golden files of this directory with mlir-opt-22 (MLIR
# 22.1.8), exactly as upstream's corpus was made (see MANIFEST.md): for every
# hand-written NAME.mlir, its generic, generic-with-locations and custom
# prints and its bytecode at every version.
#
# Usage: sh regen.sh [NAME.mlir ...]   (default: every source here)
set -eu
cd "$(dirname "$0")"
A="${MLIR_OPT:-mlir-opt-22} --allow-unregistered-dialect"
if [ "$#" -eq 0 ]; then
  set -- $(ls *.mlir | grep -v -E '\.(generic|generic-loc|pretty|v[0-9]\.readback-loc)\.mlir$')
fi
for src in "$@"; do
  n=${src%.mlir}
  $A --mlir-print-op-generic "$src" -o "$n.generic.mlir"
  $A --mlir-print-op-generic --mlir-print-debuginfo "$src" -o "$n.generic-loc.mlir"
  $A "$src" -o "$n.pretty.mlir"
  $A --emit-bytecode "$src" -o "$n.mlirbc"
  for v in 0 1 2 3 4 5; do
    $A --emit-bytecode --emit-bytecode-version=$v "$src" -o "$n.v$v.mlirbc"
    $A --mlir-print-op-generic --mlir-print-debuginfo "$n.v$v.mlirbc" -o "$n.v$v.readback-loc.mlir"
    if cmp -s "$n.v$v.readback-loc.mlir" "$n.generic-loc.mlir"; then rm "$n.v$v.readback-loc.mlir"; fi
  done
  # The prints must read back to the same IR (as upstream's corpus checks),
  # unless the source's CASE line says `[no-readback]` (and why).
  if head -n 1 "$src" | grep -q -F '[no-readback]'; then continue; fi
  for f in "$n.generic-loc.mlir" "$n.pretty.mlir" "$n.mlirbc"; do
    $A --mlir-print-op-generic "$f" | cmp -s - "$n.generic.mlir" || { echo "$f does not read back" >&2; exit 1; }
  done
done
