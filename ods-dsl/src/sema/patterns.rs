//! Declarative rewrite patterns (MLIR's DRR): resolves `def` native calls
//! and constraints and checks each `pattern` against the ops of the run,
//! with the errors of mlir-tblgen's rewriter backend at the exact span.

use super::Sema;
use crate::ast::{Dag, DagArg, Ident, NativeDef, Pattern, TArg, TExpr};
use crate::codegen::has_inferred_builder;
use crate::diag::Diagnostic;
use crate::model::{
    Arity, AttrMatch, Computed, NativeUse, Op, OperandMatch, PatternDef, Presence, ResultArg, ResultNode, ResultOp,
    SourceArg, SourceOp, Span, SymbolKind, SymbolRef,
};
use std::collections::HashMap;

/// What a `def` names.
#[derive(Clone, Debug)]
pub(super) enum Native {
    /// `NativeCodeCall<"path">`: computes an attribute.
    Call(String),
    /// `Constraint<CPred<"path">, "summary"?>`: a check.
    Constraint(String),
    /// A `def` already reported as invalid (its uses are not reported again).
    Invalid,
}

/// The source matcher DRR provides natively (upstream's `ConstantLikeMatcher`).
const CONSTANT_LIKE: &str = "ConstantLikeMatcher";

fn err(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message)
}

/// The Rust path in `Wrapper<"path">`, checked.
fn path_arg(e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<String> {
    let Some(TArg::Str(s)) = e.args.as_ref().and_then(|a| a.first()) else {
        d.push(err(
            e.span,
            format!("'{}' takes the Rust path of a function as a string", e.name.name),
        ));
        return None;
    };
    if syn::parse_str::<syn::Path>(&s.value).is_err() {
        d.push(err(s.span, format!("'{}' is not a Rust path", s.value)));
        return None;
    }
    Some(s.value.clone())
}

/// A `NativeCodeCall<"p">` or `Constraint<CPred<"p">, ...>` written in place.
fn inline_native(e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<Native> {
    match e.name.name.as_str() {
        "NativeCodeCall" => path_arg(e, d).map(Native::Call),
        "Constraint" => match e.args.as_ref().and_then(|a| a.first()) {
            Some(TArg::Expr(inner)) if inner.name.name == "CPred" => path_arg(inner, d).map(Native::Constraint),
            _ => {
                d.push(err(e.span, "'Constraint' takes a 'CPred<\"path\">'"));
                None
            }
        },
        _ => None,
    }
}

/// Resolves the `def`s.
pub(super) fn natives(defs: &[&NativeDef], d: &mut Vec<Diagnostic>) -> HashMap<String, (Native, Span)> {
    let mut out: HashMap<String, (Native, Span)> = HashMap::new();
    for def in defs {
        if let Some((_, first)) = out.get(&def.name.name) {
            d.push(super::duplicate("def", &def.name.name, def.name.span, *first));
            continue;
        }
        match inline_native(&def.value, d) {
            Some(n) => {
                out.insert(def.name.name.clone(), (n, def.name.span));
            }
            None => {
                if !matches!(def.value.name.name.as_str(), "NativeCodeCall" | "Constraint") {
                    d.push(
                        err(
                            def.value.span,
                            "expected 'NativeCodeCall<\"path\">' or 'Constraint<CPred<\"path\">>'",
                        )
                        .label("not a native call or constraint"),
                    );
                }
                out.insert(def.name.name.clone(), (Native::Invalid, def.name.span));
            }
        }
    }
    out
}

/// Checking state of one pattern.
struct Check<'s, 'a, 'm> {
    sema: &'s mut Sema<'a>,
    ops: &'m HashMap<String, &'m Op>,
    natives: &'m HashMap<String, (Native, Span)>,
    symbols: HashMap<String, SymbolRef>,
    /// Op bindings: local and number of results.
    op_binds: HashMap<String, (String, usize)>,
    loc_ops: Vec<String>,
    num_ops: usize,
    constants: usize,
    built: usize,
    computed: Vec<Computed>,
    d: &'m mut Vec<Diagnostic>,
}

impl Sema<'_> {
    /// Checks the patterns of the run against its ops.
    pub(super) fn patterns(
        &mut self,
        patterns: &[&Pattern],
        natives: &HashMap<String, (Native, Span)>,
        ops: &[Op],
        d: &mut Vec<Diagnostic>,
    ) -> Vec<PatternDef> {
        let mut by_name: HashMap<String, &Op> = HashMap::new();
        for op in ops {
            by_name.insert(op.name.clone(), op);
            by_name.insert(format!("{}Op", op.name), op);
        }
        let mut seen: HashMap<&str, Span> = HashMap::new();
        let mut out = Vec::new();
        for p in patterns {
            if let Some(first) = seen.get(p.name.name.as_str()) {
                d.push(super::duplicate("pattern", &p.name.name, p.name.span, *first));
                continue;
            }
            seen.insert(&p.name.name, p.name.span);
            let mut cx = Check {
                sema: self,
                ops: &by_name,
                natives,
                symbols: HashMap::new(),
                op_binds: HashMap::new(),
                loc_ops: Vec::new(),
                num_ops: 0,
                constants: 0,
                built: 0,
                computed: Vec::new(),
                d,
            };
            if let Some(def) = cx.pattern(p) {
                out.push(def);
            }
        }
        out
    }
}

impl Check<'_, '_, '_> {
    fn pattern(&mut self, p: &Pattern) -> Option<PatternDef> {
        let errors = self.d.len();
        if !p.multi && (p.results_listed || p.results.len() != 1) {
            self.d.push(err(
                p.span,
                "'Pat' takes one result DAG; use 'Pattern' for a list of results",
            ));
            return None;
        }
        if let Some(first) = p.supplemental.first() {
            self.d
                .push(err(first.span, "supplemental result patterns are not supported").label("not supported"));
            return None;
        }
        let Some(root) = self.ops.get(&p.source.op.name.name).copied() else {
            self.d.push(
                err(p.source.op.name.span, format!("unknown op '{}'", p.source.op.name.name))
                    .label("the source pattern's root must be an op"),
            );
            return None;
        };
        let source = self.source_op(&p.source, root, true)?;
        let loc_ops: Vec<String> = self.loc_ops.iter().take(self.num_ops).cloned().collect();
        let constraints: Vec<NativeUse> = p.constraints.iter().filter_map(|c| self.constraint(c)).collect();
        let mut results = Vec::new();
        let mut next = 0usize;
        let mut failed = false;
        for r in &p.results {
            match self.result_root(r, next) {
                Some((node, n)) => {
                    results.push(node);
                    next += n;
                }
                None => failed = true,
            }
        }
        if failed || self.d.len() > errors {
            return None;
        }
        if next != root.results.len() {
            self.d.push(
                err(
                    p.span,
                    format!(
                        "the result patterns give {next} value(s), but '{}' has {} result(s)",
                        root.op_name,
                        root.results.len()
                    ),
                )
                .label("replacing the root needs one value per result"),
            );
            return None;
        }
        let extra = p.add_benefit.map_or(0, |(b, _)| b);
        let benefit = i64::try_from(self.num_ops).unwrap_or(i64::MAX).saturating_add(extra);
        let Ok(benefit) = u16::try_from(benefit) else {
            let span = p.add_benefit.map_or(p.span, |(_, s)| s);
            self.d
                .push(err(span, format!("benefit {benefit} is outside 0..=65535")));
            return None;
        };
        Some(PatternDef {
            name: p.name.name.clone(),
            root: root.op_name.clone(),
            benefit,
            source,
            constraints,
            computed: std::mem::take(&mut self.computed),
            loc_ops,
            results,
            span: p.span,
        })
    }

    // ----- source -----

    fn fixed_arity(&mut self, op: &Op, at: Span) -> bool {
        for (what, values) in [("operand", &op.operands), ("result", &op.results)] {
            if let Some(v) = values.iter().find(|v| v.arity != Arity::Single) {
                self.d.push(err(
                    at,
                    format!(
                        "'{}' has the variable-length {what} '{}'; patterns support ops with single {what}s only",
                        op.op_name, v.name
                    ),
                ));
                return false;
            }
        }
        true
    }

    fn source_op(&mut self, dag: &Dag, op: &Op, root: bool) -> Option<SourceOp> {
        if !self.fixed_arity(op, dag.op.span) {
            return None;
        }
        let var = format!("o{}", self.num_ops);
        self.num_ops += 1;
        if root {
            self.loc_ops.push(var.clone());
        }
        if let Some(b) = &dag.bind {
            self.bind_op(b, &var, op.results.len());
        }
        let expected = op.operands.len() + op.attributes.len();
        if dag.args.len() != expected {
            self.d.push(
                err(
                    dag.span,
                    format!(
                        "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                        op.op_name,
                        dag.args.len(),
                        expected
                    ),
                )
                .with_note("an op's arguments are its operands, then its attributes, in declaration order"),
            );
            return None;
        }
        let mut args = Vec::new();
        for (i, arg) in dag.args.iter().enumerate() {
            if let Some(v) = op.operands.get(i) {
                let matcher = self.operand_match(arg, op, &v.name)?;
                args.push(SourceArg::Operand {
                    accessor: v.name.clone(),
                    matcher,
                });
            } else {
                let a = &op.attributes[i - op.operands.len()];
                let required = matches!(a.presence, Presence::Required);
                let matcher = self.attr_match(arg, op, &a.name, required)?;
                args.push(SourceArg::Attr {
                    accessor: a.name.clone(),
                    required,
                    matcher,
                });
            }
        }
        if !root {
            self.loc_ops.push(var.clone());
        }
        Some(SourceOp {
            rust_name: op.rust_name(),
            var,
            args,
        })
    }

    fn bind_op(&mut self, b: &Ident, var: &str, results: usize) {
        if self.symbols.contains_key(&b.name) || self.op_binds.contains_key(&b.name) {
            self.d.push(err(b.span, format!("symbol '{}' is bound twice", b.name)));
            return;
        }
        self.op_binds.insert(b.name.clone(), (var.to_string(), results));
    }

    fn bind(&mut self, b: &Ident, kind: SymbolKind) -> Option<String> {
        if self.symbols.contains_key(&b.name) || self.op_binds.contains_key(&b.name) || b.name == "_loc" {
            self.d.push(err(b.span, format!("symbol '{}' is bound twice", b.name)));
            return None;
        }
        let local = format!("s_{}", b.name);
        self.symbols
            .insert(b.name.clone(), SymbolRef::Local(local.clone(), kind));
        Some(local)
    }

    fn operand_match(&mut self, arg: &DagArg, op: &Op, operand: &str) -> Option<OperandMatch> {
        match arg {
            DagArg::Var(v) => match self.symbols.get(&v.name) {
                Some(SymbolRef::Local(local, SymbolKind::Value)) => Some(OperandMatch::Same(local.clone())),
                Some(_) => {
                    self.d.push(err(
                        v.span,
                        format!(
                            "symbol '{}' is an attribute, but operand '{operand}' of '{}' is a value",
                            v.name, op.op_name
                        ),
                    ));
                    None
                }
                None => self.bind(v, SymbolKind::Value).map(OperandMatch::Bind),
            },
            DagArg::Dag(dag) if dag.op.name.name == CONSTANT_LIKE => {
                let [inner] = dag.args.as_slice() else {
                    self.d
                        .push(err(dag.span, "'ConstantLikeMatcher' takes one attribute matcher"));
                    return None;
                };
                let op_var = format!("k{}", self.constants);
                self.constants += 1;
                self.loc_ops.push(op_var.clone());
                let attr = self.attr_match(inner, op, operand, true)?;
                Some(OperandMatch::Constant { op_var, attr })
            }
            DagArg::Dag(dag) => match self.ops.get(&dag.op.name.name).copied() {
                Some(inner) => self.source_op(dag, inner, false).map(|o| OperandMatch::Op(Box::new(o))),
                None => {
                    self.d
                        .push(err(dag.op.name.span, format!("unknown op '{}'", dag.op.name.name)));
                    None
                }
            },
            DagArg::Leaf { constraint, bind, .. } => {
                if self.sema.attr_decl_exists(&constraint.name.name) || constraint.name.name == "ConstantAttr" {
                    self.d.push(err(
                        constraint.span,
                        format!(
                            "'{}' is an attribute constraint, but operand '{operand}' of '{}' is a value",
                            constraint.name.name, op.op_name
                        ),
                    ));
                    return None;
                }
                let c = self.sema.type_constraint(constraint, self.d)?;
                let local = match bind {
                    Some(b) => Some(self.bind(b, SymbolKind::Value)?),
                    None => None,
                };
                Some(OperandMatch::Typed(c, local))
            }
        }
    }

    fn attr_match(&mut self, arg: &DagArg, op: &Op, attr: &str, required: bool) -> Option<AttrMatch> {
        let kind = if required {
            SymbolKind::Attr
        } else {
            SymbolKind::OptAttr
        };
        match arg {
            DagArg::Var(v) => Some(AttrMatch {
                bind: Some(self.bind(v, kind)?),
                ..AttrMatch::default()
            }),
            DagArg::Dag(dag) => {
                self.d.push(err(
                    dag.span,
                    format!(
                        "argument '{attr}' of '{}' is an attribute; a DAG cannot match it",
                        op.op_name
                    ),
                ));
                None
            }
            DagArg::Leaf { constraint, bind, .. } => {
                if self.sema.type_decl_exists(&constraint.name.name) {
                    self.d.push(err(
                        constraint.span,
                        format!(
                            "'{}' is a type constraint, but argument '{attr}' of '{}' is an attribute",
                            constraint.name.name, op.op_name
                        ),
                    ));
                    return None;
                }
                let mut m = AttrMatch::default();
                if constraint.name.name == "ConstantAttr" {
                    m.equals = Some(self.constant_attr(constraint)?);
                } else {
                    m.constraint = Some(self.sema.attr_constraint(constraint, self.d)?);
                }
                if let Some(b) = bind {
                    m.bind = Some(self.bind(b, kind)?);
                }
                Some(m)
            }
        }
    }

    /// `ConstantAttr<A, "v">`: the MLIR text of the attribute.
    fn constant_attr(&mut self, e: &TExpr) -> Option<String> {
        let (Some(TArg::Expr(a)), Some(TArg::Str(v))) = (
            e.args.as_ref().and_then(|x| x.first()),
            e.args.as_ref().and_then(|x| x.get(1)),
        ) else {
            self.d.push(err(
                e.span,
                "'ConstantAttr' takes an attribute constraint and a value string",
            ));
            return None;
        };
        let c = self.sema.attr_constraint(a, self.d)?;
        let Some(build) = &c.const_builder else {
            self.d.push(err(
                a.span,
                format!("'{}' has no 'build' text to make a constant with", a.name.name),
            ));
            return None;
        };
        Some(build.replace("$0", &v.value))
    }

    // ----- symbols, constraints, native calls -----

    fn symbol(&mut self, v: &Ident) -> Option<SymbolRef> {
        if v.name == "_loc" {
            return Some(SymbolRef::Loc);
        }
        if let Some(s) = self.symbols.get(&v.name) {
            return Some(s.clone());
        }
        if let Some((var, _)) = self.op_binds.get(&v.name) {
            return Some(SymbolRef::OpResult(var.clone(), 0));
        }
        if let Some((base, index)) = v.name.rsplit_once("__") {
            if let (Some((var, n)), Ok(i)) = (self.op_binds.get(base), index.parse::<usize>()) {
                if i < *n {
                    return Some(SymbolRef::OpResult(var.clone(), i));
                }
                self.d.push(err(
                    v.span,
                    format!("'{base}' has {n} results; there is no result #{i}"),
                ));
                return None;
            }
        }
        self.d.push(
            err(v.span, format!("referencing unbound symbol '{}'", v.name)).label("not bound by the source pattern"),
        );
        None
    }

    fn symbol_args(&mut self, dag: &Dag) -> Option<Vec<SymbolRef>> {
        let mut out = Vec::new();
        for a in &dag.args {
            match a {
                DagArg::Var(v) => out.push(self.symbol(v)?),
                other => {
                    self.d.push(err(
                        other.span(),
                        "arguments of native calls and constraints are bound symbols ('$x')",
                    ));
                    return None;
                }
            }
        }
        Some(out)
    }

    fn native(&mut self, e: &TExpr) -> Option<Native> {
        match self.natives.get(&e.name.name) {
            Some((Native::Invalid, _)) => return None,
            Some((n, _)) => return Some(n.clone()),
            None => {}
        }
        let errors = self.d.len();
        let n = inline_native(e, self.d);
        if n.is_none() && self.d.len() == errors {
            self.d.push(err(
                e.name.span,
                format!("unknown op, native call or constraint '{}'", e.name.name),
            ));
        }
        n
    }

    fn constraint(&mut self, c: &Dag) -> Option<NativeUse> {
        match self.native(&c.op)? {
            Native::Constraint(path) => Some(NativeUse {
                path,
                args: self.symbol_args(c)?,
            }),
            Native::Call(_) => {
                self.d.push(err(
                    c.op.span,
                    format!("'{}' is a native call, not a constraint", c.op.name.name),
                ));
                None
            }
            Native::Invalid => None,
        }
    }

    // ----- results -----

    fn result_root(&mut self, dag: &Dag, first: usize) -> Option<(ResultNode, usize)> {
        if dag.op.name.name == "replaceWithValue" {
            let [DagArg::Var(v)] = dag.args.as_slice() else {
                self.d
                    .push(err(dag.span, "'replaceWithValue' takes one bound value ('$x')"));
                return None;
            };
            let s = self.symbol(v)?;
            if s.kind() != SymbolKind::Value {
                self.d
                    .push(err(v.span, format!("symbol '{}' is an attribute, not a value", v.name)));
                return None;
            }
            return Some((ResultNode::Replace(s), 1));
        }
        let Some(op) = self.ops.get(&dag.op.name.name).copied() else {
            self.d.push(
                err(dag.op.name.span, format!("unknown op '{}'", dag.op.name.name))
                    .label("a result pattern is an op or 'replaceWithValue'"),
            );
            return None;
        };
        let n = op.results.len();
        self.result_op(dag, op, Some((first, n)))
            .map(|o| (ResultNode::Op(o), n))
    }

    fn result_op(&mut self, dag: &Dag, op: &Op, replaces: Option<(usize, usize)>) -> Option<ResultOp> {
        if !self.fixed_arity(op, dag.op.span) {
            return None;
        }
        if replaces.is_none() && !has_inferred_builder(op) {
            self.d.push(
                err(dag.op.span, format!("cannot infer the result types of '{}'", op.op_name))
                    .label("it replaces no result of the root, so its types must be inferred")
                    .with_note("ops built inside a result pattern need an inferring builder (SameOperandsAndResultType, AllTypesMatch, TypesMatchWith, InferTypeOpInterface, ...)"),
            );
            return None;
        }
        let total = op.operands.len() + op.attributes.len();
        if dag.args.len() < op.operands.len() || dag.args.len() > total {
            self.d.push(err(
                dag.span,
                format!(
                    "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                    op.op_name,
                    dag.args.len(),
                    total
                ),
            ));
            return None;
        }
        let var = format!("r{}", self.built);
        self.built += 1;
        let mut nested = Vec::new();
        let mut args = Vec::new();
        for (i, v) in op.operands.iter().enumerate() {
            args.push(self.result_operand(&dag.args[i], op, &v.name, &mut nested)?);
        }
        for (j, a) in op.attributes.iter().enumerate() {
            let optional = !matches!(a.presence, Presence::Required);
            match dag.args.get(op.operands.len() + j) {
                Some(arg) => args.push(self.result_attr(arg, op, &a.name, optional)?),
                None if optional => args.push(ResultArg::Absent),
                None => {
                    self.d.push(err(
                        dag.span,
                        format!("missing required attribute '{}' of '{}'", a.name, op.op_name),
                    ));
                    return None;
                }
            }
        }
        Some(ResultOp {
            rust_name: op.rust_name(),
            var,
            nested,
            args,
            replaces,
        })
    }

    fn result_operand(
        &mut self,
        arg: &DagArg,
        op: &Op,
        operand: &str,
        nested: &mut Vec<ResultOp>,
    ) -> Option<ResultArg> {
        match arg {
            DagArg::Var(v) => {
                let s = self.symbol(v)?;
                if s.kind() != SymbolKind::Value {
                    self.d.push(err(
                        v.span,
                        format!(
                            "symbol '{}' is an attribute, but operand '{operand}' of '{}' takes a value",
                            v.name, op.op_name
                        ),
                    ));
                    return None;
                }
                Some(ResultArg::Value(s))
            }
            DagArg::Dag(dag) => {
                let Some(inner) = self.ops.get(&dag.op.name.name).copied() else {
                    if self.native(&dag.op).is_some() {
                        self.d.push(err(
                            dag.op.span,
                            format!(
                                "native calls give attributes; operand '{operand}' of '{}' takes a value",
                                op.op_name
                            ),
                        ));
                    }
                    return None;
                };
                if inner.results.is_empty() {
                    self.d.push(err(
                        dag.op.span,
                        format!("'{}' has no result to use as an operand", inner.op_name),
                    ));
                    return None;
                }
                let built = self.result_op(dag, inner, None)?;
                let var = built.var.clone();
                nested.push(built);
                Some(ResultArg::Built(var))
            }
            DagArg::Leaf { constraint, .. } => {
                self.d.push(err(
                    constraint.span,
                    format!("operand '{operand}' of '{}' takes a bound value or an op", op.op_name),
                ));
                None
            }
        }
    }

    fn result_attr(&mut self, arg: &DagArg, op: &Op, attr: &str, optional: bool) -> Option<ResultArg> {
        match arg {
            DagArg::Var(v) => {
                let s = self.symbol(v)?;
                match s.kind() {
                    SymbolKind::Value => {
                        self.d.push(err(
                            v.span,
                            format!(
                                "symbol '{}' is a value, but '{attr}' of '{}' is an attribute",
                                v.name, op.op_name
                            ),
                        ));
                        None
                    }
                    SymbolKind::OptAttr if !optional => {
                        self.d.push(err(
                            v.span,
                            format!(
                                "symbol '{}' may be absent, but attribute '{attr}' of '{}' is required",
                                v.name, op.op_name
                            ),
                        ));
                        None
                    }
                    _ => Some(ResultArg::Attr(s, optional)),
                }
            }
            DagArg::Dag(dag) => match self.native(&dag.op)? {
                Native::Call(path) => {
                    let args = self.symbol_args(dag)?;
                    self.computed.push(Computed::Native(NativeUse { path, args }));
                    Some(ResultArg::Computed(self.computed.len() - 1, optional))
                }
                Native::Constraint(_) => {
                    self.d.push(err(
                        dag.op.span,
                        format!("'{}' is a constraint, not a native call", dag.op.name.name),
                    ));
                    None
                }
                Native::Invalid => None,
            },
            DagArg::Leaf { constraint, .. } if constraint.name.name == "ConstantAttr" => {
                let text = self.constant_attr(constraint)?;
                self.computed.push(Computed::Constant(text));
                Some(ResultArg::Computed(self.computed.len() - 1, optional))
            }
            DagArg::Leaf { constraint, .. } => {
                self.d.push(err(
                    constraint.span,
                    format!(
                        "attribute '{attr}' of '{}' takes a bound symbol, a native call or 'ConstantAttr'",
                        op.op_name
                    ),
                ));
                None
            }
        }
    }
}
