#!/bin/sh
# Regenerates mlir-opt-22's outputs for the InferTypeOpInterface tests: prints
# of infer.mlir (custom and generic) and the diagnostics of infer_errors.mlir
# (upstream's test dialect has `test.format_infer_type_regions` and
# `test.op_with_infer_type_if`, as rods' test dialect).
set -eu
cd "$(dirname "$0")"
mlir-opt-22 infer.mlir > infer.custom
mlir-opt-22 --mlir-print-op-generic infer.mlir > infer.generic
mlir-opt-22 --split-input-file infer_errors.mlir 2> infer_errors.expected > /dev/null || true
