//! Op classes: `class` items and the ops inheriting from them
//! (`op AddI "arith.addi" [Commutative] : Arith_IntBinaryOp { let format = "..."; }`),
//! expanded into plain ops before analysis, with TableGen's semantics: the
//! class's parameters are substituted, its traits and interfaces are appended
//! to the inheriting definition's own, a field the class does not define may
//! be added, and one it defines may only be replaced with `let`.

use super::template::{self, Rendered};
use crate::ast::{self, Field, Let, LetValue, Op, Section, SectionKind, TArg, TExpr, TParam};
use crate::diag::Diagnostic;
use crate::model::Span;
use std::collections::{HashMap, HashSet};

/// The op fields that take a string.
const STRING_FIELDS: &[&str] = &["summary", "description", "format", "default_dialect", "result_names"];
/// The op fields that are flags (`verifier;`).
const FLAG_FIELDS: &[&str] = &[
    "skip_default_builders",
    "verifier",
    "region_verifier",
    "folder",
    "canonicalizer",
    "canonicalize_method",
    "custom_assembly",
    "result_names",
    "block_arg_names",
];
/// The order of the sections in an expanded op.
const SECTION_ORDER: &[SectionKind] = &SectionKind::ALL;
/// Parameter kinds a class accepts.
pub(super) const CLASS_PARAM_KINDS: &[&str] = &["int", "string", "Type", "Attr", "Trait", "Constraint"];

/// Expands every op that inherits from a class; the class items stay (they
/// generate nothing). Returns the errors found.
pub fn expand<'f>(files: impl IntoIterator<Item = &'f mut ast::File>) -> Vec<Diagnostic> {
    let mut files: Vec<&mut ast::File> = files.into_iter().collect();
    let mut x = Expander {
        classes: HashMap::new(),
        diags: Vec::new(),
        seen: HashSet::new(),
    };
    for f in &files {
        for item in &f.items {
            if let ast::Item::Class(c) = item {
                x.declare(c);
            }
        }
    }
    for f in &mut files {
        for item in &mut f.items {
            if let ast::Item::Op(op) = item {
                if op.base.is_some() || !op.lets.is_empty() {
                    *op = x.expand_op(op);
                }
            }
        }
    }
    x.diags
}

struct Expander {
    classes: HashMap<String, ast::Class>,
    diags: Vec<Diagnostic>,
    /// Errors already reported (a class used by many ops reports once).
    seen: HashSet<(Span, String)>,
}

/// What a parameter is bound to.
type Bindings = HashMap<String, TArg>;

impl Expander {
    fn error(&mut self, d: Diagnostic) {
        if self.seen.insert((d.span, d.message.clone())) {
            self.diags.push(d);
        }
    }

    fn declare(&mut self, c: &ast::Class) {
        if let Some(first) = self.classes.get(&c.name.name) {
            let d = super::duplicate("class", &c.name.name, c.name.span, first.name.span);
            self.error(d);
            return;
        }
        let mut names: HashMap<&str, Span> = HashMap::new();
        for p in &c.params {
            if let Some(first) = names.insert(&p.name.name, p.name.span) {
                let d = super::duplicate("parameter", &p.name.name, p.name.span, first);
                self.error(d);
            }
            if !CLASS_PARAM_KINDS.contains(&p.kind.name.as_str()) {
                let d = Diagnostic::error(p.kind.span, format!("unknown parameter kind '{}'", p.kind.name)).with_note(
                    format!(
                        "class parameters are {} or a list `[kind]`",
                        CLASS_PARAM_KINDS.join(", ")
                    ),
                );
                self.error(d);
            }
        }
        self.classes.insert(c.name.name.clone(), c.clone());
    }

    /// The op with its class's fields merged in.
    fn expand_op(&mut self, op: &Op) -> Op {
        let Some(base) = &op.base else {
            for l in &op.lets {
                let d = Diagnostic::error(
                    l.span,
                    format!(
                        "'let' of field '{}', but '{}' inherits from no class",
                        l.field.name, op.name.name
                    ),
                )
                .label("nothing to override")
                .with_note(
                    "inherit from a class with `op Name \"d.name\" : Class { ... }`, or define the field without `let`",
                );
                self.error(d);
            }
            return Op {
                lets: Vec::new(),
                ..op.clone()
            };
        };
        let mut stack = Vec::new();
        match self.instantiate(base, &mut stack) {
            Some(inherited) => self.merge(op, inherited, &base.name.name),
            None => Op {
                base: None,
                lets: Vec::new(),
                ..op.clone()
            },
        }
    }

    /// The fields a use `Class<args>` gives, its own bases expanded.
    fn instantiate(&mut self, use_: &TExpr, stack: &mut Vec<String>) -> Option<Op> {
        let name = &use_.name.name;
        let Some(class) = self.classes.get(name).cloned() else {
            let d =
                Diagnostic::error(use_.name.span, format!("unknown class '{name}'")).label("no such class is declared");
            self.error(d);
            return None;
        };
        if let Some(pos) = stack.iter().position(|n| n == name) {
            let mut chain: Vec<&str> = stack[pos..].iter().map(String::as_str).collect();
            chain.push(name);
            let d = Diagnostic::error(use_.span, format!("class '{name}' inherits from itself"))
                .label("cyclic inheritance")
                .with_note(format!("the chain is {}", chain.join(" -> ")));
            self.error(d);
            return None;
        }
        let bindings = self.bind(&class.params, use_, &format!("class '{name}'"))?;
        let body = self.subst_op(&class.body, &bindings);
        stack.push(name.clone());
        let result = match &body.base {
            Some(base) => {
                let inherited = self.instantiate(base, stack);
                inherited.map(|i| self.merge(&body, i, &base.name.name))
            }
            None => Some(self.expand_op(&body)),
        };
        stack.pop();
        result
    }

    /// Binds the arguments of `use_` to `params`, checking their number and shape.
    fn bind(&mut self, params: &[TParam], use_: &TExpr, what: &str) -> Option<Bindings> {
        let args = use_.args.as_deref().unwrap_or(&[]);
        let required = params.iter().take_while(|p| p.default.is_none()).count();
        if args.len() < required || args.len() > params.len() {
            let want = if required == params.len() {
                required.to_string()
            } else {
                format!("{required} to {}", params.len())
            };
            let d = Diagnostic::error(
                use_.span,
                format!("{what} takes {want} argument(s), but {} were given", args.len()),
            )
            .label("wrong number of arguments");
            self.error(d);
            return None;
        }
        let mut out = Bindings::new();
        let mut ok = true;
        for (i, p) in params.iter().enumerate() {
            let Some(arg) = args.get(i).or(p.default.as_ref()) else {
                continue;
            };
            if let Some(expected) = arg_shape_error(p, arg) {
                let d = Diagnostic::error(
                    arg.span(),
                    format!("parameter '{}' of {what} expects {expected}", p.name.name),
                )
                .with_secondary(p.span, "declared here");
                self.error(d);
                ok = false;
            }
            out.insert(p.name.name.clone(), arg.clone());
        }
        ok.then_some(out)
    }

    /// `derived` (its own fields and `let`s) over the fields it inherits.
    fn merge(&mut self, derived: &Op, inherited: Op, class: &str) -> Op {
        let mut out = inherited.clone();
        out.name = derived.name.clone();
        out.op_name = derived.op_name.clone();
        out.span = derived.span;
        out.base = None;
        out.lets = Vec::new();
        out.traits = derived.traits.iter().chain(&inherited.traits).cloned().collect();
        out.interfaces = derived
            .interfaces
            .iter()
            .chain(&inherited.interfaces)
            .cloned()
            .collect();
        out.builders = derived.builders.iter().chain(&inherited.builders).cloned().collect();
        for (field, span) in defined_fields(derived) {
            if let Some((_, first)) = defined_fields(&inherited).into_iter().find(|(f, _)| *f == field) {
                let d = Diagnostic::error(span, format!("field '{field}' is already defined by class '{class}'"))
                    .with_secondary(first, "defined here")
                    .with_note(format!("override it with `let {field} = ...;`"));
                self.error(d);
            }
        }
        let strs = |o: &mut Op, f: &Op| {
            o.summary.extend(f.summary.iter().cloned());
            o.description.extend(f.description.iter().cloned());
            o.format.extend(f.format.iter().cloned());
            o.default_dialect.extend(f.default_dialect.iter().cloned());
            o.result_names.extend(f.result_names.iter().cloned());
        };
        strs(&mut out, derived);
        out.sections.extend(derived.sections.iter().cloned());
        out.flags.extend(derived.flags.iter().cloned());
        for l in &derived.lets {
            self.apply_let(&mut out, &inherited, l, class);
        }
        out.sections
            .sort_by_key(|s| SECTION_ORDER.iter().position(|k| *k == s.kind));
        out
    }

    fn apply_let(&mut self, out: &mut Op, inherited: &Op, l: &Let, class: &str) {
        let field = l.field.name.as_str();
        let section = SectionKind::from_keyword(field);
        let expected = if STRING_FIELDS.contains(&field) {
            "a string"
        } else if section.is_some() {
            "a section `{ name: Constraint, ... }`"
        } else if FLAG_FIELDS.contains(&field) {
            "`true` or `false`"
        } else {
            let mut all: Vec<&str> = STRING_FIELDS.to_vec();
            all.extend([
                "operands",
                "attributes",
                "properties",
                "results",
                "regions",
                "successors",
            ]);
            all.extend(FLAG_FIELDS.iter().filter(|f| !STRING_FIELDS.contains(f)));
            let d = Diagnostic::error(l.field.span, format!("unknown field '{field}' in 'let'"))
                .label("not an op field")
                .with_note(format!("fields: {}", all.join(", ")));
            self.error(d);
            return;
        };
        if !defined_fields(inherited).iter().any(|(f, _)| f == field) {
            let d = Diagnostic::error(
                l.field.span,
                format!("'let' of field '{field}', which class '{class}' does not define"),
            )
            .label("nothing to override")
            .with_note(format!("define it without 'let': `{}`", field_example(field)));
            self.error(d);
            return;
        }
        match (&l.value, section) {
            (LetValue::Str(s), None) if STRING_FIELDS.contains(&field) => {
                let slot = match field {
                    "summary" => &mut out.summary,
                    "description" => &mut out.description,
                    "format" => &mut out.format,
                    "result_names" => &mut out.result_names,
                    _ => &mut out.default_dialect,
                };
                *slot = vec![s.clone()];
            }
            (LetValue::Fields(fields, span), Some(kind)) => {
                out.sections.retain(|s| s.kind != kind);
                out.sections.push(Section {
                    kind,
                    fields: fields.clone(),
                    span: *span,
                });
            }
            (LetValue::Bool(set, _), None) if FLAG_FIELDS.contains(&field) => {
                if !set {
                    out.flags.retain(|f| f.name != field);
                }
            }
            (other, _) => {
                let d = Diagnostic::error(other.span(), format!("field '{field}' expects {expected}"));
                self.error(d);
            }
        }
    }

    /// The class body with its parameters replaced by the bound arguments.
    fn subst_op(&mut self, op: &Op, b: &Bindings) -> Op {
        let strs = |v: &[ast::Str]| -> Vec<ast::Str> { v.iter().map(|s| subst_str(s, b)).collect() };
        let mut out = op.clone();
        out.traits = self.subst_list(&op.traits, b);
        out.interfaces = self.subst_list(&op.interfaces, b);
        out.base = op.base.as_ref().map(|e| subst_texpr_in(e, b));
        out.summary = strs(&op.summary);
        out.description = strs(&op.description);
        out.format = strs(&op.format);
        out.default_dialect = strs(&op.default_dialect);
        out.result_names = strs(&op.result_names);
        out.sections = op
            .sections
            .iter()
            .map(|s| Section {
                fields: s.fields.iter().map(|f| self.subst_field(f, b)).collect(),
                ..s.clone()
            })
            .collect();
        for bu in &mut out.builders {
            for p in &mut bu.params {
                if let ast::BuilderParamType::Named(e) = &p.ty {
                    p.ty = ast::BuilderParamType::Named(subst_texpr_in(e, b));
                }
            }
        }
        out.lets = op
            .lets
            .iter()
            .map(|l| Let {
                value: match &l.value {
                    LetValue::Str(s) => LetValue::Str(subst_str(s, b)),
                    LetValue::List(v, span) => LetValue::List(self.subst_list(v, b), *span),
                    LetValue::Fields(v, span) => {
                        LetValue::Fields(v.iter().map(|f| self.subst_field(f, b)).collect(), *span)
                    }
                    other => other.clone(),
                },
                ..l.clone()
            })
            .collect();
        out
    }

    fn subst_field(&mut self, f: &Field, b: &Bindings) -> Field {
        let ty = match subst_texpr(&f.ty, b) {
            TArg::Expr(e) => e,
            other => {
                let d = Diagnostic::error(other.span(), "expected a constraint here").with_secondary(
                    f.ty.span,
                    format!("parameter '{}' is used as a constraint", f.ty.name.name),
                );
                self.error(d);
                f.ty.clone()
            }
        };
        Field {
            name: f.name.clone(),
            ty,
            doc: f.doc.as_ref().map(|s| subst_str(s, b)),
        }
    }

    /// A trait or interface list; a list parameter in it is spliced.
    fn subst_list(&mut self, v: &[TExpr], b: &Bindings) -> Vec<TExpr> {
        let mut out = Vec::new();
        for e in v {
            match subst_texpr(e, b) {
                TArg::Expr(x) => out.push(x),
                TArg::List(items, _) => {
                    for it in items {
                        match it {
                            TArg::Expr(x) => out.push(x),
                            other => self.error(Diagnostic::error(other.span(), "expected a trait here")),
                        }
                    }
                }
                other => self.error(Diagnostic::error(other.span(), "expected a trait here")),
            }
        }
        out
    }
}

/// What is wrong with `arg` for parameter `p`: the expected shape.
pub(super) fn arg_shape_error(p: &TParam, arg: &TArg) -> Option<String> {
    let one = |kind: &str, a: &TArg| -> Option<&'static str> {
        match (kind, a) {
            ("int", TArg::Int(..)) | ("string", TArg::Str(_)) => None,
            ("int", _) => Some("an integer"),
            ("string", _) => Some("a string"),
            (_, TArg::Expr(_)) => None,
            ("Type", _) => Some("a type constraint"),
            ("Attr", _) => Some("an attribute constraint"),
            ("Trait", _) => Some("a trait"),
            _ => Some("a constraint"),
        }
    };
    let kind = p.kind.name.as_str();
    if p.list {
        let fits = matches!(arg, TArg::List(items, _) if items.iter().all(|a| one(kind, a).is_none()));
        return (!fits).then(|| format!("a list `[{kind}, ...]`"));
    }
    one(kind, arg).map(str::to_string)
}

/// `e` with bound parameter names replaced (the result of a bare parameter
/// is its argument, which may be a list or a literal).
fn subst_texpr(e: &TExpr, b: &Bindings) -> TArg {
    if e.args.is_none() {
        if let Some(v) = b.get(&e.name.name) {
            return v.clone();
        }
    }
    TArg::Expr(subst_texpr_in(e, b))
}

/// `e` with its arguments substituted (its head is not a parameter).
fn subst_texpr_in(e: &TExpr, b: &Bindings) -> TExpr {
    TExpr {
        args: e.args.as_ref().map(|v| subst_targs(v, b)),
        ..e.clone()
    }
}

fn subst_targs(v: &[TArg], b: &Bindings) -> Vec<TArg> {
    v.iter()
        .map(|a| match a {
            TArg::Expr(x) => subst_texpr(x, b),
            TArg::List(items, span) => TArg::List(subst_targs(items, b), *span),
            TArg::Str(s) => TArg::Str(subst_str(s, b)),
            other => other.clone(),
        })
        .collect()
}

fn subst_str(s: &ast::Str, b: &Bindings) -> ast::Str {
    let value = template::render(&s.value, &mut |name| b.get(name).map(targ_text));
    ast::Str { value, span: s.span }
}

/// The text of an argument in a string: its value, or the expression as written.
fn targ_text(a: &TArg) -> Rendered {
    match a {
        TArg::List(items, _) => Rendered {
            items: items.iter().map(|x| targ_text(x).items.join(", ")).collect(),
            default_sep: ", ",
        },
        TArg::Str(s) => Rendered::one(s.value.clone()),
        TArg::Int(v, _) => Rendered::one(v.to_string()),
        TArg::Expr(e) => Rendered::one(texpr_text(e)),
    }
}

fn texpr_text(e: &TExpr) -> String {
    match &e.args {
        None => e.name.name.clone(),
        Some(args) => {
            let a: Vec<String> = args.iter().map(|x| targ_text(x).items.join(", ")).collect();
            format!("{}<{}>", e.name.name, a.join(", "))
        }
    }
}

fn field_example(field: &str) -> String {
    if STRING_FIELDS.contains(&field) {
        format!("{field} \"...\";")
    } else if FLAG_FIELDS.contains(&field) {
        format!("{field};")
    } else {
        format!("{field} {{ ... }}")
    }
}

/// The fields an op body defines, with where.
fn defined_fields(op: &Op) -> Vec<(String, Span)> {
    let mut out = Vec::new();
    let mut strs = |name: &str, v: &[ast::Str]| {
        if let Some(s) = v.first() {
            out.push((name.to_string(), s.span));
        }
    };
    strs("summary", &op.summary);
    strs("description", &op.description);
    strs("format", &op.format);
    strs("default_dialect", &op.default_dialect);
    strs("result_names", &op.result_names);
    for s in &op.sections {
        out.push((s.kind.keyword().to_string(), s.span));
    }
    for f in &op.flags {
        out.push((f.name.clone(), f.span));
    }
    out
}
