#!/usr/bin/env python3
"""Generates the table of linalg's OpDSL named ops from MLIR 22's generated
C++ and TableGen (`LinalgNamedStructuredOps.yamlgen.cpp.inc` and `.td`,
which mlir-linalg-ods-yaml-gen makes from LinalgNamedStructuredOps.yaml).

Writes `dialects/src/linalg/named_table.rs` (each
op's iterator types, indexing maps with their stride/dilation symbol
bindings, and region builder as a list of steps) and prints the `.ods`
declarations of the ops to stdout (for `linalg.ods`).

Usage: python3 gen_linalg_named.py [INCLUDE_DIR]
       (default /usr/lib/llvm-22/include/mlir/Dialect/Linalg/IR)
"""
import os
import re
import subprocess
import sys

INC = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/include/mlir/Dialect/Linalg/IR"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "src", "linalg", "named_table.rs")

cpp = open(os.path.join(INC, "LinalgNamedStructuredOps.yamlgen.cpp.inc")).read()
td = open(os.path.join(INC, "LinalgNamedStructuredOps.yamlgen.td")).read()

# --- TableGen: op names, summaries, window attributes ---
tdops = []
for m in re.finditer(r'^def (\w+)Op : LinalgStructuredBase_Op<"(\w+)"(.*?)^}', td, re.S | re.M):
    cls, name, body = m.group(1), m.group(2), m.group(3)
    summary = re.search(r"let summary = \[\{(.*?)\}\];", body, re.S).group(1).strip()
    win = re.search(r"RankedI64ElementsAttr<\[(\d)\]>[^\n]*:\$strides", body)
    has_cast = ":$cast" in body
    tdops.append((cls, name, summary, int(win.group(1)) if win else 0, has_cast))


def ref(text):
    text = text.strip()
    m = re.fullmatch(r"block\.getArgument\((\d+)\)", text)
    if m:
        return "Ref::Arg(%s)" % m.group(1)
    m = re.fullmatch(r"value(\d+)", text)
    if m:
        return "Ref::Val(%s)" % m.group(1)
    raise ValueError(text)


def to_type(text):
    text = text.strip()
    m = re.fullmatch(r"block\.getArgument\((\d+)\)\.getType\(\)", text)
    if m:
        return "ToType::ArgType(%s)" % m.group(1)
    m = re.fullmatch(r"helper\.getIntegerType\((\d+)\)", text)
    if m:
        return "ToType::Int(%s)" % m.group(1)
    if text == "helper.getFloat64Type()":
        return "ToType::F64"
    raise ValueError(text)


def section(cls):
    start = cpp.index("// Implementation of %sOp\n" % cls)
    end = cpp.find("// Implementation of ", start + 10)
    return cpp[start : end if end >= 0 else len(cpp)]


rows = []
for cls, name, summary, win, has_cast in tdops:
    sec = section(cls)
    it = re.search(r"getIteratorTypesArray\(\) \{\n(.*?)\n\}", sec, re.S).group(1)
    if "getRank(getDpsInitOperand(0))" in it:
        iters = "Iters::RankOfInit"
    else:
        kinds = re.findall(r"IteratorType::(\w+)", it)
        iters = 'Iters::Fixed("%s")' % "".join(k[0] for k in kinds)
    maps = re.findall(r'parseAttribute\("affine_map<([^"]*)>"', sec)
    bindings = []
    for m in re.finditer(r"int64_t cst(\d+) = self\.get(Strides|Dilations)\(\)\.getValues<int64_t>\(\)\[(\d+)\]", sec):
        bindings.append("(%s, Window::%s, %s)" % (m.group(1), m.group(2)[:-1], m.group(3)))
    if maps:
        maps_rs = "Maps::Static { maps: &[%s], bindings: &[%s] }" % (
            ", ".join('"%s"' % x for x in maps),
            ", ".join(bindings),
        )
    else:
        maps_rs = "Maps::Elementwise"
    nargs = int(re.search(r"getNumRegionArgs\(\) \{ return (\d+); \}", sec).group(1))
    rb = sec[sec.index("::regionBuilder(") :]
    rb = rb[: rb.index("helper.yieldOutputs")]
    steps = []
    for m in re.finditer(r"Value value(\d+) = helper\.(\w+)\((.*?)\);\n", rb):
        idx, fn, args = int(m.group(1)), m.group(2), m.group(3)
        assert idx == len(steps) + 1, (name, idx)
        if fn == "constant":
            steps.append('Step::Const(%s)' % args)
            continue
        if fn == "index":
            steps.append("Step::Index(%s)" % args)
            continue
        parts = [a.strip() for a in re.sub(r"\(([^()]*)\)", lambda x: "(" + x.group(1).replace(",", ";") + ")", args).split(",")]
        parts = [p.replace(";", ",") for p in parts]
        assert parts[-1] == "emitError", (name, args)
        parts = parts[:-1]
        if fn == "buildTypeFn":
            kind = {"TypeFn::cast_signed": "Cast::Signed", "TypeFn::cast_unsigned": "Cast::Unsigned", "castVal": "Cast::Attr"}[parts[0]]
            steps.append("Step::Cast(%s, %s, %s)" % (kind, to_type(parts[1]), ref(parts[2])))
        elif fn == "buildUnaryFn":
            steps.append('Step::Unary("%s", %s)' % (parts[0].split("::")[1], ref(parts[1])))
        elif fn == "buildBinaryFn":
            steps.append('Step::Binary("%s", %s, %s)' % (parts[0].split("::")[1], ref(parts[1]), ref(parts[2])))
        elif fn == "buildTernaryFn":
            steps.append('Step::Ternary("%s", %s, %s, %s)' % (parts[0].split("::")[1], ref(parts[1]), ref(parts[2]), ref(parts[3])))
        else:
            raise ValueError(fn)
    yields = [ref(y) for y in re.findall(r"yields\.push_back\((.*?)\);\n", rb)]
    rows.append((cls, name, summary, win, has_cast, iters, maps_rs, nargs, steps, yields))

with open(OUT, "w") as out:
    out.write("// Generated by dialects/tools/gen_linalg_named.py from MLIR 22's\n")
    out.write("// LinalgNamedStructuredOps.yamlgen.cpp.inc; do not edit.\n\n")
    out.write("use super::custom_linalg_named::{Cast, Iters, Maps, NamedSpec, Ref, Step, ToType, Window};\n\n")
    out.write("/// linalg's OpDSL named ops, in `LinalgNamedStructuredOps.yaml` order.\n")
    out.write("pub(crate) static NAMED_OPS: &[NamedSpec] = &[\n")
    for cls, name, summary, win, has_cast, iters, maps_rs, nargs, steps, yields in rows:
        out.write("    NamedSpec {\n")
        out.write('        name: "linalg.%s",\n' % name)
        out.write("        num_args: %d,\n" % nargs)
        out.write("        window: %d,\n" % win)
        out.write("        iters: %s,\n" % iters)
        out.write("        maps: %s,\n" % maps_rs)
        out.write("        steps: &[%s],\n" % ", ".join(steps))
        out.write("        yields: &[%s],\n" % ", ".join(yields))
        out.write("    },\n")
    out.write("];\n")
subprocess.run(["rustfmt", "--edition", "2021", OUT], check=True)

for cls, name, summary, win, has_cast, iters, maps_rs, nargs, steps, yields in rows:
    attrs = []
    if win:
        c = "RankedI64ElementsAttr%d" % win
        attrs = ["strides: OptionalAttr<%s>" % c, "dilations: OptionalAttr<%s>" % c]
    if has_cast:
        attrs.append('cast: DefaultValuedOptionalAttr<TypeFnAttr, "cast_signed">')
    s = summary.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
    print('op Linalg_%s "linalg.%s" [AttrSizedOperandSegments, SingleBlock, RecursiveMemoryEffects, DestinationStyleOpInterface, MemoryEffectsOpInterface] {' % (cls, name))
    print('  summary "%s";' % s)
    print("  operands { inputs: Variadic<AnyType>, outputs: Variadic<AnyShaped> }")
    if attrs:
        print("  attributes { %s }" % ", ".join(attrs))
    print("  results { result_tensors: Variadic<AnyRankedTensor> }")
    print("  regions { region: AnyRegion }")
    print("  block_arg_names;")
    print("  custom_assembly;")
    print("  verifier;")
    print("}")
