# Shared by the compare_*.sh scripts (sourced, not run): the repository's
# root, the tools under comparison, a scratch directory, the size arguments
# of the generator-based scripts, and wall-time statistics.

compare_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Prints the calling script's header comment (its usage).
compare_usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
}

# Parses `-n OPS`, `--seed S`, `--runs R` and `-h` into the variables ops,
# seed and runs (the caller sets their defaults first).
compare_size_args() {
  while [ $# -gt 0 ]; do
    case "$1" in
      -n | --ops) ops="$2"; shift 2 ;;
      --seed) seed="$2"; shift 2 ;;
      --runs) runs="$2"; shift 2 ;;
      -h | --help) compare_usage; exit 0 ;;
      *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
  done
}

# Sets mlir_opt (MLIR_OPT, default mlir-opt-22), rods_opt (RODS_OPT, or a
# fresh release build of rods-opt) and work (WORK, or a fresh mktemp -d).
compare_tools() {
  mlir_opt="${MLIR_OPT:-mlir-opt-22}"
  command -v "$mlir_opt" >/dev/null || { echo "$mlir_opt not found (apt-get install mlir-22-tools)" >&2; exit 1; }
  if [ -z "${RODS_OPT:-}" ]; then
    (cd "$compare_repo" && cargo build --release -q -p dialects --bin rods-opt)
    rods_opt="$compare_repo/target/release/rods-opt"
  else
    rods_opt="$RODS_OPT"
  fi
  work="${WORK:-$(mktemp -d)}"
  mkdir -p "$work"
}

# Sets gen to the large-module generator (GEN, default
# ../shared/tools/gen-large-mlir beside the repository).
compare_generator() {
  gen="${GEN:-$compare_repo/../shared/tools/gen-large-mlir}"
  [ -f "$gen" ] || { echo "generator not found: $gen (set GEN)" >&2; exit 1; }
}

# `wall N WARMUP CMD...`: mean and standard deviation of CMD's wall time in
# seconds over N runs after WARMUP unmeasured ones; hyperfine when
# installed, else GNU time.
wall() {
  local n="$1" warmup="$2"
  shift 2
  if command -v hyperfine >/dev/null; then
    local json="$work/hf.json"
    hyperfine -N --warmup "$warmup" --runs "$n" --export-json "$json" "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.4f %.4f" % (r["mean"], r["stddev"]))' "$json"
  else
    [ -x /usr/bin/time ] || { echo "neither hyperfine nor /usr/bin/time found (apt-get install hyperfine)" >&2; exit 1; }
    local t=()
    for _ in $(seq "$warmup"); do "$@" >/dev/null 2>&1; done
    for _ in $(seq "$n"); do
      /usr/bin/time -f '%e' -o "$work/time.txt" "$@" >/dev/null 2>&1
      t+=("$(cat "$work/time.txt")")
    done
    printf '%s\n' "${t[@]}" | python3 -c 'import sys,statistics as s; v=[float(x) for x in sys.stdin if x.strip()]; print("%.4f %.4f" % (s.mean(v), s.pstdev(v)))'
  fi
}
