#!/bin/sh
# Regenerates NAME.expected: mlir-opt-22's transform interpreter running the
# transform op of NAME.mlir's `// TRANSFORM:` line on the first op named on
# its `// MATCH:` line (the schedule is a preloaded library, so that it stays
# out of the output; `without_inits/` holds cases of ops whose TilingInterface
# another branch adds). The transform op returns 2 handles for
# `tile_using_forall` and `fuse {use_forall}`, else one more than its nonzero
# tile sizes.
set -e
cd "$(dirname "$0")"
for f in *.mlir without_inits/*.mlir; do
  op=$(sed -n 's|^// MATCH: ||p' "$f")
  line=$(sed -n 's|^// TRANSFORM: ||p' "$f")
  case "$line" in
    *tile_using_forall* | *use_forall*) n=2 ;;
    *)
      sizes=$(echo "$line" | sed 's/.*tile_sizes *\[\([^]]*\)\].*/\1/' | tr ',' ' ')
      n=1
      for s in $sizes; do [ "$s" != 0 ] && n=$((n + 1)); done
      ;;
  esac
  types="!transform.any_op"
  i=1; while [ $i -lt $n ]; do types="$types, !transform.any_op"; i=$((i + 1)); done
  lib=$(mktemp --suffix=.mlir)
  cat > "$lib" <<SCHED
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["$op"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1:$n = $line : (!transform.any_op) -> ($types)
    transform.yield
  }
}
SCHED
  mlir-opt-22 "$f" --transform-preload-library=transform-library-paths="$lib" --transform-interpreter > "${f%.mlir}.expected"
  rm -f "$lib"
done
