#!/bin/sh
# Regenerates mlir-opt-22's outputs for types.mlir (MLIR's own test dialect
# has the same types, `mlir/test/lib/Dialect/Test/TestTypeDefs.td`): custom
# form, generic form, bytecode, and the errors of errors.mlir.
set -eu
cd "$(dirname "$0")"
mlir-opt-22 types.mlir > types.custom
mlir-opt-22 --mlir-print-op-generic types.mlir > types.generic
mlir-opt-22 --emit-bytecode types.mlir > types.mlirbc
mlir-opt-22 --split-input-file errors.mlir 2> errors.expected > /dev/null || true
