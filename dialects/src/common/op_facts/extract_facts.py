#!/usr/bin/env python3
"""Extracts the op facts the rewriter and the transformation passes need
(ConstantLike, Commutative, Idempotent, Involution, Symbol, memory effects)
from the upstream MLIR 22 .td files into op_facts.tsv, one op per line:

    op-name <TAB> comma-separated facts

Facts: constant_like, commutative, idempotent, involution, symbol, cast
(CastOpInterface),
no_effect (NoMemoryEffect / Pure / MemoryEffects<[]>), recursive
(RecursiveMemoryEffects), read, write, alloc, free (declared effects, on the
op or on its operands/results), interface (effects computed in C++: unknown
here, treated as "may do anything"). An op with none of the effect facts has
no MemoryEffectOpInterface.

    python3 dialects/src/common/op_facts/extract_facts.py > dialects/src/common/op_facts/op_facts.tsv

Records come from `mlir-tblgen-22 --print-records` (libmlir-22-dev).
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
EFFECTS = {"MemRead": "read", "MemWrite": "write", "MemAlloc": "alloc", "MemFree": "free"}


def records(td):
    out = subprocess.run(
        ["mlir-tblgen-22", "--print-records", "-I", INCLUDE, f"{INCLUDE}/mlir/Dialect/{td}"],
        check=True, capture_output=True, text=True).stdout
    defs, cur = {}, None
    for line in out.splitlines():
        m = DEF_RE.match(line)
        if m:
            cur = {"classes": m.group(2).split(), "fields": {}}
            defs[m.group(1)] = cur
        elif cur is not None and line.startswith("  ") and " = " in line:
            lhs, rhs = line.strip().split(" = ", 1)
            cur["fields"][lhs.split()[-1]] = rhs.rstrip(";")
    return defs


def traits(defs, text, seen=None):
    """Every trait/interface name reachable from a trait list."""
    seen = set() if seen is None else seen
    for t in re.findall(r"[A-Za-z0-9_]+", text):
        d = defs.get(t)
        if d is None or t in seen:
            continue
        seen.add(t)
        f = d["fields"]
        seen.add(f.get("trait", "").strip('"'))
        seen.add(f.get("cppInterfaceName", "").strip('"'))
        seen.update(d["classes"])
        for key in ("traits", "dependentTraits", "baseInterfaces"):
            if f.get(key, "[]") not in ("[]", ""):
                traits(defs, f[key], seen)
        if "effects" in f:
            seen.update("EFFECT:" + e for e in re.findall(r"[A-Za-z0-9_]+", f["effects"]))
    return seen


def decorator_effects(defs, dag):
    """Effects declared on operands/results (`Arg<..., [MemRead]>`)."""
    found = set()
    for var in re.findall(r"(anonymous_\d+|[A-Za-z0-9_]+):\$", dag):
        d = defs.get(var)
        if d is None:
            continue
        for e in re.findall(r"[A-Za-z0-9_]+", d["fields"].get("decorators", "")):
            base = defs.get(e, {}).get("classes", [])
            for name, fact in EFFECTS.items():
                if e == name or name in base:
                    found.add(fact)
    return found


def main():
    rows, seen_ops = [], set()
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
            if not dialect or op in seen_ops:
                continue
            seen_ops.add(op)
            t = traits(defs, f.get("traits", "[]"))
            facts = []
            if "ConstantLike" in t:
                facts.append("constant_like")
            if "Commutative" in t:
                facts.append("commutative")
            if "Idempotent" in t:
                facts.append("idempotent")
            if "Involution" in t:
                facts.append("involution")
            if "Symbol" in t or "SymbolOpInterface" in t:
                facts.append("symbol")
            if "CastOpInterface" in t:
                facts.append("cast")
            effects = set()
            for e in t:
                if e.startswith("EFFECT:"):
                    n = e[len("EFFECT:"):]
                    for name, fact in EFFECTS.items():
                        if n == name or name in defs.get(n, {}).get("classes", []):
                            effects.add(fact)
            effects |= decorator_effects(defs, f.get("arguments", ""))
            effects |= decorator_effects(defs, f.get("results", ""))
            if "RecursiveMemoryEffects" in t or "::mlir::OpTrait::HasRecursiveMemoryEffects" in t:
                facts.append("recursive")
            has_interface = "MemoryEffectOpInterface" in t or "MemoryEffectsOpInterface" in t
            if effects:
                facts.extend(sorted(effects))
            elif "NoMemoryEffect" in t or "Pure" in t:
                facts.append("no_effect")
            elif has_interface:
                declared = "DeclareOpInterfaceMethods" in " ".join(
                    c for x in t for c in defs.get(x, {}).get("classes", []) if "MemoryEffect" in x)
                facts.append("interface" if declared or "MemoryEffects" not in t else "no_effect")
            rows.append((op, ",".join(facts) or "-"))
    print("# op\tfacts (generated by dialects/src/common/op_facts/extract_facts.py from MLIR 22 .td files)")
    for r in sorted(rows):
        print("\t".join(r))


if __name__ == "__main__":
    main()
