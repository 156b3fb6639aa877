#!/usr/bin/env bash
# Fills fuzz/seeds/<target>/ with starting inputs from the repository's own
# test data (MLIR text and bytecode, .ods files, assembly formats, pass
# pipelines). The committed corpora (fuzz/corpus/<target>/) are what
# `cargo fuzz cmin` kept of these plus what the fuzzer found; run this
# before a long session to start again from everything.
set -euo pipefail
cd "$(dirname "$0")"
root=..
rm -rf seeds && mkdir -p seeds/{dialect_text,dialect_bytecode,pass_pipeline,ods_source,assembly_format}

# MLIR text: the corpus, the ops corpus, and upstream's test files split at
# `// -----` (one chunk per file).
for f in $root/dialects/tests/data/corpus/*.mlir $root/dialects/tests/data/ops_corpus/*.mlir; do
  cp "$f" seeds/dialect_text/
done
for f in $root/dialects/tests/data/upstream/*/*.mlir; do
  base=$(basename "$(dirname "$f")")_$(basename "$f" .mlir)
  awk -v out="seeds/dialect_text/$base" 'BEGIN{n=0; file=out "_" n ".mlir"}
    /^\/\/ -----/ {n++; file=out "_" n ".mlir"; next} {print > file}' "$f"
done

# Bytecode of every version.
find $root/dialects/tests/data -name '*.mlirbc' -exec cp {} seeds/dialect_bytecode/ \;

# .ods definitions (without includes, which the target skips).
i=0
for f in $(find $root/dialects/src $root/examples $root/ui-tests -name '*.ods'); do
  i=$((i + 1))
  grep -v '^include' "$f" > "seeds/ods_source/$i.ods" || true
done

# Assembly formats: every `format "..."` of the dialects' .ods files.
grep -rhoE 'format "([^"\\]|\\.)*"' $root/dialects/src --include='*.ods' | sed -E 's/^format "(.*)"$/\1/' |
  sort -u | awk '{print > ("seeds/assembly_format/" NR ".txt")}'

# Pass pipelines.
p=seeds/pass_pipeline
echo -n 'builtin.module(canonicalize,cse,symbol-dce)' > $p/1
echo -n 'builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops),canonicalize)' > $p/2
echo -n 'builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf,cse)' > $p/3
echo -n 'builtin.module(canonicalize{max-iterations=2 region-simplify=disabled},cse)' > $p/4
echo -n 'builtin.module(func.func(linalg-generalize-named-ops,convert-linalg-to-affine-loops),lower-affine)' > $p/5
echo -n 'builtin.module(convert-tosa-to-top)' > $p/6
echo "seeds: $(find seeds -type f | wc -l) files"
