#!/bin/sh
# Regenerates mlir-opt-22's outputs for the builtin type and attribute interfaces
# (MemRefElementTypeInterface, VectorElementTypeInterface): the print of
# accepted.mlir and the errors of errors.mlir.
set -eu
cd "$(dirname "$0")"
mlir-opt-22 accepted.mlir > accepted.custom
mlir-opt-22 --split-input-file errors.mlir 2> errors.expected > /dev/null || true
# Memref layouts (MemRefLayoutAttrInterface): the print and bytecode of
# layouts.mlir, the errors of layout_errors.mlir.
mlir-opt-22 layouts.mlir > layouts.custom
mlir-opt-22 --emit-bytecode layouts.mlir -o layouts.mlirbc
mlir-opt-22 --split-input-file layout_errors.mlir 2> layout_errors.expected > /dev/null || true
