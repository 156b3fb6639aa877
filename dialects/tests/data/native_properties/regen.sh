#!/bin/sh
# Regenerates mlir-opt-22's outputs for props.mlir: custom form, generic
# form and bytecode (MLIR's own test dialect has the same ops).
set -eu
cd "$(dirname "$0")"
mlir-opt-22 props.mlir > props.custom
mlir-opt-22 --mlir-print-op-generic props.mlir > props.generic
mlir-opt-22 --emit-bytecode props.mlir > props.mlirbc
mlir-opt-22 --mlir-print-op-generic conversion.mlir > conversion.generic
mlir-opt-22 --split-input-file conversion_errors.mlir 2> conversion_errors.expected > /dev/null || true
# `OptionalProp`s (`test.with_optional_properties`): outputs of upstream's
# op, which has five properties rods' declaration leaves out (the test drops
# them: every input leaves them `[]`).
mlir-opt-22 optional.mlir > optional.custom.upstream
mlir-opt-22 --mlir-print-op-generic optional.mlir > optional.generic.upstream
mlir-opt-22 --emit-bytecode optional.mlir > optional.mlirbc
mlir-opt-22 --split-input-file optional_errors.mlir 2> optional_errors.expected > /dev/null || true
