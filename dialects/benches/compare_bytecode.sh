#!/usr/bin/env bash
# Whole-process comparison of rods-opt with mlir-opt-22 on bytecode: the large
# module of shared/tools/gen-large-mlir as bytecode in, bytecode out
# (`--emit-bytecode IN.mlirbc -o OUT.mlirbc`, both tools verify in between),
# and the read and write phases inside that run (each tool's `--mlir-timing`
# "Parser" and "Output" lines, medians of 5). Checks first that both tools
# write the same bytes.
#
# Usage: dialects/benches/compare_bytecode.sh [-n OPS] [--seed S] [--runs R]
#   OPS   ops in the generated function (default 200000)
#   S     generator seed (default 1)
#   R     timed runs per tool (default 10)
# Environment: RODS_OPT (binary to test; default: builds target/release/rods-opt),
#   MLIR_OPT (default mlir-opt-22), GEN (generator; default ../shared/tools/gen-large-mlir),
#   WORK (scratch directory; default a fresh mktemp -d).
#
# Uses hyperfine when installed (apt-get install hyperfine), else GNU time.
# Time it on a quiet machine: the load average is printed with the results.
set -euo pipefail

source "$(dirname "$0")/compare_lib.sh"
ops=200000
seed=1
runs=10
compare_size_args "$@"
compare_tools
compare_generator

python3 "$gen" -n "$ops" --seed "$seed" -o "$work/in.mlir"
"$mlir_opt" --allow-unregistered-dialect --emit-bytecode "$work/in.mlir" -o "$work/in.mlirbc"
flags=(--allow-unregistered-dialect)

# Correctness first: both tools write the same bytes.
"$rods_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o "$work/rods.mlirbc"
"$mlir_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o "$work/mlir.mlirbc"
if cmp -s "$work/rods.mlirbc" "$work/mlir.mlirbc"; then same=identical; else same=DIFFERENT; fi

# Median of the `--mlir-timing` line NAME over 5 runs (seconds).
phase() {
  local name="$1"
  shift
  for _ in 1 2 3 4 5; do
    "$@" --mlir-timing 2>&1 >/dev/null | awk -v n="$name" '$NF == n { print $1 }' | head -1
  done | sort -n | sed -n 3p
}

read -r rods_rw rods_rw_sd < <(wall "$runs" 2 "$rods_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o "$work/rods.mlirbc")
read -r mlir_rw mlir_rw_sd < <(wall "$runs" 2 "$mlir_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o "$work/mlir.mlirbc")
rods_parse=$(phase Parser "$rods_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o /dev/null)
mlir_parse=$(phase Parser "$mlir_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o /dev/null)
rods_out=$(phase Output "$rods_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o /dev/null)
mlir_out=$(phase Output "$mlir_opt" "${flags[@]}" --emit-bytecode "$work/in.mlirbc" -o /dev/null)
nops=$(grep -c '"(' "$work/in.mlir")

python3 - "$nops" "$rods_rw" "$rods_rw_sd" "$mlir_rw" "$mlir_rw_sd" "$rods_parse" "$mlir_parse" \
  "$rods_out" "$mlir_out" "$same" "$(cut -d' ' -f1-3 /proc/loadavg)" "$(nproc)" "$(stat -c %s "$work/in.mlirbc")" <<'EOF'
import sys
a = sys.argv[1:]
nops = int(a[0])
rw, rwsd, mw, mwsd, rp, mp, ro, mo = map(float, a[1:9])
same, load, cpus, size = a[9], a[10], a[11], int(a[12])
print(f"input: {nops} ops, {size} bytes of bytecode; outputs {same}; load average {load} on {cpus} CPUs")
print(f"{'':34}{'rods-opt':>14}{'mlir-opt-22':>14}{'speed-up':>10}")
print(f"{'bc in -> bc out, whole process (s)':34}{rw:>9.3f}±{rwsd:<4.3f}{mw:>9.3f}±{mwsd:<4.3f}{mw / rw:>9.2f}x")
print(f"{'read (--mlir-timing Parser, s)':34}{rp:>14.3f}{mp:>14.3f}{mp / rp:>9.2f}x")
print(f"{'write (--mlir-timing Output, s)':34}{ro:>14.3f}{mo:>14.3f}{mo / ro:>9.2f}x")
EOF
[ "$same" = identical ]
