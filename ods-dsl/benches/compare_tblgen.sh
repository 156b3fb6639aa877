#!/usr/bin/env bash
# Generation time per op: `rods-tblgen --gen-rust` on rods' `.ods` of eleven
# upstream dialects against `mlir-tblgen-22 -gen-op-decls` plus `-gen-op-defs`
# (two processes, as a build runs them) on upstream's `.td` of the same
# dialects, user + system CPU averaged over 20 runs each. rods' arith also
# generates its declarative patterns (ArithCanonicalization), which upstream
# generates from another file.
#
# Usage: ods-dsl/benches/compare_tblgen.sh (from the repository's root)
# Environment: MLIR_INCLUDE (default /usr/lib/llvm-22/include, from
#   libmlir-22-dev); builds target/release/rods-tblgen.
set -euo pipefail
inc="${MLIR_INCLUDE:-/usr/lib/llvm-22/include}"
cargo build --release -q -p ods-dsl --bin rods-tblgen
declare -A td=(
  [affine]=Affine/IR/AffineOps.td [arith]=Arith/IR/ArithOps.td [complex]=Complex/IR/ComplexOps.td
  [func]=Func/IR/FuncOps.td [index]=Index/IR/IndexOps.td [math]=Math/IR/MathOps.td
  [memref]=MemRef/IR/MemRefOps.td [scf]=SCF/IR/SCFOps.td [tensor]=Tensor/IR/TensorOps.td
  [tosa]=Tosa/IR/TosaOps.td [vector]=Vector/IR/VectorOps.td)
tr=0; tm=0; nr=0; nm=0
for d in affine arith complex func index math memref scf tensor tosa vector; do
  f="$inc/mlir/Dialect/${td[$d]}"
  ops_r=$(target/release/rods-tblgen --gen-rust -I dialects/src/$d dialects/src/$d/$d.ods | grep -c 'ods_builders!')
  ops_m=$(mlir-tblgen-22 -gen-op-decls -I "$inc" "$f" | grep -c '^class .* : public ::mlir::Op<')
  r=$( { /usr/bin/time -f '%U %S' bash -c "for i in {1..20}; do target/release/rods-tblgen --gen-rust -I dialects/src/$d dialects/src/$d/$d.ods >/dev/null; done" ; } 2>&1 | tail -1)
  m=$( { /usr/bin/time -f '%U %S' bash -c "for i in {1..20}; do mlir-tblgen-22 -gen-op-decls -I $inc $f >/dev/null; mlir-tblgen-22 -gen-op-defs -I $inc $f >/dev/null; done" ; } 2>&1 | tail -1)
  rc=$(echo "$r" | awk '{print ($1+$2)/20}'); mc=$(echo "$m" | awk '{print ($1+$2)/20}')
  printf '%-8s rods %3d ops %.3f s (%.2f ms/op)   mlir-tblgen-22 %3d ops %.3f s (%.2f ms/op)\n' "$d" "$ops_r" "$rc" "$(echo "$rc*1000/$ops_r" | bc -l)" "$ops_m" "$mc" "$(echo "$mc*1000/$ops_m" | bc -l)"
  tr=$(echo "$tr+$rc" | bc -l); tm=$(echo "$tm+$mc" | bc -l); nr=$((nr+ops_r)); nm=$((nm+ops_m))
done
printf 'total    rods %d ops %.3f s (%.2f ms/op)   mlir-tblgen-22 %d ops %.3f s (%.2f ms/op)\n' "$nr" "$tr" "$(echo "$tr*1000/$nr" | bc -l)" "$nm" "$tm" "$(echo "$tm*1000/$nm" | bc -l)"
cut -d' ' -f1-3 /proc/loadavg
