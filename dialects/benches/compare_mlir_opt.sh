#!/usr/bin/env bash
# Whole-process comparison of rods-opt with mlir-opt-22 on the large module of
# shared/tools/gen-large-mlir: wall time, peak RSS, bytes per op, start-up time
# on an empty input, and a byte-for-byte check of the outputs.
#
# Usage: dialects/benches/compare_mlir_opt.sh [-n OPS] [--seed S] [--runs R]
#   OPS   ops in the generated function (default 200000)
#   S     generator seed (default 1)
#   R     timed runs per tool (default 5; start-up uses 50)
# Environment: RODS_OPT (binary to test; default: builds target/release/rods-opt),
#   MLIR_OPT (default mlir-opt-22), GEN (generator; default ../shared/tools/gen-large-mlir),
#   WORK (scratch directory; default a fresh mktemp -d).
#
# Uses hyperfine for times when installed (apt-get install hyperfine), else
# /usr/bin/time; peak RSS always comes from GNU time (`/usr/bin/time -v`).
# Both tools run the same flags: --allow-unregistered-dialect
# --mlir-print-op-generic IN -o OUT. Bytes per op is
# (peak RSS on the module - peak RSS on an empty file) / ops, where ops counts
# every operation of the module (module, function and return included).
# Time it on a quiet machine: the load average is printed with the results.
set -euo pipefail

source "$(dirname "$0")/compare_lib.sh"
ops=200000
seed=1
runs=5
compare_size_args "$@"
compare_tools
compare_generator
[ -x /usr/bin/time ] || { echo "/usr/bin/time not found (apt-get install time)" >&2; exit 1; }

in="$work/in.mlir"
empty="$work/empty.mlir"
python3 "$gen" -n "$ops" --seed "$seed" -o "$in"
: > "$empty"
nops=$(grep -c '"(' "$in")
flags=(--allow-unregistered-dialect --mlir-print-op-generic)

# Correctness first: both outputs must be identical.
"$rods_opt" "${flags[@]}" "$in" -o "$work/rods.mlir"
"$mlir_opt" "${flags[@]}" "$in" -o "$work/mlir.mlir"
if cmp -s "$work/rods.mlir" "$work/mlir.mlir"; then same=identical; else same=DIFFERENT; fi

# Peak RSS (KiB): the median of three runs.
peak_rss() {
  local vals=()
  for _ in 1 2 3; do
    vals+=("$(/usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {print $2}')")
  done
  printf '%s\n' "${vals[@]}" | sort -n | sed -n 2p
}

read -r rods_t rods_sd < <(wall "$runs" 1 "$rods_opt" "${flags[@]}" "$in" -o "$work/rods.mlir")
read -r mlir_t mlir_sd < <(wall "$runs" 1 "$mlir_opt" "${flags[@]}" "$in" -o "$work/mlir.mlir")
read -r rods_s rods_ssd < <(wall 50 1 "$rods_opt" "${flags[@]}" "$empty" -o /dev/null)
read -r mlir_s mlir_ssd < <(wall 50 1 "$mlir_opt" "${flags[@]}" "$empty" -o /dev/null)
rods_rss=$(peak_rss "$rods_opt" "${flags[@]}" "$in" -o /dev/null)
mlir_rss=$(peak_rss "$mlir_opt" "${flags[@]}" "$in" -o /dev/null)
rods_rss0=$(peak_rss "$rods_opt" "${flags[@]}" "$empty" -o /dev/null)
mlir_rss0=$(peak_rss "$mlir_opt" "${flags[@]}" "$empty" -o /dev/null)

python3 - "$nops" "$rods_t" "$rods_sd" "$mlir_t" "$mlir_sd" "$rods_s" "$rods_ssd" "$mlir_s" "$mlir_ssd" \
  "$rods_rss" "$mlir_rss" "$rods_rss0" "$mlir_rss0" "$same" "$(cut -d' ' -f1-3 /proc/loadavg)" "$(nproc)" <<'EOF'
import sys
a = sys.argv[1:]
nops = int(a[0])
rt, rsd, mt, msd, rs, rssd, ms, mssd = map(float, a[1:9])
rr, mr, rr0, mr0 = map(int, a[9:13])
same, load, cpus = a[13], a[14], a[15]
rb = (rr - rr0) * 1024 / nops
mb = (mr - mr0) * 1024 / nops
print(f"input: {nops} ops; outputs {same}; load average {load} on {cpus} CPUs")
print(f"{'':24}{'rods-opt':>14}{'mlir-opt-22':>14}{'rods/mlir':>11}")
print(f"{'wall time (s)':24}{rt:>9.3f}±{rsd:<4.3f}{mt:>9.3f}±{msd:<4.3f}{rt / mt:>11.2f}")
print(f"{'speed-up':24}{mt / rt:>14.2f}x")
print(f"{'start-up, empty (ms)':24}{rs * 1e3:>9.2f}±{rssd * 1e3:<4.1f}{ms * 1e3:>9.2f}±{mssd * 1e3:<4.1f}{rs / ms:>11.2f}")
print(f"{'peak RSS (MiB)':24}{rr / 1024:>14.1f}{mr / 1024:>14.1f}{rr / mr:>11.2f}")
print(f"{'peak RSS, empty (MiB)':24}{rr0 / 1024:>14.1f}{mr0 / 1024:>14.1f}")
print(f"{'bytes/op':24}{rb:>14.0f}{mb:>14.0f}{rb / mb:>11.2f}")
EOF
[ "$same" = identical ]
