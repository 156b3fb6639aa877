#!/usr/bin/env bash
# Records mlir-opt-22's stdout, stderr and exit status for each case of
# cases.txt (run from this directory, so that locations name the file as
# the tests do): case-N.stdout, case-N.stderr, case-N.status.
set -uo pipefail
cd "$(dirname "$0")"
M="${MLIR_OPT:-mlir-opt-22}"
n=0
grep -v '^#' cases.txt | while read -r input args; do
  n=$((n + 1))
  # shellcheck disable=SC2086
  "$M" "$input" $args > "case-$n.stdout" 2> "case-$n.stderr"
  echo $? > "case-$n.status"
done
