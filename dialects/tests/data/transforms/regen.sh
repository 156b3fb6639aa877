#!/usr/bin/env bash
# Regenerates the transformation test data from src/ with mlir-opt-22:
# the generic-form inputs (<pass>/NAME.mlir) and mlir-opt-22's outputs
# (NAME.expected; NAME.debuginfo.expected with --mlir-print-debuginfo;
# for pipeline/, NAME.stderr holds the --mlir-print-ir-after-all dumps).
# Runs from the data directories so that locations name the files as the
# tests do.
set -euo pipefail
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
PIPELINE='builtin.module(func.func(canonicalize,cse),symbol-dce)'
# canonicalize-aggressive/ runs --canonicalize=region-simplify=aggressive.
flag() { if [ "$1" = canonicalize-aggressive ]; then echo canonicalize=region-simplify=aggressive; else echo "$1"; fi; }
for pass in canonicalize canonicalize-aggressive cse symbol-dce loop-invariant-code-motion int-range-optimizations \
    arith-unsigned-when-equivalent pipeline; do
  mkdir -p "$pass"
  for f in src/"$pass"/*.mlir; do
    b="$(basename "$f" .mlir)"
    "$M" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$pass/$b.mlir"
    (
      cd "$pass"
      if [ "$pass" = pipeline ]; then
        "$M" --allow-unregistered-dialect --pass-pipeline="$PIPELINE" --mlir-disable-threading \
          --mlir-print-ir-after-all --mlir-print-op-generic "$b.mlir" > "$b.expected" 2> "$b.stderr"
      else
        "$M" --allow-unregistered-dialect --"$(flag "$pass")" --mlir-print-op-generic "$b.mlir" > "$b.expected"
        "$M" --allow-unregistered-dialect --"$(flag "$pass")" --mlir-print-op-generic --mlir-print-debuginfo \
          "$b.mlir" > "$b.debuginfo.expected"
      fi
    )
  done
done
# test.with_bounds is an op of rods' test dialect, which rods-opt does not
# register: transforms.rs runs the pass on these through the pass manager.
pass=int-range-test-dialect
mkdir -p "$pass"
for f in src/"$pass"/*.mlir; do
  b="$(basename "$f" .mlir)"
  "$M" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$pass/$b.mlir"
  (cd "$pass" && "$M" --allow-unregistered-dialect --int-range-optimizations --mlir-print-op-generic "$b.mlir" > "$b.expected")
done
# arith-int-range-narrowing with the widths of upstream's test (also on
# test.with_bounds, run like the above).
pass=int-range-narrowing
mkdir -p "$pass"
for f in src/"$pass"/*.mlir; do
  b="$(basename "$f" .mlir)"
  "$M" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$pass/$b.mlir"
  (cd "$pass" && "$M" --allow-unregistered-dialect --arith-int-range-narrowing="int-bitwidths-supported=1,8,16,24,32" \
    --mlir-print-op-generic "$b.mlir" > "$b.expected")
done
# Upstream's Index/int-range-inference.mlir with its RUN line's passes.
pass=int-range-index
mkdir -p "$pass"
for f in src/"$pass"/*.mlir; do
  b="$(basename "$f" .mlir)"
  "$M" --mlir-print-op-generic "$f" > "$pass/$b.mlir"
  (cd "$pass" && "$M" --int-range-optimizations --canonicalize --mlir-print-op-generic "$b.mlir" > "$b.expected")
done
# Upstream's int-range tests of the ops beyond arith and index (vector,
# tensor.dim, memref.dim, affine.apply) and rods' own cases, split at
# `// -----`: int-range-ops/ with --int-range-optimizations,
# int-range-ops-canonicalize/ (upstream's Vector/int-range-interface.mlir)
# with its RUN line's --int-range-optimizations --canonicalize. They use the
# test dialect: transforms.rs runs them through the pass manager.
for pass in int-range-ops int-range-ops-canonicalize; do
  mkdir -p "$pass"
  flags=(--int-range-optimizations)
  if [ "$pass" = int-range-ops-canonicalize ]; then flags+=(--canonicalize); fi
  for f in src/"$pass"/*.mlir; do
    b="$(basename "$f" .mlir)"
    "$M" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic "$f" > "$pass/$b.mlir"
    (cd "$pass" && "$M" --allow-unregistered-dialect --split-input-file "${flags[@]}" --mlir-print-op-generic \
      "$b.mlir" > "$b.expected")
  done
done
# Block merging on test-dialect branches (test.producing_br), run with
# region-simplify=aggressive through the pass manager with the test dialect.
pass=canonicalize-aggressive/test_dialect
mkdir -p "$pass"
for f in src/"$pass"/*.mlir; do
  b="$(basename "$f" .mlir)"
  "$M" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$pass/$b.mlir"
  (cd "$pass" && "$M" --allow-unregistered-dialect --canonicalize=region-simplify=aggressive --mlir-print-op-generic \
    "$b.mlir" > "$b.expected")
done
# The custom form of upstream's infer-int-range-test-ops.mlir after the pass
# (with locations: run from its directory, as the test names the file).
(
  cd src/int-range-test-dialect
  "$M" --allow-unregistered-dialect --int-range-optimizations infer_int_range_test_ops.mlir \
    > ../../int-range-test-dialect/infer_int_range_test_ops.custom.expected
  "$M" --allow-unregistered-dialect --int-range-optimizations --mlir-print-debuginfo infer_int_range_test_ops.mlir \
    > ../../int-range-test-dialect/infer_int_range_test_ops.custom.debuginfo.expected
)
