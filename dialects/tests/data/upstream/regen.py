#!/usr/bin/env python3
"""Regenerates manifest.tsv: mlir-opt-22's verdict on every chunk of the
upstream MLIR test files in this folder.

Run from anywhere: `python3 dialects/tests/data/upstream/regen.py`
(needs `mlir-opt-22` on PATH, or MLIR_OPT=/path/to/mlir-opt).

Each `<Dir>/<file>.mlir` and `<Dir>/<sub>/<file>.mlir` is cut into chunks as its first RUN line says:
- `split`: at `// -----` when the RUN line has `-split-input-file`. A chunk
  is run alone, at its own lines and columns: everything before its split
  marker is blanked (newlines kept), so that mlir-opt sees one blank chunk,
  the marker and the chunk, and the chunk's output is what follows the
  first `// -----` line of the output.
- `whole`: otherwise the file is one chunk, run as it is (without
  `--split-input-file`, so a `// -----` in it is only a comment).
- `piece`: a single-chunk file that mlir-opt-22 rejects as a whole (the
  stored upstream version is newer or older than MLIR 22 and one op sinks
  it) is cut into top-level pieces instead. A statement starts at a line
  outside any bracket (`(`, `[`, `{` counted outside strings and `//`
  comments) whose column 0 is not blank, not a `//` comment and not a
  bracket, and runs to the next statement. Alias definitions
  (`#name = ...`, `!name = ...`) are kept in every piece; every other
  statement (a `func.func`, `module`, `memref.global`, ...) is one piece,
  run alone at its own lines and columns: everything else is blanked
  (newlines kept), and it runs like a whole file.

With REGEN_CACHE=/path/to/cache.json, mlir-opt-22's answers are kept
there between runs, so that adding a file reruns only its chunks.

Columns of manifest.tsv (tab-separated, one line per chunk):
  file     path relative to this folder
  chunk    chunk (or piece) index (0-based)
  line     1-based line where the chunk starts
  plain    `accept` or `reject`: mlir-opt-22 with the RUN line's
           `-allow-unregistered-dialect` only (no verify-diagnostics)
  diag     `ok` / `fail`: `-verify-diagnostics` on the chunk (files whose RUN
           line has it), `-` otherwise
  pretty, generic, bytecode
           sha256 of mlir-opt-22's custom-form, generic-form and bytecode
           output of an accepted chunk, `-` otherwise
  cut      how the file was cut: `split`, `whole` or `piece` (above); the
           same on every line of a file
"""

import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")
MARKER = "// -----"


def run_line_flags(text):
    """The flags of the first RUN line: (split, verify, allow_unregistered)."""
    for line in text.splitlines():
        if line.startswith("// RUN:"):
            return (
                "split-input-file" in line,
                "verify-diagnostics" in line,
                "allow-unregistered-dialect" in line,
            )
    return (False, False, False)


def chunk_starts(text, split):
    """Byte offsets where each chunk starts (after its marker), and the
    offset of each chunk's marker (None for the first)."""
    if not split:
        return [(None, 0, len(text))]
    chunks = []
    marker_at = None
    start = 0
    while True:
        p = text.find(MARKER, start)
        if p < 0:
            chunks.append((marker_at, start, len(text)))
            return chunks
        chunks.append((marker_at, start, p))
        marker_at = p
        start = p + len(MARKER)


def blank(s):
    return "".join(c if c == "\n" else " " for c in s)


def padded(text, marker_at, start, end):
    """The chunk at its own position, behind a blank chunk and a marker."""
    if marker_at is None:
        return text[start:end]
    return blank(text[:marker_at]) + MARKER + text[start:end]


ALIAS = re.compile(r"[#!][\w.$-]+\s*=")


def bracket_balance(line):
    """Opened minus closed `(`, `[`, `{` on a line, outside strings and a
    trailing `//` comment."""
    balance, in_string, escaped = 0, False, False
    for i, c in enumerate(line):
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif line.startswith("//", i):
            break
        elif c in "([{":
            balance += 1
        elif c in ")]}":
            balance -= 1
    return balance


def statements(text):
    """Top-level statements as (start, end, is_alias): a statement starts at
    a line outside any bracket whose column 0 is not blank, not a `//`
    comment and not a bracket, and ends where the next one starts."""
    starts = []
    offset, depth = 0, 0
    for line in text.split("\n"):
        first = line[:1]
        opens = first and not first.isspace() and first not in "()[]{}<>"
        if depth == 0 and opens and not line.startswith("//"):
            starts.append(offset)
        depth = max(0, depth + bracket_balance(line))
        offset += len(line) + 1
    ends = starts[1:] + [len(text)]
    return [(s, e, bool(ALIAS.match(text, s))) for s, e in zip(starts, ends)]


def pieces(text):
    """Each non-alias statement with every alias definition, everything else
    blanked: (start of the statement, body)."""
    stmts = statements(text)
    aliases = [(s, e) for s, e, alias in stmts if alias]
    out = []
    for start, end, alias in stmts:
        if alias:
            continue
        keep = sorted(aliases + [(start, end)])
        body, at = [], 0
        for s, e in keep:
            body.append(blank(text[at:s]))
            body.append(text[s:e])
            at = e
        body.append(blank(text[at:]))
        out.append((start, "".join(body)))
    return out


CACHE_PATH = os.environ.get("REGEN_CACHE")
CACHE = {}
if CACHE_PATH and os.path.exists(CACHE_PATH):
    with open(CACHE_PATH, encoding="utf-8") as f:
        CACHE = json.load(f)


def run_hashed(rel, body, flags):
    """(exit code, sha256 of the chunk's output) of `run`, from the cache
    when REGEN_CACHE names one."""
    key = hashlib.sha256(json.dumps([MLIR_OPT, rel, body, flags]).encode()).hexdigest()
    if key not in CACHE:
        code, out = run(rel, body, flags)
        CACHE[key] = [code, hashlib.sha256(out).hexdigest()]
    return CACHE[key]


def run(rel, body, flags):
    """Runs mlir-opt-22 on `body` saved as `rel` (so locations carry that
    name) and returns (exit code, output of the chunk)."""
    with tempfile.TemporaryDirectory(prefix="rods-regen-") as tmp:
        path = os.path.join(tmp, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(body)
        p = subprocess.run([MLIR_OPT, *flags, rel], cwd=tmp, capture_output=True)
    out = p.stdout
    if "--split-input-file" in flags and body.find(MARKER) >= 0:
        cut = out.find(b"// -----\n")
        out = out[cut + len(b"// -----\n"):] if cut >= 0 else b""
    return p.returncode, out


def verdict(rel, i, line, body, verify, base, cut):
    """One manifest row: mlir-opt-22's verdict on one chunk."""
    code, _ = run_hashed(rel, body, base)
    plain = "accept" if code == 0 else "reject"
    diag = "-"
    if verify:
        code, _ = run_hashed(rel, body, base + ["--verify-diagnostics"])
        diag = "ok" if code == 0 else "fail"
    hashes = ["-", "-", "-"]
    if plain == "accept":
        hashes = []
        for extra in ([], ["--mlir-print-op-generic"], ["--emit-bytecode"]):
            hashes.append(run_hashed(rel, body, base + extra)[1])
    return "\t".join([rel, str(i), str(line), plain, diag, *hashes, cut])


def file_chunks(rel, text):
    """The file's chunks as (cut, [(index, line, body)]) and the flags to
    run them with; a single-chunk file mlir-opt-22 rejects as a whole is cut
    into top-level pieces."""
    split, verify, unreg = run_line_flags(text)
    base = ["--allow-unregistered-dialect"] if unreg else []
    if split:
        base = ["--split-input-file"] + base
        chunks = [
            (i, text.count("\n", 0, start) + 1, padded(text, marker_at, start, end))
            for i, (marker_at, start, end) in enumerate(chunk_starts(text, split))
        ]
        return "split", chunks, verify, base
    as_run = base + (["--verify-diagnostics"] if verify else [])
    if run_hashed(rel, text, as_run)[0] == 0 or not pieces(text):
        return "whole", [(0, 1, text)], verify, base
    chunks = [
        (i, text.count("\n", 0, start) + 1, body)
        for i, (start, body) in enumerate(pieces(text))
    ]
    return "piece", chunks, verify, base


def subdirs(path):
    """The sorted sub-folders of `path`, hidden ones left out."""
    return [
        d
        for d in sorted(os.listdir(path))
        if not d.startswith(".") and os.path.isdir(os.path.join(path, d))
    ]


def test_files():
    """Paths, relative to this folder, of `<Dir>/*.mlir` and
    `<Dir>/<sub>/*.mlir` (upstream's sub-folders, such as
    `Quant/Bytecode`), sorted as the manifest lists them."""
    rels = []
    for d in subdirs(HERE):
        for sub in [d] + [f"{d}/{s}" for s in subdirs(os.path.join(HERE, d))]:
            full = os.path.join(HERE, sub)
            rels += [f"{sub}/{n}" for n in sorted(os.listdir(full)) if n.endswith(".mlir")]
    return rels


def main():
    jobs = []
    for rel in test_files():
        with open(os.path.join(HERE, rel), encoding="utf-8") as f:
            text = f.read()
        cut, chunks, verify, base = file_chunks(rel, text)
        for i, line, body in chunks:
            jobs.append((rel, i, line, body, verify, base, cut))
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        rows = list(pool.map(lambda job: verdict(*job), jobs))
    with open(os.path.join(HERE, "manifest.tsv"), "w") as f:
        f.write("# generated by regen.py from mlir-opt-22's runs; do not edit\n")
        f.write("\n".join(rows) + "\n")
    if CACHE_PATH:
        with open(CACHE_PATH, "w", encoding="utf-8") as f:
            json.dump(CACHE, f)
    print(f"{len(rows)} chunks", file=sys.stderr)


if __name__ == "__main__":
    main()
