//! Type and attribute predicates: the runtime form of constraints declared
//! in `.ods`. Generated code builds them as `static` tables.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// A predicate on a type.
#[derive(Copy, Clone, Debug)]
pub enum TypePred {
    /// Every type.
    Any,
    /// Integer types; width and signedness when given.
    Integer(Option<u32>, Option<Signedness>),
    /// `index`
    Index,
    /// Float types; one kind when given.
    Float(Option<FloatKind>),
    /// `none`
    NoneType,
    /// `complex<T>` with an element satisfying the predicate.
    Complex(&'static TypePred),
    /// Ranked or unranked tensors.
    Tensor,
    /// Ranked tensors.
    RankedTensor,
    /// Unranked tensors.
    UnrankedTensor,
    /// Ranked or unranked memrefs.
    MemRef,
    /// Ranked memrefs.
    RankedMemRef,
    /// Unranked memrefs.
    UnrankedMemRef,
    /// Vectors.
    Vector,
    /// Tensors, memrefs and vectors.
    Shaped,
    /// Tuples.
    Tuple,
    /// Function types.
    Function,
    /// Shaped or complex type whose element satisfies the predicate.
    Element(&'static TypePred),
    /// Shaped type with a rank.
    HasRank,
    /// Shaped type with a static shape.
    StaticShape,
    /// Shaped type with one of these ranks.
    Rank(&'static [i64]),
    /// Ranked shaped type with exactly this shape.
    Shape(&'static [i64]),
    /// `!dialect.mnemonic...`
    DialectType(&'static str, &'static str),
    /// A Rust predicate.
    Rust(fn(&Context, Type) -> bool),
    /// All of.
    And(&'static [TypePred]),
    /// Any of.
    Or(&'static [TypePred]),
    /// Not.
    Not(&'static TypePred),
}

/// A predicate on an attribute.
#[derive(Copy, Clone, Debug)]
pub enum AttrPred {
    /// Every attribute.
    Any,
    /// Integer attributes; width and signedness of their type when given.
    Integer(Option<u32>, Option<Signedness>),
    /// Integer attributes of type `index`.
    IndexAttr,
    /// Float attributes; one kind when given.
    Float(Option<FloatKind>),
    /// `true` / `false`
    Bool,
    /// String attributes.
    String,
    /// `unit`
    Unit,
    /// Type attributes whose type satisfies the predicate.
    TypeAttr(&'static TypePred),
    /// Arrays whose elements satisfy the predicate.
    Array(&'static AttrPred),
    /// Dictionaries.
    Dictionary,
    /// Symbol references (`true`: flat only).
    SymbolRef(bool),
    /// `array<T: ...>` of this element type.
    DenseArray(DenseElem),
    /// Dense, sparse or resource elements.
    Elements,
    /// Integer dense elements.
    IntElements,
    /// Float dense elements.
    FloatElements,
    /// Elements attributes whose shaped type satisfies the predicate.
    ElementsType(&'static TypePred),
    /// Locations.
    Location,
    /// `#dialect.mnemonic...`
    DialectAttr(&'static str, &'static str),
    /// Integer value among these.
    IntIn(&'static [i64]),
    /// Integer value within this bit mask.
    BitsIn(i64),
    /// Integer value >= n.
    IntMin(i64),
    /// Integer value <= n.
    IntMax(i64),
    /// Integer value != n.
    IntNe(i64),
    /// Integer value a power of two.
    IntPowerOf2,
    /// At least n elements.
    ArrayMinCount(i64),
    /// At most n elements.
    ArrayMaxCount(i64),
    /// Exactly n elements.
    ArrayCount(i64),
    /// Dense array elements > 0.
    DenseArrayStrictlyPositive,
    /// Dense array elements >= 0.
    DenseArrayNonNegative,
    /// Dense array sorted.
    DenseArraySorted,
    /// Dense array strictly increasing.
    DenseArrayStrictlySorted,
    /// Element i == n.
    NthElemEq(i64, i64),
    /// Element i >= n.
    NthElemMin(i64, i64),
    /// Element i <= n.
    NthElemMax(i64, i64),
    /// Element i in [m, n].
    NthElemInRange(i64, i64, i64),
    /// Never satisfied by a present attribute.
    IsNull,
    /// A Rust predicate.
    Rust(fn(&Context, Attr) -> bool),
    /// All of.
    And(&'static [AttrPred]),
    /// Any of.
    Or(&'static [AttrPred]),
    /// Not.
    Not(&'static AttrPred),
}

/// Element type of a dense array attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DenseElem {
    /// `i1`
    I1,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

/// A named check on a type: predicate plus summary.
#[derive(Copy, Clone, Debug)]
pub struct TypeConstraint {
    /// Summary printed in messages.
    pub summary: &'static str,
    /// Predicate.
    pub pred: TypePred,
}

/// A named check on an attribute: predicate plus summary.
#[derive(Copy, Clone, Debug)]
pub struct AttrConstraint {
    /// Summary printed in messages.
    pub summary: &'static str,
    /// Predicate.
    pub pred: AttrPred,
}

fn is_shaped(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// Whether `ty` satisfies `pred`.
pub fn type_matches(ctx: &Context, ty: Type, pred: &TypePred) -> bool {
    let k = ctx.type_kind(ty);
    match pred {
        TypePred::Any => true,
        TypePred::Integer(w, s) => match k {
            TypeKind::Integer { width, signedness } => {
                w.is_none_or(|w| w == *width) && s.is_none_or(|s| s == *signedness)
            }
            _ => false,
        },
        TypePred::Index => matches!(k, TypeKind::Index),
        // `AnyFloat` is upstream's `isa<FloatType>`: a type implementing
        // `FloatTypeInterface` (the builtin float types, asked by kind first); a
        // given width is that builtin type (`isF32()`).
        TypePred::Float(f) => match (f, k) {
            (Some(f), TypeKind::Float(kind)) => f == kind,
            (Some(_), _) => false,
            (None, TypeKind::Float(_)) => true,
            (None, _) => crate::builtin_interfaces::float_kind(ctx, ty).is_some(),
        },
        TypePred::NoneType => matches!(k, TypeKind::None),
        TypePred::Complex(p) => match k {
            TypeKind::Complex(e) => type_matches(ctx, *e, p),
            _ => false,
        },
        TypePred::Tensor => matches!(k, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }),
        TypePred::RankedTensor => matches!(k, TypeKind::RankedTensor { .. }),
        TypePred::UnrankedTensor => matches!(k, TypeKind::UnrankedTensor { .. }),
        TypePred::MemRef => matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }),
        TypePred::RankedMemRef => matches!(k, TypeKind::MemRef { .. }),
        TypePred::UnrankedMemRef => matches!(k, TypeKind::UnrankedMemRef { .. }),
        TypePred::Vector => matches!(k, TypeKind::Vector { .. }),
        TypePred::Shaped => is_shaped(k),
        TypePred::Tuple => matches!(k, TypeKind::Tuple(_)),
        TypePred::Function => matches!(k, TypeKind::Function { .. }),
        TypePred::Element(p) => {
            (is_shaped(k) || matches!(k, TypeKind::Complex(_))) && k.element().is_some_and(|e| type_matches(ctx, e, p))
        }
        TypePred::HasRank => k.shape().is_some(),
        TypePred::StaticShape => k.shape().is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)),
        TypePred::Rank(ranks) => k.shape().is_some_and(|s| ranks.contains(&(s.len() as i64))),
        TypePred::Shape(dims) => k.shape() == Some(*dims),
        TypePred::DialectType(d, m) => match k {
            TypeKind::Opaque { dialect, data } => dialect == d && mnemonic_matches(data, m),
            TypeKind::Dialect(t) => t.dialect() == *d && t.mnemonic() == *m,
            _ => false,
        },
        TypePred::Rust(f) => f(ctx, ty),
        TypePred::And(v) => v.iter().all(|p| type_matches(ctx, ty, p)),
        TypePred::Or(v) => v.iter().any(|p| type_matches(ctx, ty, p)),
        TypePred::Not(p) => !type_matches(ctx, ty, p),
    }
}

/// Whether the body of an opaque dialect type/attribute (`shape<2, f32>`)
/// has mnemonic `m`.
pub fn mnemonic_matches(data: &str, m: &str) -> bool {
    data.strip_prefix(m)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('<') || rest.starts_with(' '))
}

/// The integer value of an integer attribute, sign-extended from its width
/// (zero-extended for unsigned types), if it fits in 64 bits.
pub fn int_value(ctx: &Context, attr: Attr) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => {
            let unsigned = matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            );
            if unsigned {
                value.to_u128().and_then(|v| i64::try_from(v).ok())
            } else {
                value.to_i128().and_then(|v| i64::try_from(v).ok())
            }
        }
        AttrKind::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

/// The elements of a dense integer/bool array attribute, widened to `i64`.
pub fn dense_ints(ctx: &Context, attr: Attr) -> Option<Vec<i64>> {
    dense_int_iter(ctx, attr).map(|it| it.collect())
}

/// The elements of an integer dense array attribute, read in place (see
/// [`dense_ints`]).
pub fn dense_int_iter(ctx: &Context, attr: Attr) -> Option<impl ExactSizeIterator<Item = i64> + '_> {
    let AttrKind::DenseArray { element, len, raw } = ctx.attr_kind(attr) else {
        return None;
    };
    let width = match ctx.type_kind(*element) {
        TypeKind::Integer { width, .. } => *width,
        _ => return None,
    };
    let bytes = if width == 1 { 1 } else { (width as usize).div_ceil(8) };
    if raw.len() < bytes * len {
        return None;
    }
    Some((0..*len).map(move |i| {
        let chunk = &raw[i * bytes..(i + 1) * bytes];
        let mut buf = [0u8; 8];
        buf[..bytes.min(8)].copy_from_slice(&chunk[..bytes.min(8)]);
        let v = i64::from_le_bytes(buf);
        let shift = 64 - (bytes.min(8) * 8) as u32;
        if width == 1 {
            v & 1
        } else {
            (v << shift) >> shift
        }
    }))
}

fn array_len(ctx: &Context, attr: Attr) -> Option<usize> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) => Some(v.len()),
        AttrKind::DenseArray { len, .. } => Some(*len),
        _ => None,
    }
}

fn nth_int(ctx: &Context, attr: Attr, i: i64) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) => v.get(usize::try_from(i).ok()?).and_then(|a| int_value(ctx, *a)),
        AttrKind::DenseArray { .. } => dense_ints(ctx, attr)?.get(usize::try_from(i).ok()?).copied(),
        _ => None,
    }
}

fn dense_elem_matches(ctx: &Context, element: Type, e: DenseElem) -> bool {
    match (ctx.type_kind(element), e) {
        (TypeKind::Integer { width, .. }, DenseElem::I1) => *width == 1,
        (TypeKind::Integer { width, .. }, DenseElem::I8) => *width == 8,
        (TypeKind::Integer { width, .. }, DenseElem::I16) => *width == 16,
        (TypeKind::Integer { width, .. }, DenseElem::I32) => *width == 32,
        (TypeKind::Integer { width, .. }, DenseElem::I64) => *width == 64,
        (TypeKind::Float(FloatKind::F32), DenseElem::F32) => true,
        (TypeKind::Float(FloatKind::F64), DenseElem::F64) => true,
        _ => false,
    }
}

/// Whether `attr` satisfies `pred`.
pub fn attr_matches(ctx: &Context, attr: Attr, pred: &AttrPred) -> bool {
    let k = ctx.attr_kind(attr);
    let int = || int_value(ctx, attr);
    match pred {
        AttrPred::Any => true,
        AttrPred::Integer(w, s) => match k {
            // `IntegerAttr` storage (no width or signedness asked) also holds
            // `index`-typed integers.
            AttrKind::Integer { ty, .. } if w.is_none() && s.is_none() => {
                matches!(ctx.type_kind(*ty), TypeKind::Index) || type_matches(ctx, *ty, &TypePred::Integer(*w, *s))
            }
            AttrKind::Integer { ty, .. } => type_matches(ctx, *ty, &TypePred::Integer(*w, *s)),
            _ => false,
        },
        AttrPred::IndexAttr => {
            matches!(k, AttrKind::Integer { ty, .. } if matches!(ctx.type_kind(*ty), TypeKind::Index))
        }
        AttrPred::Float(f) => match k {
            AttrKind::Float { ty, .. } => type_matches(ctx, *ty, &TypePred::Float(*f)),
            _ => false,
        },
        AttrPred::Bool => matches!(k, AttrKind::Bool(_)),
        AttrPred::String => matches!(k, AttrKind::String { .. }),
        AttrPred::Unit => matches!(k, AttrKind::Unit),
        AttrPred::TypeAttr(p) => matches!(k, AttrKind::Type(t) if type_matches(ctx, *t, p)),
        AttrPred::Array(p) => match k {
            AttrKind::Array(v) => v.iter().all(|a| attr_matches(ctx, *a, p)),
            _ => false,
        },
        AttrPred::Dictionary => matches!(k, AttrKind::Dictionary(_)),
        AttrPred::SymbolRef(flat) => matches!(k, AttrKind::SymbolRef { nested, .. } if !flat || nested.is_empty()),
        AttrPred::DenseArray(e) => {
            matches!(k, AttrKind::DenseArray { element, .. } if dense_elem_matches(ctx, *element, *e))
        }
        AttrPred::Elements => matches!(
            k,
            AttrKind::DenseElements { .. }
                | AttrKind::DenseStrings { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ),
        AttrPred::IntElements => match k {
            AttrKind::DenseElements { ty, .. } => ctx
                .type_kind(*ty)
                .element()
                .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index)),
            _ => false,
        },
        AttrPred::FloatElements => match k {
            AttrKind::DenseElements { ty, .. } => ctx
                .type_kind(*ty)
                .element()
                .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Float(_))),
            _ => false,
        },
        AttrPred::ElementsType(p) => match k {
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => type_matches(ctx, *ty, p),
            _ => false,
        },
        AttrPred::Location => k.is_location(),
        AttrPred::DialectAttr(d, m) => match k {
            AttrKind::Opaque { dialect, data } => dialect == d && mnemonic_matches(data, m),
            AttrKind::TypedOpaque { dialect, data, .. } => dialect == d && mnemonic_matches(data, m),
            AttrKind::Dialect(a) => a.dialect() == *d && a.mnemonic() == *m,
            _ => false,
        },
        AttrPred::IntIn(v) => int().is_some_and(|x| v.contains(&x)),
        AttrPred::BitsIn(mask) => int().is_some_and(|x| x & !mask == 0),
        AttrPred::IntMin(n) => int().is_some_and(|x| x >= *n),
        AttrPred::IntMax(n) => int().is_some_and(|x| x <= *n),
        AttrPred::IntNe(n) => int().is_some_and(|x| x != *n),
        AttrPred::IntPowerOf2 => int().is_some_and(|x| x > 0 && x & (x - 1) == 0),
        AttrPred::ArrayMinCount(n) => array_len(ctx, attr).is_some_and(|l| l as i64 >= *n),
        AttrPred::ArrayMaxCount(n) => array_len(ctx, attr).is_some_and(|l| l as i64 <= *n),
        AttrPred::ArrayCount(n) => array_len(ctx, attr).is_some_and(|l| l as i64 == *n),
        AttrPred::DenseArrayStrictlyPositive => dense_ints(ctx, attr).is_some_and(|v| v.iter().all(|&x| x > 0)),
        AttrPred::DenseArrayNonNegative => dense_ints(ctx, attr).is_some_and(|v| v.iter().all(|&x| x >= 0)),
        AttrPred::DenseArraySorted => dense_ints(ctx, attr).is_some_and(|v| v.windows(2).all(|w| w[0] <= w[1])),
        AttrPred::DenseArrayStrictlySorted => dense_ints(ctx, attr).is_some_and(|v| v.windows(2).all(|w| w[0] < w[1])),
        AttrPred::NthElemEq(i, n) => nth_int(ctx, attr, *i).is_some_and(|x| x == *n),
        AttrPred::NthElemMin(i, n) => nth_int(ctx, attr, *i).is_some_and(|x| x >= *n),
        AttrPred::NthElemMax(i, n) => nth_int(ctx, attr, *i).is_some_and(|x| x <= *n),
        AttrPred::NthElemInRange(i, lo, hi) => nth_int(ctx, attr, *i).is_some_and(|x| x >= *lo && x <= *hi),
        AttrPred::IsNull => false,
        AttrPred::Rust(f) => f(ctx, attr),
        AttrPred::And(v) => v.iter().all(|p| attr_matches(ctx, attr, p)),
        AttrPred::Or(v) => v.iter().any(|p| attr_matches(ctx, attr, p)),
        AttrPred::Not(p) => !attr_matches(ctx, attr, p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static FLOAT_LIKE: TypePred = TypePred::Or(&[
        TypePred::Float(None),
        TypePred::And(&[
            TypePred::Or(&[TypePred::Vector, TypePred::Tensor]),
            TypePred::Element(&TypePred::Float(None)),
        ]),
    ]);

    #[test]
    fn type_and_attr_predicates() {
        let ctx = Context::new();
        let f32t = ctx.float_type(FloatKind::F32);
        let i32t = ctx.int_type(32);
        let t = ctx.get_type(TypeKind::RankedTensor {
            shape: vec![2, DYNAMIC],
            element: f32t,
            encoding: None,
        });
        assert!(type_matches(&ctx, f32t, &FLOAT_LIKE));
        assert!(type_matches(&ctx, t, &FLOAT_LIKE));
        assert!(!type_matches(&ctx, i32t, &FLOAT_LIKE));
        assert!(type_matches(&ctx, t, &TypePred::Rank(&[2])));
        assert!(!type_matches(&ctx, t, &TypePred::StaticShape));
        let a = crate::text::parse_attribute_str(&ctx, "array<i64: 1, 2, 3>").unwrap();
        assert_eq!(dense_ints(&ctx, a), Some(vec![1, 2, 3]));
        assert!(attr_matches(&ctx, a, &AttrPred::DenseArrayStrictlySorted));
        assert!(attr_matches(&ctx, a, &AttrPred::ArrayCount(3)));
        let n = crate::text::parse_attribute_str(&ctx, "-3 : i8").unwrap();
        assert_eq!(int_value(&ctx, n), Some(-3));
        assert!(attr_matches(
            &ctx,
            n,
            &AttrPred::Integer(Some(8), Some(Signedness::Signless))
        ));
        assert!(!attr_matches(&ctx, n, &AttrPred::IntMin(0)));
        let u = crate::text::parse_attribute_str(&ctx, "255 : ui8").unwrap();
        assert_eq!(int_value(&ctx, u), Some(255));
    }
}
