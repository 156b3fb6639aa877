#!/bin/sh
# Regenerates upstream_traits.txt: for each op below, the trait list of the
# `Op<...>` class mlir-tblgen-22 generates (the order of upstream's
# `verifyTraits`), names without namespaces and template arguments.
#
# Usage: sh regen.sh
set -eu
cd "$(dirname "$0")"
INC=${MLIR_INCLUDE:-/usr/lib/llvm-22/include}
TBLGEN=${MLIR_TBLGEN:-mlir-tblgen-22}
{
  while read -r op td class; do
    "$TBLGEN" --gen-op-decls -I "$INC" "$INC/mlir/Dialect/$td" 2>/dev/null |
      tr '\n' ' ' | grep -o "class $class : public ::mlir::Op<[^{]*" | head -1 |
      sed -e "s/^class $class : public ::mlir::Op<$class, //" -e 's/> *$//' \
          -e 's/<[^<>]*>//g' -e 's/::Impl//g' -e 's/::Trait//g' -e 's/::mlir::[a-z]*::*//g' \
          -e 's/::mlir:://g' -e 's/OpTrait:://g' -e 's/  */ /g' |
      sed "s/^/$op: /"
  done <<'OPS'
cf.br ControlFlow/IR/ControlFlowOps.td BranchOp
cf.cond_br ControlFlow/IR/ControlFlowOps.td CondBranchOp
cf.switch ControlFlow/IR/ControlFlowOps.td SwitchOp
func.call Func/IR/FuncOps.td CallOp
scf.for SCF/IR/SCFOps.td ForOp
scf.if SCF/IR/SCFOps.td IfOp
memref.cast MemRef/IR/MemRefOps.td CastOp
memref.dim MemRef/IR/MemRefOps.td DimOp
tensor.cast Tensor/IR/TensorOps.td CastOp
tensor.dim Tensor/IR/TensorOps.td DimOp
arith.extui Arith/IR/ArithOps.td ExtUIOp
memref.global MemRef/IR/MemRefOps.td GlobalOp
tosa.variable Tosa/IR/TosaOps.td VariableOp
ml_program.global MLProgram/IR/MLProgramOps.td GlobalOp
scf.execute_region SCF/IR/SCFOps.td ExecuteRegionOp
scf.while SCF/IR/SCFOps.td WhileOp
scf.parallel SCF/IR/SCFOps.td ParallelOp
scf.forall SCF/IR/SCFOps.td ForallOp
affine.for Affine/IR/AffineOps.td AffineForOp
affine.if Affine/IR/AffineOps.td AffineIfOp
linalg.generic Linalg/IR/LinalgStructuredOps.td GenericOp
linalg.map Linalg/IR/LinalgStructuredOps.td MapOp
tensor.insert_slice Tensor/IR/TensorOps.td InsertSliceOp
vector.transfer_write Vector/IR/VectorOps.td TransferWriteOp
bufferization.materialize_in_destination Bufferization/IR/BufferizationOps.td MaterializeInDestinationOp
arith.addf Arith/IR/ArithOps.td AddFOp
math.exp Math/IR/MathOps.td ExpOp
vector.fma Vector/IR/VectorOps.td FMAOp
OPS
} > upstream_traits.txt
