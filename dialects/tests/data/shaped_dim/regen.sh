#!/bin/sh
# Regenerates mlir-opt-22's outputs for ShapedDimOpInterface (memref.dim and
# tensor.dim as affine dimensions and symbols): the print of accepted.mlir and
# the errors of errors.mlir.
set -eu
cd "$(dirname "$0")"
mlir-opt-22 accepted.mlir > accepted.custom
mlir-opt-22 --split-input-file errors.mlir 2> errors.expected > /dev/null || true
