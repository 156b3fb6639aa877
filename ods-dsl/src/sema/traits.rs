//! Traits and interfaces.

use super::texpr::arg_str;
use super::Sema;
use crate::ast::{TArg, TExpr};
use crate::diag::Diagnostic;
use crate::model::{Trait, TypeTransform};

/// Marker traits without a runtime check.
pub const MARKER_TRAITS: &[&str] = &[
    "Commutative",
    "Idempotent",
    "Involution",
    "ConstantLike",
    "Symbol",
    "HasRecursiveMemoryEffects",
    "DistinctObjectsTrait",
];

/// Memory effects `MemoryEffects<[...]>` accepts.
const EFFECTS: &[&str] = &["MemRead", "MemWrite", "MemAlloc", "MemFree"];

fn names_list(e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<Vec<(String, crate::model::Span)>> {
    let args = e.args.as_deref().unwrap_or(&[]);
    let list = match args {
        [TArg::List(v, _)] => v,
        _ => {
            d.push(
                Diagnostic::error(
                    e.span,
                    format!(
                        "'{}' expects a list of names, e.g. {}<[\"lhs\", \"rhs\"]>",
                        e.name.name, e.name.name
                    ),
                )
                .label("bad trait arguments"),
            );
            return None;
        }
    };
    let mut out = Vec::new();
    for a in list {
        match a {
            TArg::Str(s) => out.push((s.value.clone(), s.span)),
            other => {
                d.push(Diagnostic::error(
                    other.span(),
                    format!("'{}' expects names as strings", e.name.name),
                ));
                return None;
            }
        }
    }
    if out.len() < 2 && e.name.name != "ParentOneOf" {
        d.push(
            Diagnostic::error(e.span, format!("'{}' needs at least two names", e.name.name))
                .label("bad trait arguments"),
        );
        return None;
    }
    Some(out)
}

/// A trait as written, lowered; the spans of value names it refers to.
pub(super) struct LoweredTrait {
    /// The traits it stands for, in order: one, or a trait list's
    /// (`ElementwiseMappable`).
    pub traits: Vec<Trait>,
    /// Whether it is upstream's `TraitList`, whose traits the op may have already
    /// (upstream's trait list skips them) rather than a trait given twice.
    pub list: bool,
    /// The interfaces it declares (upstream's `InferTensorType` two).
    pub interfaces: Vec<String>,
    /// The methods `DeclareOpInterfaceMethods<I, ["m", ...]>` names.
    pub declared_methods: Vec<String>,
    pub value_refs: Vec<(String, crate::model::Span)>,
}

impl LoweredTrait {
    /// An entry that is the interface `name` (with the methods it declares).
    fn interface(name: String, declared_methods: Vec<String>, value_refs: Vec<(String, crate::model::Span)>) -> Self {
        LoweredTrait {
            traits: Vec::new(),
            list: false,
            interfaces: vec![name],
            declared_methods,
            value_refs,
        }
    }
}

/// The method names of `DeclareOpInterfaceMethods<I, ["m", ...]>`'s second
/// argument (none when it is absent or not a list of strings).
fn declared_methods(e: &TExpr) -> Vec<String> {
    match e.args.as_deref() {
        Some([_, TArg::List(v, _), ..]) => v
            .iter()
            .filter_map(|a| match a {
                TArg::Str(s) => Some(s.value.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Adds an entry's `traits` to the op's (`listed`, each with the entry's `span`):
/// a trait already there is `duplicate trait`, unless the entry is a trait list
/// (`ElementwiseMappable`), which skips it as upstream's does. `false` after an
/// error.
pub(super) fn push_traits(
    listed: &mut Vec<(Trait, crate::model::Span)>,
    traits: Vec<Trait>,
    list: bool,
    span: crate::model::Span,
    d: &mut Vec<Diagnostic>,
) -> bool {
    for t in traits {
        match listed.iter().find(|(x, _)| *x == t) {
            Some(_) if list => {}
            Some((_, first)) => {
                d.push(
                    Diagnostic::error(span, format!("duplicate trait '{}'", t.ods_name()))
                        .with_secondary(*first, "first given here"),
                );
                return false;
            }
            None => listed.push((t, span)),
        }
    }
    true
}

impl Sema<'_> {
    pub(super) fn lower_trait(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<LoweredTrait> {
        let n = e.name.name.as_str();
        let mut refs = Vec::new();
        let plain = |t: Trait, d: &mut Vec<Diagnostic>| {
            if e.args.is_some() {
                d.push(
                    Diagnostic::error(e.span, format!("trait '{n}' takes no arguments")).label("bad trait arguments"),
                );
                return None;
            }
            Some(t)
        };
        // An interface declared in Rust, listed by its path among the traits
        // (`#[op(traits = [path::X])]`): verified where it stands.
        if self.rust_interfaces.contains(n) {
            return self
                .interface(e, d)
                .map(|name| LoweredTrait::interface(name, Vec::new(), refs));
        }
        let t = match n {
            "Pure" => plain(Trait::Pure, d)?,
            "NoMemoryEffect" => plain(Trait::NoMemoryEffect, d)?,
            // Upstream's impl traits, which its `AlwaysSpeculatable` and
            // `RecursivelySpeculatable` lists hold: the same traits here.
            "AlwaysSpeculatable" | "AlwaysSpeculatableImplTrait" => plain(Trait::AlwaysSpeculatable, d)?,
            "RecursivelySpeculatable" | "RecursivelySpeculatableImplTrait" => plain(Trait::RecursivelySpeculatable, d)?,
            "RecursiveMemoryEffects" => plain(Trait::RecursiveMemoryEffects, d)?,
            "Elementwise" => plain(Trait::Elementwise, d)?,
            "Scalarizable" => plain(Trait::Scalarizable, d)?,
            "Vectorizable" => plain(Trait::Vectorizable, d)?,
            "Tensorizable" => plain(Trait::Tensorizable, d)?,
            // Upstream's `TraitList<[Elementwise, Scalarizable, Vectorizable,
            // Tensorizable]>`.
            "ElementwiseMappable" => {
                plain(Trait::Elementwise, d)?;
                return Some(LoweredTrait {
                    traits: vec![
                        Trait::Elementwise,
                        Trait::Scalarizable,
                        Trait::Vectorizable,
                        Trait::Tensorizable,
                    ],
                    list: true,
                    interfaces: Vec::new(),
                    declared_methods: Vec::new(),
                    value_refs: refs,
                });
            }
            "SameTypeOperands" => plain(Trait::SameTypeOperands, d)?,
            "SameOperandsAndResultType" => plain(Trait::SameOperandsAndResultType, d)?,
            "SameOperandsShape" => plain(Trait::SameOperandsShape, d)?,
            "SameOperandsAndResultShape" => plain(Trait::SameOperandsAndResultShape, d)?,
            "SameOperandsElementType" => plain(Trait::SameOperandsElementType, d)?,
            "SameOperandsAndResultElementType" => plain(Trait::SameOperandsAndResultElementType, d)?,
            "Terminator" => plain(Trait::Terminator, d)?,
            "ReturnLike" => plain(Trait::ReturnLike, d)?,
            "IsolatedFromAbove" => plain(Trait::IsolatedFromAbove, d)?,
            "SingleBlock" => plain(Trait::SingleBlock, d)?,
            "NoTerminator" => plain(Trait::NoTerminator, d)?,
            "HasOnlyGraphRegion" => plain(Trait::HasOnlyGraphRegion, d)?,
            "AttrSizedOperandSegments" => plain(Trait::AttrSizedOperandSegments, d)?,
            "AttrSizedResultSegments" => plain(Trait::AttrSizedResultSegments, d)?,
            "SameVariadicOperandSize" => plain(Trait::SameVariadicOperandSize, d)?,
            "SameVariadicResultSize" => plain(Trait::SameVariadicResultSize, d)?,
            "FirstAttrDerivedResultType" => plain(Trait::FirstAttrDerivedResultType, d)?,
            "NoRegionArguments" => plain(Trait::NoRegionArguments, d)?,
            "SymbolTable" => plain(Trait::SymbolTable, d)?,
            "AffineScope" => plain(Trait::AffineScope, d)?,
            "AutomaticAllocationScope" => plain(Trait::AutomaticAllocationScope, d)?,
            "MemRefsNormalizable" => plain(Trait::MemRefsNormalizable, d)?,
            // Upstream's trait lists of shaped type inference: the adaptor forms
            // mean the same here (`inferReturnTypeComponents` reads its inputs
            // through the op's adaptor either way).
            "InferTensorType" | "InferTensorTypeAdaptor" => {
                let t = plain(Trait::InferTensorType { compatible: false }, d)?;
                return Some(LoweredTrait {
                    traits: vec![t],
                    list: false,
                    interfaces: vec!["InferTypeOpInterface".into(), "InferShapedTypeOpInterface".into()],
                    declared_methods: Vec::new(),
                    value_refs: refs,
                });
            }
            "InferShapedTypeOpAdaptor" => {
                if e.args.is_some() {
                    d.push(
                        Diagnostic::error(e.span, format!("trait '{n}' takes no arguments"))
                            .label("bad trait arguments"),
                    );
                    return None;
                }
                return Some(LoweredTrait {
                    traits: Vec::new(),
                    list: false,
                    interfaces: vec!["InferShapedTypeOpInterface".into()],
                    declared_methods: Vec::new(),
                    value_refs: refs,
                });
            }
            m if MARKER_TRAITS.contains(&m) => plain(Trait::Marker(m.to_string()), d)?,
            "MemoryEffects" => {
                let args = e.args.as_deref().unwrap_or(&[]);
                let [TArg::List(v, _)] = args else {
                    d.push(
                        Diagnostic::error(
                            e.span,
                            "'MemoryEffects' expects a list of effects, e.g. MemoryEffects<[MemRead]>",
                        )
                        .label("bad trait arguments"),
                    );
                    return None;
                };
                let mut effects = Vec::new();
                for a in v {
                    match a {
                        TArg::Expr(x) if EFFECTS.contains(&x.name.name.as_str()) && x.args.is_none() => {
                            effects.push(x.name.name.clone())
                        }
                        other => {
                            d.push(Diagnostic::error(
                                other.span(),
                                "expected MemRead, MemWrite, MemAlloc or MemFree",
                            ));
                            return None;
                        }
                    }
                }
                Trait::MemoryEffects(effects)
            }
            "AllTypesMatch" | "AllShapesMatch" | "AllRanksMatch" | "AllElementTypesMatch" | "AllElementCountsMatch" => {
                let names = names_list(e, d)?;
                refs.extend(names.iter().cloned());
                let v: Vec<String> = names.into_iter().map(|x| x.0).collect();
                match n {
                    "AllTypesMatch" => Trait::AllTypesMatch(v),
                    "AllShapesMatch" => Trait::AllShapesMatch(v),
                    "AllRanksMatch" => Trait::AllRanksMatch(v),
                    "AllElementTypesMatch" => Trait::AllElementTypesMatch(v),
                    _ => Trait::AllElementCountsMatch(v),
                }
            }
            "TypesMatchWith" => {
                let args = e.args.as_deref().unwrap_or(&[]);
                if args.len() != 4 {
                    d.push(
                        Diagnostic::error(
                            e.span,
                            format!(
                                "'TypesMatchWith' takes 4 arguments (summary, from, to, transform), but {} were given",
                                args.len()
                            ),
                        )
                        .label("bad trait arguments"),
                    );
                    return None;
                }
                let summary = arg_str(e, 0, d)?;
                let from = arg_str(e, 1, d)?;
                let to = arg_str(e, 2, d)?;
                for (i, name) in [(1, &from), (2, &to)] {
                    refs.push((name.clone(), args[i].span()));
                }
                let transform = match &args[3] {
                    TArg::Expr(x) if x.name.name == "element_type" && x.args.is_none() => TypeTransform::ElementType,
                    TArg::Expr(x) if x.name.name == "identity" && x.args.is_none() => TypeTransform::Identity,
                    TArg::Str(s) if syn::parse_str::<syn::Path>(&s.value).is_ok() => {
                        TypeTransform::Rust(s.value.clone())
                    }
                    other => {
                        d.push(
                            Diagnostic::error(
                                other.span(),
                                "expected a transform: element_type, identity or a Rust path string",
                            )
                            .label("bad trait arguments"),
                        );
                        return None;
                    }
                };
                Trait::TypesMatchWith {
                    summary,
                    from,
                    to,
                    transform,
                }
            }
            "PredOpTrait" => {
                let args = e.args.as_deref().unwrap_or(&[]);
                if args.len() != 2 {
                    d.push(
                        Diagnostic::error(
                            e.span,
                            "'PredOpTrait' takes 2 arguments (description, Rust predicate path)",
                        )
                        .label("bad trait arguments"),
                    );
                    return None;
                }
                let description = arg_str(e, 0, d)?;
                let path = arg_str(e, 1, d)?;
                if syn::parse_str::<syn::Path>(&path).is_err() {
                    d.push(Diagnostic::error(
                        args[1].span(),
                        format!("'{path}' is not a Rust path"),
                    ));
                    return None;
                }
                Trait::PredOpTrait { description, path }
            }
            "HasParent" | "SingleBlockImplicitTerminator" => {
                let args = e.args.as_deref().unwrap_or(&[]);
                let [TArg::Str(s)] = args else {
                    d.push(
                        Diagnostic::error(e.span, format!("'{n}' expects one op name, e.g. {n}<\"func.func\">"))
                            .label("bad trait arguments"),
                    );
                    return None;
                };
                if !s.value.contains('.') {
                    d.push(Diagnostic::error(
                        s.span,
                        format!("'{}' is not an op name of the form 'dialect.op'", s.value),
                    ));
                    return None;
                }
                if n == "HasParent" {
                    Trait::HasParent(s.value.clone())
                } else {
                    Trait::SingleBlockImplicitTerminator(s.value.clone())
                }
            }
            "ParentOneOf" => {
                let names = names_list(e, d)?;
                for (nm, sp) in &names {
                    if !nm.contains('.') {
                        d.push(Diagnostic::error(
                            *sp,
                            format!("'{nm}' is not an op name of the form 'dialect.op'"),
                        ));
                        return None;
                    }
                }
                Trait::ParentOneOf(names.into_iter().map(|x| x.0).collect())
            }
            "DeclareOpInterfaceMethods" => {
                let args = e.args.as_deref().unwrap_or(&[]);
                let Some(TArg::Expr(i)) = args.first() else {
                    d.push(
                        Diagnostic::error(e.span, "'DeclareOpInterfaceMethods' expects an interface")
                            .label("bad trait arguments"),
                    );
                    return None;
                };
                return self
                    .interface(i, d)
                    .map(|name| LoweredTrait::interface(name, declared_methods(e), refs));
            }
            other if self.interfaces.contains_key(other) => {
                return self
                    .interface(e, d)
                    .map(|name| LoweredTrait::interface(name, Vec::new(), refs));
            }
            other => {
                d.push(
                    Diagnostic::error(e.name.span, format!("unknown trait '{other}'")).label("not a trait rods knows"),
                );
                return None;
            }
        };
        Some(LoweredTrait {
            traits: vec![t],
            list: false,
            interfaces: Vec::new(),
            declared_methods: Vec::new(),
            value_refs: refs,
        })
    }

    pub(super) fn interface(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<String> {
        let n = &e.name.name;
        if n == "DeclareOpInterfaceMethods" {
            let args = e.args.as_deref().unwrap_or(&[]);
            if let Some(TArg::Expr(i)) = args.first() {
                return self.interface(i, d);
            }
        }
        let declared = self.interfaces.contains_key(n) || self.rust_interfaces.contains(n);
        if !declared {
            d.push(
                Diagnostic::error(e.name.span, format!("unknown interface '{n}'")).label("not an interface rods knows"),
            );
            return None;
        }
        if let Some((i, _)) = self
            .interfaces
            .get(n)
            .filter(|(i, _)| i.kind != crate::model::InterfaceKind::Op)
        {
            d.push(
                Diagnostic::error(
                    e.name.span,
                    format!(
                        "'{n}' is {} interface, not an op interface",
                        super::interfaces::article(i.kind)
                    ),
                )
                .label("listed on an op")
                .with_secondary(i.name.span, "declared here"),
            );
            return None;
        }
        Some(n.clone())
    }
}
