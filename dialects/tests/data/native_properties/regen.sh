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
# `OptionalProp`s (`test.with_optional_properties`, upstream's op in full:
# nested, defaulted, long-syntax and 8-bit ones) and `ArrayProp`s
# (`test.with_array_properties`, with optional elements).
mlir-opt-22 optional.mlir > optional.custom
mlir-opt-22 --mlir-print-op-generic optional.mlir > optional.generic
mlir-opt-22 --emit-bytecode optional.mlir > optional.mlirbc
mlir-opt-22 --split-input-file optional_errors.mlir 2> optional_errors.expected > /dev/null || true
mlir-opt-22 array.mlir > array.custom
mlir-opt-22 --mlir-print-op-generic array.mlir > array.generic
mlir-opt-22 --emit-bytecode array.mlir > array.mlirbc
mlir-opt-22 --split-input-file array_errors.mlir 2> array_errors.expected > /dev/null || true
# Custom-storage properties (`test.with_nice_properties`,
# `test.with_wrapped_properties`): generic form, bytecode, conversion errors.
mlir-opt-22 --mlir-print-op-generic custom.mlir > custom.generic
mlir-opt-22 --emit-bytecode custom.mlir > custom.mlirbc
mlir-opt-22 --split-input-file custom_errors.mlir 2> custom_errors.expected > /dev/null || true
# `test.with_nice_properties`' custom syntax (its print and parse hooks).
mlir-opt-22 custom_text.mlir > custom_text.custom
mlir-opt-22 --mlir-print-op-generic custom_text.mlir > custom_text.generic
mlir-opt-22 --split-input-file custom_text_errors.mlir 2> custom_text_errors.expected > /dev/null || true
# A custom kind without bytecode hooks
# (`test.using_int_property_with_worse_bytecode`): its attribute form in
# bytecode.
mlir-opt-22 --mlir-print-op-generic worse.mlir > worse.generic
mlir-opt-22 --emit-bytecode worse.mlir > worse.mlirbc
mlir-opt-22 --split-input-file worse_errors.mlir 2> worse_errors.expected > /dev/null || true
# Confined properties in every wrapper (`test.op_with_property_predicates`).
mlir-opt-22 predicates.mlir > predicates.custom
mlir-opt-22 --mlir-print-op-generic predicates.mlir > predicates.generic
mlir-opt-22 --emit-bytecode predicates.mlir > predicates.mlirbc
mlir-opt-22 --split-input-file predicates_errors.mlir 2> predicates_errors.expected > /dev/null || true
# Custom-storage properties an op does not hold: their storage's default.
mlir-opt-22 custom_default.mlir > custom_default.custom
mlir-opt-22 --mlir-print-op-generic custom_default.mlir > custom_default.generic
mlir-opt-22 --emit-bytecode custom_default.mlir > custom_default.mlirbc
mlir-opt-22 --split-input-file custom_default_errors.mlir 2> custom_default_errors.expected > /dev/null || true
# `prop-dict` keys that are no property, and the generic form dropping them.
mlir-opt-22 --split-input-file unknown_keys.mlir 2> unknown_keys.expected > /dev/null || true
mlir-opt-22 --mlir-print-op-generic unknown_keys_generic.mlir > unknown_keys_generic.generic
