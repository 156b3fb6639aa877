//! Predicate expressions: lowering `where ...` to [`TypePred`] / [`AttrPred`].

use super::Sema;
use crate::ast::{Pred, PredArg};
use crate::diag::Diagnostic;
use crate::model::{AttrPred, Sign, Span, TypePred};

/// MLIR spellings of the float types rods knows.
pub const FLOAT_KINDS: &[&str] = &[
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
    "f8E5M2",
    "f8E4M3",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E8M0FNU",
    "f6E2M3FN",
    "f6E3M2FN",
    "f4E2M1FN",
];

/// Element types a dense array may have.
pub const DENSE_ARRAY_ELEMENTS: &[&str] = &["i1", "i8", "i16", "i32", "i64", "f32", "f64"];

/// Type predicate atoms: name, and the argument shapes accepted.
pub const TYPE_ATOMS: &[&str] = &[
    "any",
    "integer",
    "signless_int",
    "signed_int",
    "unsigned_int",
    "index",
    "float",
    "none_type",
    "complex",
    "complex_of",
    "tensor",
    "ranked_tensor",
    "unranked_tensor",
    "memref",
    "ranked_memref",
    "unranked_memref",
    "vector",
    "shaped",
    "tuple",
    "function",
    "element",
    "ranked",
    "static_shape",
    "rank",
    "shape",
    "dialect_type",
    "rust",
];

/// Attribute predicate atoms.
pub const ATTR_ATOMS: &[&str] = &[
    "any",
    "int_attr",
    "signless_int_attr",
    "signed_int_attr",
    "unsigned_int_attr",
    "index_attr",
    "float_attr",
    "bool_attr",
    "string_attr",
    "unit_attr",
    "type_attr",
    "array_attr",
    "array_of",
    "dict_attr",
    "symbol_ref_attr",
    "flat_symbol_ref_attr",
    "dense_array",
    "elements_attr",
    "int_elements_attr",
    "float_elements_attr",
    "elements_type",
    "location_attr",
    "dialect_attr",
    "int_min",
    "int_max",
    "int_ne",
    "power_of_2",
    "array_min_count",
    "array_max_count",
    "array_count",
    "rust",
];

struct Args<'a> {
    name: &'a str,
    span: Span,
    args: &'a [PredArg],
}

impl<'a> Args<'a> {
    fn count(&self, allowed: &[usize], d: &mut Vec<Diagnostic>) -> bool {
        if allowed.contains(&self.args.len()) {
            return true;
        }
        let want: Vec<String> = allowed.iter().map(|n| n.to_string()).collect();
        d.push(
            Diagnostic::error(
                self.span,
                format!(
                    "predicate '{}' takes {} argument(s), but {} were given",
                    self.name,
                    want.join(" or "),
                    self.args.len()
                ),
            )
            .label("wrong number of arguments"),
        );
        false
    }

    fn int(&self, i: usize, d: &mut Vec<Diagnostic>) -> Option<i64> {
        match self.args.get(i)? {
            PredArg::Int(v, _) => Some(*v),
            other => {
                d.push(Diagnostic::error(
                    other.span(),
                    format!("predicate '{}' expects an integer here", self.name),
                ));
                None
            }
        }
    }

    /// The first argument as a list of integers (`[1, 2]`; one integer too when `single`).
    fn int_list(&self, single: bool, d: &mut Vec<Diagnostic>) -> Option<Vec<i64>> {
        match self.args.first()? {
            PredArg::Int(v, _) if single => Some(vec![*v]),
            PredArg::IntList(v, _) => Some(v.clone()),
            other => {
                let what = if single {
                    "an integer or a list of integers"
                } else {
                    "a list of integers"
                };
                d.push(Diagnostic::error(
                    other.span(),
                    format!("predicate '{}' expects {what}", self.name),
                ));
                None
            }
        }
    }

    fn str(&self, i: usize, d: &mut Vec<Diagnostic>) -> Option<String> {
        match self.args.get(i)? {
            PredArg::Str(s) => Some(s.value.clone()),
            other => {
                d.push(Diagnostic::error(
                    other.span(),
                    format!("predicate '{}' expects a string here", self.name),
                ));
                None
            }
        }
    }

    fn pred(&self, i: usize, d: &mut Vec<Diagnostic>) -> Option<&'a Pred> {
        match self.args.get(i)? {
            PredArg::Pred(p) => Some(p),
            other => {
                d.push(Diagnostic::error(
                    other.span(),
                    format!("predicate '{}' expects a predicate here", self.name),
                ));
                None
            }
        }
    }

    fn width(&self, d: &mut Vec<Diagnostic>) -> Option<Option<u32>> {
        if !self.count(&[0, 1], d) {
            return None;
        }
        if self.args.is_empty() {
            return Some(None);
        }
        let w = self.int(0, d)?;
        if !(1..=(1 << 24) - 1).contains(&w) {
            d.push(Diagnostic::error(
                self.args[0].span(),
                format!("invalid integer width {w}"),
            ));
            return None;
        }
        Some(Some(w as u32))
    }

    fn float_kind(&self, d: &mut Vec<Diagnostic>) -> Option<Option<String>> {
        if !self.count(&[0, 1], d) {
            return None;
        }
        if self.args.is_empty() {
            return Some(None);
        }
        let k = self.str(0, d)?;
        if !FLOAT_KINDS.contains(&k.as_str()) {
            d.push(Diagnostic::error(
                self.args[0].span(),
                format!("unknown float type '{k}'"),
            ));
            return None;
        }
        Some(Some(k))
    }
}

impl Sema<'_> {
    /// Lowers a type predicate; `None` after reporting errors.
    pub(super) fn type_pred(&mut self, p: &Pred, d: &mut Vec<Diagnostic>) -> Option<TypePred> {
        match p {
            Pred::Or(v, _) => Some(TypePred::Or(self.type_preds(v, d)?)),
            Pred::And(v, _) => Some(TypePred::And(self.type_preds(v, d)?)),
            Pred::Not(e, _) => Some(TypePred::Not(Box::new(self.type_pred(e, d)?))),
            Pred::Call { name, args, span } => {
                let a = Args {
                    name: &name.name,
                    span: *span,
                    args: args.as_deref().unwrap_or(&[]),
                };
                let n = name.name.as_str();
                if let Some(p) = args.is_none().then(|| self.type_param_pred(name, d)).flatten() {
                    return p;
                }
                let leaf = |v: TypePred, d: &mut Vec<Diagnostic>| a.count(&[0], d).then_some(v);
                let sign = |s| match n {
                    "signless_int" => Some(Sign::Signless),
                    "signed_int" => Some(Sign::Signed),
                    "unsigned_int" => Some(Sign::Unsigned),
                    _ => s,
                };
                match n {
                    "any" => leaf(TypePred::Any, d),
                    "integer" | "signless_int" | "signed_int" | "unsigned_int" => Some(TypePred::Integer {
                        width: a.width(d)?,
                        sign: sign(None),
                    }),
                    "index" => leaf(TypePred::Index, d),
                    "float" => Some(TypePred::Float(a.float_kind(d)?)),
                    "none_type" => leaf(TypePred::NoneType, d),
                    "complex" => leaf(TypePred::Complex(Box::new(TypePred::Any)), d),
                    "complex_of" => {
                        a.count(&[1], d).then_some(())?;
                        Some(TypePred::Complex(Box::new(self.type_pred(a.pred(0, d)?, d)?)))
                    }
                    "tensor" => leaf(TypePred::Tensor, d),
                    "ranked_tensor" => leaf(TypePred::RankedTensor, d),
                    "unranked_tensor" => leaf(TypePred::UnrankedTensor, d),
                    "memref" => leaf(TypePred::MemRef, d),
                    "ranked_memref" => leaf(TypePred::RankedMemRef, d),
                    "unranked_memref" => leaf(TypePred::UnrankedMemRef, d),
                    "vector" => leaf(TypePred::Vector, d),
                    "shaped" => leaf(TypePred::Shaped, d),
                    "tuple" => leaf(TypePred::Tuple, d),
                    "function" => leaf(TypePred::Function, d),
                    "ranked" => leaf(TypePred::HasRank, d),
                    "static_shape" => leaf(TypePred::StaticShape, d),
                    "element" => {
                        a.count(&[1], d).then_some(())?;
                        Some(TypePred::Element(Box::new(self.type_pred(a.pred(0, d)?, d)?)))
                    }
                    "rank" => {
                        a.count(&[1], d).then_some(())?;
                        Some(TypePred::Rank(a.int_list(true, d)?))
                    }
                    "shape" => {
                        a.count(&[1], d).then_some(())?;
                        Some(TypePred::Shape(a.int_list(false, d)?))
                    }
                    "dialect_type" => {
                        a.count(&[2], d).then_some(())?;
                        Some(TypePred::DialectType {
                            dialect: a.str(0, d)?,
                            mnemonic: a.str(1, d)?,
                        })
                    }
                    "rust" => {
                        a.count(&[1], d).then_some(())?;
                        Some(TypePred::Rust(self.rust_path(&a, d)?))
                    }
                    _ => {
                        if let Some(c) = self.lookup_type_constraint(&name.name, name.span, d) {
                            a.count(&[0], d).then_some(())?;
                            return Some(c.pred);
                        }
                        if self.type_decl_exists(n) {
                            return None;
                        }
                        let mut diag = Diagnostic::error(name.span, format!("unknown type predicate '{n}'"))
                            .label("not a predicate or type constraint");
                        if self.attr_decl_exists(n) {
                            diag = diag.with_note(format!("'{n}' is an attribute constraint"));
                        }
                        d.push(diag);
                        None
                    }
                }
            }
        }
    }

    fn type_preds(&mut self, v: &[Pred], d: &mut Vec<Diagnostic>) -> Option<Vec<TypePred>> {
        let out: Vec<Option<TypePred>> = v.iter().map(|p| self.type_pred(p, d)).collect();
        out.into_iter().collect()
    }

    fn attr_preds(&mut self, v: &[Pred], d: &mut Vec<Diagnostic>) -> Option<Vec<AttrPred>> {
        let out: Vec<Option<AttrPred>> = v.iter().map(|p| self.attr_pred(p, d)).collect();
        out.into_iter().collect()
    }

    fn rust_path(&self, a: &Args<'_>, d: &mut Vec<Diagnostic>) -> Option<String> {
        let path = a.str(0, d)?;
        if syn::parse_str::<syn::Path>(&path).is_err() {
            d.push(Diagnostic::error(
                a.args[0].span(),
                format!("'{path}' is not a Rust path"),
            ));
            return None;
        }
        Some(path)
    }

    /// Lowers an attribute predicate; `None` after reporting errors.
    pub(super) fn attr_pred(&mut self, p: &Pred, d: &mut Vec<Diagnostic>) -> Option<AttrPred> {
        match p {
            Pred::Or(v, _) => Some(AttrPred::Or(self.attr_preds(v, d)?)),
            Pred::And(v, _) => Some(AttrPred::And(self.attr_preds(v, d)?)),
            Pred::Not(e, _) => Some(AttrPred::Not(Box::new(self.attr_pred(e, d)?))),
            Pred::Call { name, args, span } => {
                let a = Args {
                    name: &name.name,
                    span: *span,
                    args: args.as_deref().unwrap_or(&[]),
                };
                let n = name.name.as_str();
                if let Some(p) = args.is_none().then(|| self.attr_param_pred(name, d)).flatten() {
                    return p;
                }
                let leaf = |v: AttrPred, d: &mut Vec<Diagnostic>| a.count(&[0], d).then_some(v);
                let one_int = |d: &mut Vec<Diagnostic>| {
                    a.count(&[1], d).then_some(())?;
                    a.int(0, d)
                };
                match n {
                    "any" => leaf(AttrPred::Any, d),
                    "int_attr" | "signless_int_attr" | "signed_int_attr" | "unsigned_int_attr" => {
                        Some(AttrPred::Integer {
                            width: a.width(d)?,
                            sign: match n {
                                "signless_int_attr" => Some(Sign::Signless),
                                "signed_int_attr" => Some(Sign::Signed),
                                "unsigned_int_attr" => Some(Sign::Unsigned),
                                _ => None,
                            },
                        })
                    }
                    "index_attr" => leaf(AttrPred::IndexAttr, d),
                    "float_attr" => Some(AttrPred::Float(a.float_kind(d)?)),
                    "bool_attr" => leaf(AttrPred::Bool, d),
                    "string_attr" => leaf(AttrPred::String, d),
                    "unit_attr" => leaf(AttrPred::Unit, d),
                    "type_attr" => {
                        a.count(&[0, 1], d).then_some(())?;
                        if a.args.is_empty() {
                            return Some(AttrPred::TypeAttr(TypePred::Any));
                        }
                        Some(AttrPred::TypeAttr(self.type_pred(a.pred(0, d)?, d)?))
                    }
                    "array_attr" => leaf(AttrPred::Array(Box::new(AttrPred::Any)), d),
                    "array_of" => {
                        a.count(&[1], d).then_some(())?;
                        Some(AttrPred::Array(Box::new(self.attr_pred(a.pred(0, d)?, d)?)))
                    }
                    "dict_attr" => leaf(AttrPred::Dictionary, d),
                    "symbol_ref_attr" => leaf(AttrPred::SymbolRef { flat: false }, d),
                    "flat_symbol_ref_attr" => leaf(AttrPred::SymbolRef { flat: true }, d),
                    "dense_array" => {
                        a.count(&[1], d).then_some(())?;
                        let e = a.str(0, d)?;
                        if !DENSE_ARRAY_ELEMENTS.contains(&e.as_str()) {
                            d.push(Diagnostic::error(
                                a.args[0].span(),
                                format!("'{e}' is not a dense array element type"),
                            ));
                            return None;
                        }
                        Some(AttrPred::DenseArray(e))
                    }
                    "elements_attr" => leaf(AttrPred::Elements, d),
                    "int_elements_attr" => leaf(AttrPred::IntElements, d),
                    "float_elements_attr" => leaf(AttrPred::FloatElements, d),
                    "location_attr" => leaf(AttrPred::Location, d),
                    "elements_type" => {
                        a.count(&[1], d).then_some(())?;
                        Some(AttrPred::ElementsType(self.type_pred(a.pred(0, d)?, d)?))
                    }
                    "dialect_attr" => {
                        a.count(&[2], d).then_some(())?;
                        Some(AttrPred::DialectAttr {
                            dialect: a.str(0, d)?,
                            mnemonic: a.str(1, d)?,
                        })
                    }
                    "int_min" => Some(AttrPred::IntMin(one_int(d)?)),
                    "int_max" => Some(AttrPred::IntMax(one_int(d)?)),
                    "int_ne" => Some(AttrPred::IntNe(one_int(d)?)),
                    "power_of_2" => leaf(AttrPred::IntPowerOf2, d),
                    "array_min_count" => Some(AttrPred::ArrayMinCount(one_int(d)?)),
                    "array_max_count" => Some(AttrPred::ArrayMaxCount(one_int(d)?)),
                    "array_count" => Some(AttrPred::ArrayCount(one_int(d)?)),
                    "rust" => {
                        a.count(&[1], d).then_some(())?;
                        Some(AttrPred::Rust(self.rust_path(&a, d)?))
                    }
                    _ => {
                        if let Some(c) = self.lookup_attr_constraint(n, name.span, d) {
                            a.count(&[0], d).then_some(())?;
                            return Some(c.pred);
                        }
                        if self.attr_decl_exists(n) {
                            return None;
                        }
                        let mut diag = Diagnostic::error(name.span, format!("unknown attribute predicate '{n}'"))
                            .label("not a predicate or attribute constraint");
                        if self.type_decl_exists(n) {
                            diag = diag.with_note(format!("'{n}' is a type constraint"));
                        }
                        d.push(diag);
                        None
                    }
                }
            }
        }
    }
}
