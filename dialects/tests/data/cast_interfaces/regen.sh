#!/bin/sh
# Regenerates mlir-opt-22's outputs for CastOpInterface (its verifier,
# `verifyCastInterfaceOp`, and the casts' `areCastCompatible`): the errors of
# errors.mlir and the print of accepted.mlir.
set -eu
cd "$(dirname "$0")"
mlir-opt-22 --split-input-file errors.mlir 2> errors.expected > /dev/null || true
mlir-opt-22 accepted.mlir > accepted.custom
