#!/usr/bin/env python3
"""Extracts structural facts about upstream MLIR 22 operations into
dialects/data/upstream_ops.tsv: name, structural traits and inherent
attribute names, one op per line.

The facts come from the upstream .td files of Debian's libmlir-22-dev, fully
resolved by `mlir-tblgen-22 --print-records`. Re-run after changing the list:

    apt-get install -y libmlir-22-dev mlir-22-tools
    python3 dialects/tools/extract_upstream_ops.py > dialects/data/upstream_ops.tsv

This table is the interim registry of upstream ops until the dialects are
declared in .ods (issue 7); it carries no verifier, only what the core
verifier and printer need (terminators, isolation, region kinds, which
attributes are inherent).
"""
import re
import subprocess
import sys

INCLUDE = "/usr/lib/llvm-22/include"
TD_FILES = [
    "Func/IR/FuncOps.td", "Arith/IR/ArithOps.td", "SCF/IR/SCFOps.td",
    "ControlFlow/IR/ControlFlowOps.td", "MemRef/IR/MemRefOps.td",
    "Affine/IR/AffineOps.td", "Linalg/IR/LinalgOps.td",
    "Linalg/IR/LinalgStructuredOps.td", "Tensor/IR/TensorOps.td",
    "Tosa/IR/TosaOps.td", "Tosa/IR/TosaShapeOps.td", "Tosa/IR/TosaUtilOps.td",
    "Math/IR/MathOps.td", "Bufferization/IR/BufferizationOps.td",
    "Vector/IR/VectorOps.td", "Complex/IR/ComplexOps.td", "Index/IR/IndexOps.td",
    "UB/IR/UBOps.td",
]

DEF_RE = re.compile(r"^def (\S+) \{\t// (.*)$")


def records(td):
    out = subprocess.run(
        ["mlir-tblgen-22", "--print-records", "-I", INCLUDE, f"{INCLUDE}/mlir/Dialect/{td}"],
        check=True, capture_output=True, text=True).stdout
    defs = {}
    cur = None
    for line in out.splitlines():
        m = DEF_RE.match(line)
        if m:
            cur = {"classes": m.group(2).split(), "fields": {}}
            defs[m.group(1)] = cur
        elif cur is not None and line.startswith("  ") and " = " in line:
            lhs, rhs = line.strip().split(" = ", 1)
            cur["fields"][lhs.split()[-1]] = rhs.rstrip(";")
    return defs


def trait_names(defs, traits):
    names = set()
    for t in re.findall(r"[A-Za-z0-9_]+", traits):
        d = defs.get(t)
        if d is None:
            continue
        names.add(t)
        trait = d["fields"].get("trait", "")
        names.add(trait.strip('"'))
        names.update(d["classes"])
        # Interfaces with extra traits (e.g. RegionKindInterface via graph traits).
        deps = d["fields"].get("dependentTraits", "")
        names.update(trait_names(defs, deps) if deps not in ("[]", "") else set())
    return names


def main():
    seen = set()
    rows = []
    for td in TD_FILES:
        try:
            defs = records(td)
        except (subprocess.CalledProcessError, FileNotFoundError) as e:
            print(f"skipping {td}: {e}", file=sys.stderr)
            continue
        for name, d in defs.items():
            f = d["fields"]
            if "Op" not in d["classes"] or "opName" not in f or "opDialect" not in f:
                continue
            dialect = defs.get(f["opDialect"], {}).get("fields", {}).get("name", "").strip('"')
            op = f'{dialect}.{f["opName"].strip(chr(34))}'
            if not dialect or op in seen:
                continue
            seen.add(op)
            traits = trait_names(defs, f.get("traits", "[]"))
            flags = []
            if "Terminator" in traits or "::mlir::OpTrait::IsTerminator" in traits:
                flags.append("terminator")
            if "NoTerminator" in traits or "GraphRegionNoTerminator" in traits:
                flags.append("no_terminator")
            if "IsolatedFromAbove" in traits:
                flags.append("isolated")
            if "SymbolTable" in traits:
                flags.append("symbol_table")
            if "HasOnlyGraphRegion" in traits or "GraphRegionNoTerminator" in traits:
                flags.append("graph")
            if any(t == "SingleBlock" or t.startswith("SingleBlockImplicitTerminator") for t in traits):
                flags.append("single_block")
            if "Pure" in traits:
                flags.append("pure")
            if "AutomaticAllocationScope" in traits:
                flags.append("alloc_scope")
            if "AffineScope" in traits:
                flags.append("affine_scope")
            attrs = []
            for arg, argname in re.findall(r"([A-Za-z0-9_]+(?:<[^$]*?>)?):\$([A-Za-z0-9_]+)", f.get("arguments", "")):
                base = re.match(r"[A-Za-z0-9_]+", arg).group(0)
                classes = defs.get(base, {}).get("classes", [])
                if "Attr" in classes or "Property" in classes or base.endswith("Attr") or base.endswith("Prop"):
                    attrs.append(argname)
            if "AttrSizedOperandSegments" in traits:
                attrs.append("operandSegmentSizes")
            if "AttrSizedResultSegments" in traits:
                attrs.append("resultSegmentSizes")
            rows.append((op, ",".join(flags) or "-", ",".join(sorted(set(attrs))) or "-"))
    print("# op\ttraits\tinherent attributes (generated by dialects/tools/extract_upstream_ops.py from MLIR 22.1.8 .td files)")
    for r in sorted(rows):
        print("\t".join(r))


if __name__ == "__main__":
    main()
