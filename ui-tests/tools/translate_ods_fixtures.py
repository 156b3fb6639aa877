"""Translates the single-op `.ods` fixtures of ui-tests/tests/ods/<topic>/
into `#[op]` cases at ui-tests/tests/ui/<topic>/<name>.rs: the same mistake
in the other front end (tests/it/equivalence.rs compares their messages).

Run it after adding `.ods` fixtures, then bless the new cases with
`TRYBUILD=overwrite cargo test -p ui-tests --test it ui::` and review them.
Fixtures it cannot translate (constraints, enums, several items...) are
listed; existing cases are overwritten. A fixture of several ops of one shape,
each with its own mistake (tests/ods/format/operand_and_region.ods), is one of
those: its twin declares the same ops in the same order with
`ui_tests::ops_with_formats!` (tests/ui/format/operand_and_region.rs)."""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ODS = os.path.join(HERE, "..", "tests", "ods")
UI = os.path.join(HERE, "..", "tests", "ui")

# Fixtures whose mistake is not one in Rust, with the reason.
SKIP = {
    "names/unknown_dialect": "an #[op]'s dialect is its name's prefix: there is no undeclared dialect",
    "builders/unknown_parameter_type": "any Rust type is a builder parameter type (rustc resolves it)",
}

def tokens(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif s.startswith("//", i):
            i = s.index("\n", i) if "\n" in s[i:] else len(s)
        elif s.startswith('"""', i):
            j = s.index('"""', i + 3)
            out.append(s[i:j + 3]); i = j + 3
        elif c == '"':
            j = i + 1
            while s[j] != '"':
                j += 2 if s[j] == "\\" else 1
            out.append(s[i:j + 1]); i = j + 1
        elif c.isalnum() or c == "_" or (c == "-" and s[i + 1].isdigit()):
            j = i + 1
            while j < len(s) and (s[j].isalnum() or s[j] == "_"):
                j += 1
            out.append(s[i:j]); i = j
        else:
            out.append(c); i += 1
    return out

class Unsupported(Exception):
    pass

class P:
    def __init__(self, toks):
        self.t = toks; self.i = 0
    def peek(self, k=0):
        return self.t[self.i + k] if self.i + k < len(self.t) else None
    def next(self):
        v = self.t[self.i]; self.i += 1; return v
    def expect(self, v):
        if self.next() != v:
            raise Unsupported("expected " + v)

    def args_until(self, close):
        """The comma-separated type arguments after an opening bracket, up to
        and past `close`."""
        self.next()
        args = []
        while self.peek() != close:
            args.append(self.targ())
            if self.peek() == ",":
                self.next()
        self.next()
        return args

    def texpr(self):
        name = self.next()
        if self.peek() == "<":
            return (name, self.args_until(">"))
        return (name, None)
    def targ(self):
        p = self.peek()
        if p.startswith('"') or re.match(r"-?\d", p):
            return ("lit", self.next())
        if p == "[":
            return ("list", self.args_until("]"))
        return ("expr", self.texpr())

def syntax(e, arg):
    """`Name` or `Name<args>`, each argument written by `arg`."""
    name, args = e
    if args is None:
        return name
    return name + "<" + ", ".join(arg(a) for a in args) + ">"

def attr_syntax(e):
    return syntax(e, arg_attr)
def arg_attr(a):
    k, v = a
    if k == "lit": return v
    if k == "list": return "[" + ", ".join(arg_attr(x) for x in v) + "]"
    return attr_syntax(v)

def type_syntax(e):
    return syntax(e, arg_type)
def arg_type(a):
    k, v = a
    if k == "lit":
        if v.startswith('"'):
            return v
        return v
    if k == "list":
        items = [arg_type(x) for x in v]
        if any(x.startswith('"') or re.match(r"-?\d", x) for x in items):
            raise Unsupported("literal in a list")
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    return type_syntax(v)

KINDS = {"operands": "operand", "results": "result", "attributes": "attr", "properties": "property",
         "regions": "region", "successors": "successor"}
FLAGS = ["skip_default_builders", "verifier", "region_verifier", "folder", "canonicalizer", "canonicalize_method"]
PARAM_SHORT = ["Value", "Type", "Attr", "Values", "Types", "Block", "Region", "bool", "i32", "i64", "u32", "u64", "f64", "str"]

def unquote(s):
    if s.startswith('"""'):
        raise Unsupported("long string")
    return s

def translate(text):
    p = P(tokens(text))
    ops = []
    while p.peek() is not None:
        kw = p.next()
        if kw == "dialect":
            if p.next() != "t": raise Unsupported("dialect")
            depth = 0
            while True:
                x = p.next()
                if x == "{": depth += 1
                if x == "}":
                    depth -= 1
                    if depth == 0: break
        elif kw == "op":
            ops.append(op(p))
        else:
            raise Unsupported(kw)
    if len(ops) != 1:
        raise Unsupported("ops")
    return ops[0]

def op(p):
    name = p.next(); op_name = p.next()
    if not re.match(r"^[A-Z][A-Za-z0-9]*$", name):
        raise Unsupported("name")
    args = [op_name]
    if p.peek() == "[":
        p.next(); traits = []
        while p.peek() != "]":
            traits.append(attr_syntax(p.texpr()))
            if p.peek() == ",": p.next()
        p.next()
        args.append("traits = [" + ", ".join(traits) + "]")
    p.expect("{")
    fields = []; seen = set()
    while p.peek() != "}":
        kw = p.next()
        if kw in KINDS:
            if kw in seen: raise Unsupported("section twice")
            seen.add(kw)
            p.expect("{")
            while p.peek() != "}":
                fname = p.next(); p.expect(":"); ty = p.texpr()
                doc = None
                if p.peek().startswith('"'):
                    doc = p.next()
                fields.append((KINDS[kw], fname, type_syntax(ty), doc))
                if p.peek() == ",": p.next()
            p.next()
        elif kw in ("summary", "description", "format"):
            args.append(kw + " = " + unquote(p.next())); p.expect(";")
        elif kw in FLAGS:
            args.append(kw); p.expect(";")
        elif kw == "interfaces":
            p.expect("["); items = []
            while p.peek() != "]":
                items.append(attr_syntax(p.texpr()))
                if p.peek() == ",": p.next()
            p.next(); p.expect(";")
            args.append("interfaces = [" + ", ".join(items) + "]")
        elif kw == "builders":
            p.expect("{"); bs = []
            while p.peek() != "}":
                bname = p.next(); p.expect("("); params = []
                while p.peek() != ")":
                    pn = p.next(); p.expect(":")
                    if p.peek().startswith('"'):
                        raise Unsupported("rust type in a string")
                    pt = attr_syntax(p.texpr())
                    d = ""
                    if p.peek() == "=":
                        p.next(); d = " = " + p.next()[1:-1]
                    params.append(f"{pn}: {pt}{d}")
                    if p.peek() == ",": p.next()
                p.next(); p.expect(";")
                bs.append(f"{bname}({', '.join(params)})")
            p.next()
            args.append("builders = [" + ", ".join(bs) + "]")
        else:
            raise Unsupported(kw)
    p.next()
    body = []
    for kind, fname, ty, doc in fields:
        if doc:
            body.append(f"    /// {doc[1:-1]}")
        body.append(f"    #[{kind}]")
        body.append(f"    {fname}: {ty},")
    attr = ",\n     ".join(args)
    fields_text = "{\n" + "\n".join(body) + "\n}" if body else "{}"
    hooks = stubs(name, args)
    return (f"#![allow(dead_code)]\nuse ods_macros::op;\n\n"
            f"#[op({attr})]\nstruct {name}Op {fields_text}\n{hooks}\nfn main() {{}}\n")

def stubs(name, args):
    """The hooks the op declares, implemented (a Rust user must)."""
    a = " ".join(args)
    fns = []
    if re.search(r"\bverifier\b", a) and "region_verifier" not in a.replace("region_verifier", "", a.count("region_verifier")):
        pass
    flags = [x for x in args if re.match(r"^[a-z_]+$", x)]
    if "verifier" in flags:
        fns.append("fn verify(self, _: &ir::Context, _: &ir::IrArena) -> Result<(), ir::Diagnostic> { Ok(()) }")
    if "region_verifier" in flags:
        fns.append("fn verify_regions(self, _: &ir::Context, _: &ir::IrArena) -> Result<(), ir::Diagnostic> { Ok(()) }")
    if "folder" in flags:
        fns.append("fn fold(self, _: &ir::Context, _: &ir::IrArena, _: &[Option<ir::Attr>]) -> Option<Vec<ir::ods::FoldResult>> { None }")
    if "canonicalizer" in flags or "canonicalize_method" in flags:
        fns.append("fn canonicalize(self, _: &ir::Context, _: &mut ir::IrArena) -> bool { false }")
    if "InferTypeOpInterface" in a:
        fns.append("fn infer_return_types(_: &ir::Context, _: &[ir::Type], _: Option<ir::Attr>) -> Result<Vec<ir::Type>, String> { Ok(vec![]) }")
    for b in re.findall(r"builders = \[(.*)\]", a):
        for m in re.finditer(r"(\w+)\(([^)]*)\)", b):
            n = len([p for p in m.group(2).split(",") if p.strip()])
            params = "".join(", _: impl Sized" for _ in range(n))
            fns.append(f"fn {m.group(1)}_impl(_: &mut ir::ods::OpBuilder<'_>{params}) -> Result<Self, ir::ods::BuildError> {{ Err(ir::ods::BuildError(String::new())) }}")
    if not fns:
        return ""
    body = "\n".join("    " + f for f in fns)
    return f"\nimpl {name}Op {{\n{body}\n}}\n"

done, skipped = 0, []
for topic in sorted(os.listdir(ODS)):
    d = os.path.join(ODS, topic)
    if not os.path.isdir(d) or topic == "equivalence":
        continue
    for f in sorted(os.listdir(d)):
        if not f.endswith(".ods") or f"{topic}/{f[:-4]}" in SKIP:
            continue
        try:
            rs = translate(open(os.path.join(d, f)).read())
        except (Unsupported, IndexError, ValueError) as e:
            skipped.append(f"{topic}/{f}: {e}")
            continue
        out = os.path.join(UI, topic, f[:-4] + ".rs")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        open(out, "w").write(rs)
        done += 1
print("translated", done)
print("\n".join(skipped))
