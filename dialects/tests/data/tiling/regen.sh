#!/bin/sh
# Regenerates NAME.expected: mlir-opt-22's transform interpreter tiling the op
# named on NAME.mlir's `// TILE: OP SIZES...` line with
# `transform.structured.tile_using_for` (the schedule is a preloaded library,
# so that it stays out of the output).
set -e
cd "$(dirname "$0")"
for f in *.mlir; do
  set -- $(sed -n 's|^// TILE: ||p' "$f")
  op=$1; shift
  sizes=$(echo "$@" | sed 's/ /, /g')
  loops=0
  for s in "$@"; do [ "$s" != 0 ] && loops=$((loops + 1)); done
  types="!transform.any_op"
  i=0; while [ $i -lt $loops ]; do types="$types, !transform.any_op"; i=$((i + 1)); done
  lib=$(mktemp --suffix=.mlir)
  cat > "$lib" <<SCHED
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["$op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1:$((loops + 1)) = transform.structured.tile_using_for %0 tile_sizes [$sizes] : (!transform.any_op) -> ($types)
    transform.yield
  }
}
SCHED
  mlir-opt-22 "$f" --transform-preload-library=transform-library-paths="$lib" --transform-interpreter > "${f%.mlir}.expected"
  rm -f "$lib"
done
