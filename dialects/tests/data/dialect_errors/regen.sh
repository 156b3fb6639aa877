#!/bin/sh
# Regenerates the `.expected` files of this directory with mlir-opt-22: for
# every case of NAME.mlir (cases separated by `// -----` lines), the first
# `error:` line mlir-opt-22 prints, or `<verified>` when the case is valid.
# Each case is run on its own, padded with blank lines so that line numbers
# match the whole file (as with `--split-input-file`).
#
# Usage: sh regen.sh [NAME.mlir ...]   (default: every .mlir here)
set -eu
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
export MLIR_OPT
if [ "$#" -eq 0 ]; then set -- *.mlir; fi
for f in "$@"; do
  python3 - "$f" <<'PY'
import os, subprocess, sys, tempfile
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
lines = text.splitlines(keepends=True)
chunks, cur, start = [], [], 0
for i, line in enumerate(lines):
    if line.rstrip() == "// -----":
        chunks.append((start, cur))
        cur, start = [], i + 1
    else:
        cur.append(line)
chunks.append((start, cur))
out = []
with tempfile.TemporaryDirectory() as d:
    tmp = os.path.join(d, os.path.basename(path))
    for start, body in chunks:
        with open(tmp, "w", encoding="utf-8") as t:
            t.write("\n" * start + "".join(body))
        r = subprocess.run([os.environ["MLIR_OPT"], "--allow-unregistered-dialect", os.path.basename(path)],
                           cwd=d, capture_output=True, text=True)
        first = next((l for l in r.stderr.splitlines() if ": error: " in l), None)
        out.append(first if first is not None else "<verified>")
with open(path[: -len(".mlir")] + ".expected", "w", encoding="utf-8") as e:
    e.write("\n".join(out) + "\n")
PY
done
