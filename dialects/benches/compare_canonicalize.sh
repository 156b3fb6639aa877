#!/usr/bin/env bash
# Whole-process comparison of `rods-opt --canonicalize` with
# `mlir-opt-22 --canonicalize` on the large arith/scf module of the
# `canonicalize` bench (support/gen_arith.rs): wall time of each tool, the
# ratio, the time of the canonicalizer alone (from --mlir-timing), and a
# byte-for-byte check of the outputs.
#
# Usage: dialects/benches/compare_canonicalize.sh [--runs R] [--pipeline P]
#   R  timed runs per tool (default 5)
#   P  run --pass-pipeline=P instead of --canonicalize
# Environment: RODS_OPT (binary to test; default: builds target/release/rods-opt),
#   MLIR_OPT (default mlir-opt-22), RODS_BENCH_FUNCS / RODS_BENCH_OPS (module
#   size, default 40 functions of 2000 ops), WORK (scratch directory).
# Uses hyperfine when installed, else GNU time. Both tools
# get the same flags: <pass flags> --mlir-print-op-generic IN -o OUT. Time it
# on a quiet machine: the load average is printed with the results.
set -euo pipefail

source "$(dirname "$0")/compare_lib.sh"
runs=5
pipeline=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --pipeline) pipeline="$2"; shift 2 ;;
    -h | --help) compare_usage; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
compare_tools
in="$work/arith.mlir"
(cd "$compare_repo" && cargo bench -q -p dialects --bench canonicalize -- --write-input "$in")
if [ -n "$pipeline" ]; then flags=(--pass-pipeline="$pipeline"); else flags=(--canonicalize); fi

"$mlir_opt" "${flags[@]}" --mlir-print-op-generic "$in" -o "$work/mlir.out"
"$rods_opt" "${flags[@]}" --mlir-print-op-generic "$in" -o "$work/rods.out"
if cmp -s "$work/mlir.out" "$work/rods.out"; then same="identical"; else same="DIFFERENT"; fi

read -r m _ < <(wall "$runs" 1 "$mlir_opt" "${flags[@]}" --mlir-print-op-generic "$in" -o /dev/null)
read -r r _ < <(wall "$runs" 1 "$rods_opt" "${flags[@]}" --mlir-print-op-generic "$in" -o /dev/null)
pass_time() { "$1" "${flags[@]}" --mlir-print-op-generic --mlir-timing "$in" -o /dev/null 2>&1 \
  | awk '/Canonicalizer$/ { t += ($1 + 0) } END { printf "%.4f", t }'; }

ops=$(grep -c '= "' "$in" || true)
printf 'input: %s (%s bytes, ~%s ops); outputs %s\n' "$in" "$(stat -c %s "$in")" "$ops" "$same"
printf 'load average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf 'whole process: mlir-opt-22 %.3f s, rods-opt %.3f s, ratio mlir-opt-22/rods-opt %.2f\n' "$m" "$r" "$(echo "$m / $r" | bc -l)"
printf 'canonicalizer alone (--mlir-timing): mlir-opt-22 %s s, rods-opt %s s\n' "$(pass_time "$mlir_opt")" "$(pass_time "$rods_opt")"
[ "$same" = identical ]
