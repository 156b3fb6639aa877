#!/usr/bin/env python3
"""Extracts the bytecode properties layout of every upstream MLIR 22 op.

Reads the ODS-generated `*.h.inc` / `*.cpp.inc` files that `libmlir-22-dev`
ships under `include/mlir` and writes, for each op, what its generated
`writeProperties` emits, in order (see `ir::bytecode::props` for the format):

    NAME              required attribute       (writer.writeAttribute)
    ?NAME             optional attribute       (writer.writeOptionalAttribute)
    <NAME:N           segment sizes, v < 6     (a DenseI32ArrayAttr reference)
    >NAME:N           segment sizes, v >= 6    (writer.writeSparseArray)
    !NAME:bool        native bool property     (writer.writeOwnedBool)
    -                 the op has no properties
    custom            hand-written or unsupported encoding

Usage: extract_bytecode_props.py [INCLUDE_DIR] > dialects/data/bytecode_props.tsv
This is a stop-gap until the .ods generator emits the bytecode hooks itself.
"""

import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/include/mlir"

CLASS_RE = re.compile(r"^class (\w+) : public ::mlir::Op<", re.M)
NAME_RE = re.compile(r'getOperationName\(\) \{\s*return ::llvm::StringLiteral\("([^"]+)"\)')
ADAPTOR_RE = re.compile(r"^class (\w+)GenericAdaptorBase \{", re.M)
SEG_RE = re.compile(r"using (operandSegmentSizes|resultSegmentSizes)Ty = std::array<int32_t, (\d+)>;")
WRITE_RE = re.compile(r"^void (\w+)::writeProperties\(::mlir::DialectBytecodeWriter &writer\) \{\n", re.M)


def write_bodies(source):
    """class name -> body of its writeProperties (braces balanced)"""
    out = {}
    for m in WRITE_RE.finditer(source):
        depth = 1
        i = m.end()
        while depth and i < len(source):
            depth += {"{": 1, "}": -1}.get(source[i], 0)
            i += 1
        out[m.group(1)] = source[m.end() : i - 1]
    return out


def op_names(header):
    """class name -> (op name, has properties hooks)"""
    out = {}
    starts = [(m.start(), m.group(1)) for m in CLASS_RE.finditer(header)]
    for i, (pos, cls) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(header)
        body = header[pos:end]
        m = NAME_RE.search(body)
        if not m:
            continue
        has_props = "readProperties(::mlir::DialectBytecodeReader" in body
        out[cls] = (m.group(1), has_props)
    return out


def segment_sizes(header):
    """class name -> {segment attr name: array length}"""
    out = {}
    starts = [(m.start(), m.group(1)) for m in ADAPTOR_RE.finditer(header)]
    for i, (pos, cls) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(header)
        out[cls] = {m.group(1): int(m.group(2)) for m in SEG_RE.finditer(header[pos:end])}
    return out


def parse_body(body, segs):
    fields = []
    lines = [l.strip() for l in body.splitlines()]
    i = 0
    storage = None
    legacy = False
    while i < len(lines):
        l = lines[i]
        i += 1
        if not l or l.startswith("auto &prop = getProperties()") or l in ("{", "}", ";"):
            continue
        m = re.fullmatch(r"writer\.writeAttribute\(prop\.(\w+)\);", l)
        if m:
            fields.append(m.group(1))
            continue
        m = re.fullmatch(r"writer\.writeOptionalAttribute\(prop\.(\w+)\);", l)
        if m:
            fields.append("?" + m.group(1))
            continue
        if l.startswith("if (writer.getBytecodeVersion() < /*kNativePropertiesODSSegmentSize=*/6)"):
            legacy = True
            continue
        m = re.fullmatch(r"auto &propStorage = prop\.(\w+);", l)
        if m:
            storage = m.group(1)
            continue
        if l.startswith("writer.writeAttribute(::mlir::DenseI32ArrayAttr::get(") and legacy:
            fields.append("<%s:%d" % (storage, segs[storage]))
            legacy = False
            continue
        if l.startswith("if (writer.getBytecodeVersion() >= /*kNativePropertiesODSSegmentSize=*/6)"):
            continue
        if l.startswith("writer.writeSparseArray(::llvm::ArrayRef(propStorage));"):
            fields.append(">%s:%d" % (storage, segs[storage]))
            continue
        if l.startswith("writer.writeOwnedBool(propStorage);"):
            fields.append("!%s:bool" % storage)
            continue
        return None
    return fields


def main():
    rows = {}
    for dirpath, _, files in os.walk(ROOT):
        for f in sorted(files):
            if not f.endswith(".h.inc"):
                continue
            cpp = os.path.join(dirpath, f[: -len(".h.inc")] + ".cpp.inc")
            if not os.path.exists(cpp):
                continue
            header = open(os.path.join(dirpath, f)).read()
            names = op_names(header)
            if not names:
                continue
            segs = segment_sizes(header)
            source = open(cpp).read()
            bodies = write_bodies(source)
            for cls, (name, has_props) in names.items():
                if not has_props:
                    rows[name] = "-"
                    continue
                body = bodies.get(cls)
                fields = parse_body(body, segs.get(cls, {})) if body is not None else None
                rows[name] = "custom" if fields is None else (",".join(fields) if fields else "")
    print("# op\tbytecode properties layout (generated by dialects/tools/extract_bytecode_props.py")
    print("# from MLIR 22.1.8's ODS-generated writeProperties; see ir::bytecode::props for the format)")
    for name in sorted(rows):
        print("%s\t%s" % (name, rows[name]))


main()
