//! Constraint expressions (`Variadic<TensorOf<[F32]>>`, `ConfinedAttr<...>`)
//! in each position: operand/result, attribute, property, region, successor.

use super::Sema;
use crate::ast::{ConstraintKind, TArg, TExpr};
use crate::diag::Diagnostic;
use crate::model::{
    Arity, AttrConstraint, AttrPred, AttrValue, MemEffect, Presence, RegionConstraint, Resource, TypeConstraint,
    TypePred,
};

const PRESENCE_WRAPPERS: &[&str] = &[
    "OptionalAttr",
    "DefaultValuedAttr",
    "DefaultValuedOptionalAttr",
    "DefaultValued",
    "OptionalProp",
    "DefaultValuedProp",
];
const ARITY_WRAPPERS: &[&str] = &["Optional", "Variadic", "VariadicOfVariadic"];

fn args(e: &TExpr) -> &[TArg] {
    e.args.as_deref().unwrap_or(&[])
}

pub(super) fn arg_count(e: &TExpr, n: &[usize], d: &mut Vec<Diagnostic>) -> bool {
    let got = args(e).len();
    if n.contains(&got) {
        return true;
    }
    let want: Vec<String> = n.iter().map(|x| x.to_string()).collect();
    d.push(
        Diagnostic::error(
            e.span,
            format!(
                "'{}' takes {} argument(s), but {got} were given",
                e.name.name,
                want.join(" or ")
            ),
        )
        .label("wrong number of arguments"),
    );
    false
}

pub(super) fn arg_int(e: &TExpr, i: usize, d: &mut Vec<Diagnostic>) -> Option<i64> {
    match args(e).get(i)? {
        TArg::Int(v, _) => Some(*v),
        other => {
            d.push(Diagnostic::error(
                other.span(),
                format!("'{}' expects an integer here", e.name.name),
            ));
            None
        }
    }
}

pub(super) fn arg_str(e: &TExpr, i: usize, d: &mut Vec<Diagnostic>) -> Option<String> {
    match args(e).get(i)? {
        TArg::Str(s) => Some(s.value.clone()),
        other => {
            d.push(Diagnostic::error(
                other.span(),
                format!("'{}' expects a string here", e.name.name),
            ));
            None
        }
    }
}

pub(super) fn arg_expr<'e>(e: &'e TExpr, i: usize, d: &mut Vec<Diagnostic>) -> Option<&'e TExpr> {
    match args(e).get(i)? {
        TArg::Expr(x) => Some(x),
        other => {
            d.push(Diagnostic::error(
                other.span(),
                format!("'{}' expects a constraint here", e.name.name),
            ));
            None
        }
    }
}

pub(super) fn arg_list<'e>(e: &'e TExpr, i: usize, d: &mut Vec<Diagnostic>) -> Option<&'e [TArg]> {
    match args(e).get(i)? {
        TArg::List(v, _) => Some(v),
        other => {
            d.push(Diagnostic::error(
                other.span(),
                format!("'{}' expects a list `[...]` here", e.name.name),
            ));
            None
        }
    }
}

pub(super) fn no_args(e: &TExpr, d: &mut Vec<Diagnostic>) -> bool {
    if e.args.is_some() {
        d.push(Diagnostic::error(
            e.span,
            format!("'{}' takes no arguments", e.name.name),
        ));
        return false;
    }
    true
}

/// What an operand or result declaration says besides its name.
pub(super) struct ValueSpec {
    /// How many values the group holds.
    pub arity: Arity,
    /// The constraint on each value.
    pub constraint: TypeConstraint,
    /// The description `Arg<T, "doc">` gives.
    pub doc: Option<String>,
    /// The memory effects `Arg<T, "doc", [MemRead]>` gives, with their resources.
    pub effects: Vec<(MemEffect, Resource)>,
}

/// The effect list of `Arg<T, "doc", [MemRead, MemWrite<DefaultResource>]>`, each with
/// its resource (`MemAlloc<AutomaticAllocationScopeResource>`; the default resource
/// when none is named). A stage (`MemReadAt<0, FullEffect>`, `MemAlloc<R, 1>`) is
/// accepted and not kept.
fn value_effects(e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<Vec<(MemEffect, Resource)>> {
    let list = arg_list(e, 2, d)?;
    let mut effects = Vec::new();
    for a in list {
        match a {
            TArg::Expr(x) => match MemEffect::from_ods(&x.name.name) {
                Some(effect) => {
                    let resource = effect_resource(x, d)?;
                    if !effects.contains(&(effect, resource)) {
                        effects.push((effect, resource));
                    }
                }
                None => {
                    d.push(
                        Diagnostic::error(x.span, format!("unknown memory effect '{}'", x.name.name))
                            .label("expected MemRead, MemWrite, MemAlloc or MemFree"),
                    );
                    return None;
                }
            },
            other => {
                d.push(
                    Diagnostic::error(other.span(), format!("'{}' expects a memory effect here", e.name.name))
                        .label("expected MemRead, MemWrite, MemAlloc or MemFree"),
                );
                return None;
            }
        }
    }
    Some(effects)
}

/// The resource effect `x` names (its first argument, unless it is a stage-only
/// `MemReadAt<...>`); an unknown resource is an error.
fn effect_resource(x: &TExpr, d: &mut Vec<Diagnostic>) -> Option<Resource> {
    if x.name.name.ends_with("At") {
        return Some(Resource::Default);
    }
    match x.args.as_deref().and_then(|a| a.first()) {
        Some(TArg::Expr(r)) => match Resource::from_ods(&r.name.name) {
            Some(resource) => Some(resource),
            None => {
                d.push(
                    Diagnostic::error(r.span, format!("unknown resource '{}'", r.name.name))
                        .label("expected DefaultResource or AutomaticAllocationScopeResource"),
                );
                None
            }
        },
        _ => Some(Resource::Default),
    }
}

/// Joins summaries with " or " (`AnyTypeOf`).
/// The constraint of an attribute declared in Rust (`#[attr_def]`), named
/// by the path of its type: its check, summary and typed value come from
/// the type's `ir::ods::DeclaredAttr` (rustc rejects a path to a type
/// without one). Its summary and constant builder are markers of the
/// `DeclaredAttr`'s (`model::rust_parts`), which composed summaries
/// (`ConfinedAttr`, `AnyAttrOf`) and default values carry into the
/// generated code.
fn declared_attr_constraint(path: &str) -> AttrConstraint {
    let pred = AttrPred::Declared(path.to_string());
    AttrConstraint {
        name: None,
        summary: crate::model::rust_parts::declared_summary(path),
        storage: Some(pred.clone()),
        pred,
        value: AttrValue::Declared(path.to_string()),
        const_builder: Some(crate::model::rust_parts::declared_builder(path)),
        asm: crate::model::AttrAsm::Stripped(None),
    }
}

fn or_summary(v: &[TypeConstraint]) -> String {
    v.iter().map(|c| c.summary.as_str()).collect::<Vec<_>>().join(" or ")
}

impl Sema<'_> {
    /// The case a default value `value` (argument 1 of `e`) of an enum
    /// names, or an error listing the cases.
    pub(super) fn enum_case_default(
        &self,
        e: &TExpr,
        enum_name: &str,
        value: &str,
        d: &mut Vec<Diagnostic>,
    ) -> Option<String> {
        match self.enum_default(enum_name, value) {
            Ok(case) => Some(case),
            Err(cases) => {
                let span = args(e).get(1).map_or(e.span, |a| a.span());
                d.push(
                    Diagnostic::error(span, format!("'{value}' is not a case of enum '{enum_name}'"))
                        .label("unknown case")
                        .with_note(format!("cases: {}", cases.join(", "))),
                );
                None
            }
        }
    }

    /// An operand or result constraint: arity and element constraint.
    pub(super) fn value_constraint(
        &mut self,
        e: &TExpr,
        is_result: bool,
        d: &mut Vec<Diagnostic>,
    ) -> Option<ValueSpec> {
        let n = e.name.name.as_str();
        match n {
            "Optional" | "Variadic" => {
                arg_count(e, &[1], d).then_some(())?;
                let inner = arg_expr(e, 0, d)?;
                let spec = self.value_constraint_inner(inner, d)?;
                let arity = if n == "Optional" {
                    Arity::Optional
                } else {
                    Arity::Variadic
                };
                Some(ValueSpec { arity, ..spec })
            }
            "VariadicOfVariadic" => {
                if is_result {
                    d.push(Diagnostic::error(
                        e.span,
                        "'VariadicOfVariadic' results are currently not supported",
                    ));
                    return None;
                }
                arg_count(e, &[2], d).then_some(())?;
                let inner = arg_expr(e, 0, d)?;
                let seg = arg_str(e, 1, d)?;
                let spec = self.value_constraint_inner(inner, d)?;
                Some(ValueSpec {
                    arity: Arity::VariadicOfVariadic(seg),
                    ..spec
                })
            }
            _ => self.value_constraint_inner(e, d),
        }
    }

    fn value_constraint_inner(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<ValueSpec> {
        let n = e.name.name.as_str();
        if ARITY_WRAPPERS.contains(&n) {
            d.push(
                Diagnostic::error(e.span, format!("'{n}' cannot be nested"))
                    .label("only allowed as the outermost constraint"),
            );
            return None;
        }
        if n == "Arg" || n == "Res" {
            arg_count(e, &[1, 2, 3], d).then_some(())?;
            let inner = arg_expr(e, 0, d)?;
            let doc = if args(e).len() > 1 { arg_str(e, 1, d) } else { None };
            let effects = if args(e).len() > 2 {
                value_effects(e, d)?
            } else {
                Vec::new()
            };
            let spec = self.value_constraint_inner(inner, d)?;
            return Some(ValueSpec { doc, effects, ..spec });
        }
        Some(ValueSpec {
            arity: Arity::Single,
            constraint: self.type_constraint(e, d)?,
            doc: None,
            effects: Vec::new(),
        })
    }

    /// A type constraint expression (no arity wrappers).
    pub(super) fn type_constraint(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<TypeConstraint> {
        let n = e.name.name.as_str();
        let container = |descr: &str, pred: TypePred| (descr.to_string(), pred);
        let shaped = match n {
            "TensorOf" => Some(container("tensor", TypePred::Tensor)),
            "RankedTensorOf" => Some(container("ranked tensor", TypePred::RankedTensor)),
            "UnrankedTensorOf" => Some(container("unranked tensor", TypePred::UnrankedTensor)),
            "MemRefOf" => Some(container("memref", TypePred::RankedMemRef)),
            "VectorOf" | "VectorOfAnyRankOf" => Some(container("vector", TypePred::Vector)),
            "TensorOrMemRef" => Some(container(
                "Tensor or MemRef",
                TypePred::Or(vec![TypePred::Tensor, TypePred::RankedMemRef]),
            )),
            _ => None,
        };
        if let Some((descr, container)) = shaped {
            arg_count(e, &[1], d).then_some(())?;
            let elems = self.type_list(e, 0, d)?;
            let elem_pred = TypePred::Or(elems.iter().map(|c| c.pred.clone()).collect());
            return Some(TypeConstraint {
                name: None,
                summary: format!("{descr} of {} values", or_summary(&elems)),
                pred: TypePred::And(vec![container, TypePred::Element(Box::new(elem_pred))]),
                buildable: None,
            });
        }
        match n {
            "AnyTypeOf" => {
                arg_count(e, &[1, 2], d).then_some(())?;
                let elems = self.type_list(e, 0, d)?;
                let summary = if args(e).len() > 1 {
                    arg_str(e, 1, d)?
                } else {
                    or_summary(&elems)
                };
                Some(TypeConstraint {
                    name: None,
                    summary,
                    pred: TypePred::Or(elems.into_iter().map(|c| c.pred).collect()),
                    buildable: None,
                })
            }
            "AllOfType" => {
                arg_count(e, &[2], d).then_some(())?;
                let elems = self.type_list(e, 0, d)?;
                Some(TypeConstraint {
                    name: None,
                    summary: arg_str(e, 1, d)?,
                    pred: TypePred::And(elems.into_iter().map(|c| c.pred).collect()),
                    buildable: None,
                })
            }
            "ComplexOf" => {
                arg_count(e, &[1], d).then_some(())?;
                let inner = self.type_constraint(arg_expr(e, 0, d)?, d)?;
                Some(TypeConstraint {
                    name: None,
                    summary: format!("complex type with {} elements", inner.summary),
                    pred: TypePred::Complex(Box::new(inner.pred)),
                    buildable: None,
                })
            }
            "I" | "SI" | "UI" | "F" => {
                arg_count(e, &[1], d).then_some(())?;
                let w = arg_int(e, 0, d)?;
                let text = match n {
                    "I" => format!("i{w}"),
                    "SI" => format!("si{w}"),
                    "UI" => format!("ui{w}"),
                    _ => format!("f{w}"),
                };
                let known = ["I1", "I8", "I16", "I32", "I64", "I128"];
                let name = format!("{}{}", n, w);
                if n == "I" && !known.contains(&name.as_str()) && w > 0 && w < (1 << 24) {
                    return Some(TypeConstraint {
                        name: None,
                        summary: format!("{w}-bit signless integer"),
                        pred: TypePred::Integer {
                            width: Some(w as u32),
                            sign: Some(crate::model::Sign::Signless),
                        },
                        buildable: Some(text),
                    });
                }
                self.lookup_type_constraint(&name, e.span, d).or_else(|| {
                    d.push(Diagnostic::error(e.span, format!("no builtin type '{text}'")));
                    None
                })
            }
            _ => {
                if let Some(c) = self.parameterised(n).filter(|c| c.kind == ConstraintKind::Type) {
                    return self.instantiate_type(e, c, d);
                }
                if let Some(c) = self.lookup_type_constraint(n, e.name.span, d) {
                    no_args(e, d).then_some(())?;
                    return Some(c);
                }
                let mut diag = Diagnostic::error(e.name.span, format!("unknown type constraint '{n}'"))
                    .label("not a type constraint");
                if PRESENCE_WRAPPERS.contains(&n) {
                    diag = Diagnostic::error(e.name.span, format!("'{n}' can only be used on attributes"))
                        .label("default values and optional attributes need an attribute");
                } else if self.attr_decl_exists(n) {
                    diag = diag.with_note(format!(
                        "'{n}' is an attribute constraint; declare it under `attributes`"
                    ));
                } else if ["AnyRegion", "SizedRegion", "AnySuccessor"].contains(&n) {
                    diag = diag.with_note(format!("'{n}' belongs under `regions` or `successors`"));
                }
                d.push(diag);
                None
            }
        }
    }

    fn type_list(&mut self, e: &TExpr, i: usize, d: &mut Vec<Diagnostic>) -> Option<Vec<TypeConstraint>> {
        let list = arg_list(e, i, d)?;
        if list.is_empty() {
            d.push(Diagnostic::error(
                e.span,
                format!("'{}' needs at least one type", e.name.name),
            ));
            return None;
        }
        let mut out = Vec::new();
        let mut ok = true;
        for a in list {
            match a {
                TArg::Expr(x) => match self.type_constraint(x, d) {
                    Some(c) => out.push(c),
                    None => ok = false,
                },
                other => {
                    d.push(Diagnostic::error(other.span(), "expected a type constraint"));
                    ok = false;
                }
            }
        }
        ok.then_some(out)
    }

    /// An attribute constraint with its presence wrapper.
    pub(super) fn attribute_constraint(
        &mut self,
        e: &TExpr,
        d: &mut Vec<Diagnostic>,
    ) -> Option<(Presence, AttrConstraint)> {
        let n = e.name.name.as_str();
        match n {
            "OptionalAttr" => {
                arg_count(e, &[1], d).then_some(())?;
                Some((Presence::Optional, self.attr_constraint(arg_expr(e, 0, d)?, d)?))
            }
            "DefaultValuedAttr" | "DefaultValued" | "DefaultValuedOptionalAttr" => {
                arg_count(e, &[2], d).then_some(())?;
                let inner = self.attr_constraint(arg_expr(e, 0, d)?, d)?;
                let value = arg_str(e, 1, d)?;
                // (An attribute declared in Rust has its `DeclaredAttr`'s builder:
                // an attribute definition, which has none, is a compile-time error
                // of the generated code.)
                if inner.const_builder.is_none() {
                    d.push(
                        Diagnostic::error(
                            e.span,
                            format!(
                                "'{}' has no constant builder, so it cannot have a default value",
                                inner.name.as_deref().unwrap_or(&inner.summary)
                            ),
                        )
                        .label("default value needs a constant builder")
                        .with_note("give the constraint a `build \"...$0...\";` field"),
                    );
                    return None;
                }
                let value = match &inner.value {
                    AttrValue::EnumAttr { enum_name, .. } => self.enum_case_default(e, enum_name, &value, d)?,
                    // The case as `.ods` takes it (`Mode::HalfUp` is `HalfUp`), which
                    // the front end checks against the enum at compile time.
                    AttrValue::Declared(_) => crate::model::rust_parts::default_case(&value).to_string(),
                    _ => value,
                };
                let presence = if n == "DefaultValuedOptionalAttr" {
                    Presence::DefaultOptional(value)
                } else {
                    Presence::Default(value)
                };
                Some((presence, inner))
            }
            "Optional" | "Variadic" | "VariadicOfVariadic" => {
                d.push(
                    Diagnostic::error(e.name.span, format!("'{n}' can only be used on operands and results"))
                        .with_note("use OptionalAttr<...> for an optional attribute"),
                );
                None
            }
            _ => Some((Presence::Required, self.attr_constraint(e, d)?)),
        }
    }

    /// An attribute constraint expression without presence wrappers.
    pub(super) fn attr_constraint(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<AttrConstraint> {
        let n = e.name.name.as_str();
        match n {
            "ConfinedAttr" | "Confined" => {
                arg_count(e, &[2], d).then_some(())?;
                let base = self.attr_constraint(arg_expr(e, 0, d)?, d)?;
                let list = arg_list(e, 1, d)?;
                let mut preds = vec![base.pred.clone()];
                let mut summary = base.summary.clone();
                let mut ok = true;
                for a in list {
                    let TArg::Expr(x) = a else {
                        d.push(Diagnostic::error(
                            a.span(),
                            "expected an attribute constraint such as IntMinValue<0>",
                        ));
                        ok = false;
                        continue;
                    };
                    match self.confinement(x, d) {
                        Some((p, s)) => {
                            preds.push(p);
                            summary.push(' ');
                            summary.push_str(&s);
                        }
                        None => ok = false,
                    }
                }
                ok.then_some(AttrConstraint {
                    name: None,
                    summary,
                    pred: AttrPred::And(preds),
                    ..base
                })
            }
            "TypeAttrOf" => {
                arg_count(e, &[1], d).then_some(())?;
                let t = self.type_constraint(arg_expr(e, 0, d)?, d)?;
                Some(AttrConstraint {
                    name: None,
                    summary: format!("type attribute of {}", t.summary),
                    pred: AttrPred::TypeAttr(t.pred),
                    value: AttrValue::Type,
                    const_builder: None,
                    storage: Some(AttrPred::TypeAttr(crate::model::TypePred::Any)),
                    asm: crate::model::AttrAsm::WithoutType("none".into()),
                })
            }
            "AnyAttrOf" | "AllAttrOf" => {
                arg_count(e, &[1], d).then_some(())?;
                let list = arg_list(e, 0, d)?;
                let mut cs = Vec::new();
                for a in list {
                    match a {
                        TArg::Expr(x) => cs.push(self.attr_constraint(x, d)?),
                        other => {
                            d.push(Diagnostic::error(other.span(), "expected an attribute constraint"));
                            return None;
                        }
                    }
                }
                let summaries: Vec<&str> = cs.iter().map(|c| c.summary.as_str()).collect();
                let preds: Vec<AttrPred> = cs.iter().map(|c| c.pred.clone()).collect();
                let pred = if n == "AnyAttrOf" {
                    AttrPred::Or(preds)
                } else {
                    AttrPred::And(preds)
                };
                Some(AttrConstraint {
                    storage: pred.storage(),
                    name: None,
                    summary: summaries.join(if n == "AnyAttrOf" { " or " } else { " and " }),
                    asm: if n == "AnyAttrOf" {
                        crate::model::AttrAsm::Any
                    } else {
                        cs.first().map_or(crate::model::AttrAsm::Any, |c| c.asm.clone())
                    },
                    pred,
                    value: AttrValue::None,
                    const_builder: None,
                })
            }
            _ => {
                if let Some(c) = self.parameterised(n).filter(|c| c.kind == ConstraintKind::Attr) {
                    return self.instantiate_attr(e, c, d);
                }
                if let Some(c) = self.lookup_attr_constraint(n, e.name.span, d) {
                    no_args(e, d).then_some(())?;
                    return Some(c);
                }
                if n.contains("::") {
                    // Only `#[op]` writes paths: an attribute declared in Rust.
                    no_args(e, d).then_some(())?;
                    return Some(declared_attr_constraint(n));
                }
                let mut diag = Diagnostic::error(e.name.span, format!("unknown attribute constraint '{n}'"))
                    .label("not an attribute constraint");
                if self.type_decl_exists(n) {
                    diag = diag.with_note(format!(
                        "'{n}' is a type constraint; declare it under `operands` or `results`"
                    ));
                }
                d.push(diag);
                None
            }
        }
    }

    /// One entry of `ConfinedAttr<A, [..]>`: predicate and summary.
    pub(super) fn confinement(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<(AttrPred, String)> {
        let n = e.name.name.as_str();
        let one = |d: &mut Vec<Diagnostic>| {
            arg_count(e, &[1], d).then_some(())?;
            arg_int(e, 0, d)
        };
        let two = |d: &mut Vec<Diagnostic>| {
            arg_count(e, &[2], d).then_some(())?;
            Some((arg_int(e, 0, d)?, arg_int(e, 1, d)?))
        };
        // Dense array predicates take the array type as a documentation argument.
        let dense = |d: &mut Vec<Diagnostic>| arg_count(e, &[0, 1], d).then_some(());
        Some(match n {
            "IntMinValue" => {
                let v = one(d)?;
                (AttrPred::IntMin(v), format!("whose minimum value is {v}"))
            }
            "IntMaxValue" => {
                let v = one(d)?;
                (AttrPred::IntMax(v), format!("whose maximum value is {v}"))
            }
            "IntNEQValue" => {
                let v = one(d)?;
                (AttrPred::IntNe(v), format!("whose value is not {v}"))
            }
            "IntPositive" => {
                no_args(e, d).then_some(())?;
                (AttrPred::IntMin(1), "whose value is positive".into())
            }
            "IntNonNegative" => {
                no_args(e, d).then_some(())?;
                (AttrPred::IntMin(0), "whose value is non-negative".into())
            }
            "IntPowerOf2" => {
                no_args(e, d).then_some(())?;
                (AttrPred::IntPowerOf2, "whose value is a power of two > 0".into())
            }
            "ArrayMinCount" => {
                let v = one(d)?;
                (AttrPred::ArrayMinCount(v), format!("with at least {v} elements"))
            }
            "ArrayMaxCount" => {
                let v = one(d)?;
                (AttrPred::ArrayMaxCount(v), format!("with at most {v} elements"))
            }
            "ArrayCount" | "DenseArrayCount" => {
                let v = one(d)?;
                (AttrPred::ArrayCount(v), format!("with exactly {v} elements"))
            }
            "DenseArrayStrictlyPositive" => {
                dense(d)?;
                (AttrPred::DenseArrayStrictlyPositive, "whose value is positive".into())
            }
            "DenseArrayNonNegative" => {
                dense(d)?;
                (AttrPred::DenseArrayNonNegative, "whose value is non-negative".into())
            }
            "DenseArraySorted" => {
                dense(d)?;
                (AttrPred::DenseArraySorted, "should be in non-decreasing order".into())
            }
            "DenseArrayStrictlySorted" => {
                dense(d)?;
                (
                    AttrPred::DenseArrayStrictlySorted,
                    "should be in increasing order".into(),
                )
            }
            "IntArrayNthElemEq" => {
                let (i, v) = two(d)?;
                (AttrPred::NthElemEq(i, v), format!("whose {i}-th element must be {v}"))
            }
            "IntArrayNthElemMinValue" => {
                let (i, v) = two(d)?;
                (
                    AttrPred::NthElemMin(i, v),
                    format!("whose {i}-th element must be at least {v}"),
                )
            }
            "IntArrayNthElemMaxValue" => {
                let (i, v) = two(d)?;
                (
                    AttrPred::NthElemMax(i, v),
                    format!("whose {i}-th element must be at most {v}"),
                )
            }
            "IntArrayNthElemInRange" => {
                arg_count(e, &[3], d).then_some(())?;
                let (i, lo, hi) = (arg_int(e, 0, d)?, arg_int(e, 1, d)?, arg_int(e, 2, d)?);
                (
                    AttrPred::NthElemInRange(i, lo, hi),
                    format!("whose {i}-th element must be at least {lo} and at most {hi}"),
                )
            }
            "AllAttrOf" => {
                arg_count(e, &[1], d).then_some(())?;
                let list = arg_list(e, 0, d)?;
                let mut preds = Vec::new();
                let mut summaries = Vec::new();
                for a in list {
                    let TArg::Expr(x) = a else {
                        d.push(Diagnostic::error(a.span(), "expected an attribute constraint"));
                        return None;
                    };
                    let (p, s) = self.confinement(x, d)?;
                    preds.push(p);
                    summaries.push(s);
                }
                (AttrPred::And(preds), summaries.join(" and "))
            }
            "IsNullAttr" => {
                no_args(e, d).then_some(())?;
                (AttrPred::IsNull, "empty attribute (for optional attributes)".into())
            }
            _ => {
                if self.attr_decl_exists(n) {
                    let c = self.attr_constraint(e, d)?;
                    return Some((c.pred, c.summary));
                }
                d.push(
                    Diagnostic::error(e.name.span, format!("unknown attribute constraint '{n}' in ConfinedAttr"))
                        .with_note("expected IntMinValue<n>, IntMaxValue<n>, IntPositive, ArrayMinCount<n>, ArrayCount<n>, ... or a named attribute constraint"),
                );
                return None;
            }
        })
    }

    /// A region constraint; `true` when variadic.
    pub(super) fn region_constraint(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<(RegionConstraint, bool)> {
        let n = e.name.name.as_str();
        let count = |d: &mut Vec<Diagnostic>| -> Option<u32> {
            arg_count(e, &[1], d).then_some(())?;
            let v = arg_int(e, 0, d)?;
            if v < 0 || v > u32::MAX as i64 {
                d.push(Diagnostic::error(e.span, format!("invalid block count {v}")));
                return None;
            }
            Some(v as u32)
        };
        match n {
            "AnyRegion" => no_args(e, d).then_some((RegionConstraint::Any, false)),
            "SizedRegion" => Some((RegionConstraint::Sized(count(d)?), false)),
            "MinSizedRegion" => Some((RegionConstraint::MinSized(count(d)?), false)),
            "MaxSizedRegion" => Some((RegionConstraint::MaxSized(count(d)?), false)),
            "VariadicRegion" => {
                arg_count(e, &[1], d).then_some(())?;
                let (c, v) = self.region_constraint(arg_expr(e, 0, d)?, d)?;
                if v {
                    d.push(Diagnostic::error(e.span, "'VariadicRegion' cannot be nested"));
                    return None;
                }
                Some((c, true))
            }
            _ => {
                d.push(
                    Diagnostic::error(e.name.span, format!("unknown region constraint '{n}'")).with_note(
                        "regions: AnyRegion, SizedRegion<n>, MinSizedRegion<n>, MaxSizedRegion<n>, VariadicRegion<R>",
                    ),
                );
                None
            }
        }
    }

    /// A successor constraint; `true` when variadic.
    pub(super) fn successor_constraint(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<bool> {
        match e.name.name.as_str() {
            "AnySuccessor" => no_args(e, d).then_some(false),
            "VariadicSuccessor" => {
                arg_count(e, &[1], d).then_some(())?;
                let inner = arg_expr(e, 0, d)?;
                if inner.name.name != "AnySuccessor" {
                    d.push(Diagnostic::error(
                        inner.span,
                        "'VariadicSuccessor' expects AnySuccessor",
                    ));
                    return None;
                }
                Some(true)
            }
            n => {
                d.push(
                    Diagnostic::error(e.name.span, format!("unknown successor constraint '{n}'"))
                        .with_note("successors: AnySuccessor, VariadicSuccessor<AnySuccessor>"),
                );
                None
            }
        }
    }
}
