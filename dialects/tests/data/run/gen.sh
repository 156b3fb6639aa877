#!/bin/sh
# Regenerates the lowered levels of linear_tosa.mlir and cnn_tosa.mlir with
# mlir-opt-22 (run from this directory). rods-run must give the same numbers
# at every level (dialects/tests/it/run.rs).
set -e
TOSA="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)"
BUF="$TOSA,canonicalize,one-shot-bufferize{bufferize-function-boundaries}"
for m in linear cnn; do
  mlir-opt-22 ${m}_tosa.mlir --pass-pipeline="builtin.module($TOSA)" -o ${m}_1_linalg.mlir
  mlir-opt-22 ${m}_tosa.mlir --pass-pipeline="builtin.module($BUF)" -o ${m}_2_bufferized.mlir
  mlir-opt-22 ${m}_tosa.mlir --pass-pipeline="builtin.module($BUF,func.func(convert-linalg-to-affine-loops),canonicalize)" -o ${m}_3_affine.mlir
  mlir-opt-22 ${m}_tosa.mlir --pass-pipeline="builtin.module($BUF,func.func(convert-linalg-to-loops))" -o ${m}_4_scf.mlir
  mlir-opt-22 ${m}_tosa.mlir --pass-pipeline="builtin.module($BUF,func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf)" -o ${m}_5_cf.mlir
  mlir-opt-22 ${m}_3_affine.mlir --pass-pipeline="builtin.module(lower-affine,convert-scf-to-cf)" -o ${m}_6_affine_to_cf.mlir
done
mlir-opt-22 ops_tosa.mlir --pass-pipeline="builtin.module($TOSA)" -o ops_1_linalg.mlir
mlir-opt-22 ops_tosa.mlir --pass-pipeline="builtin.module($BUF,func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf)" -o ops_5_cf.mlir
mlir-opt-22 control.mlir --pass-pipeline="builtin.module(lower-affine,convert-scf-to-cf)" -o control_cf.mlir
