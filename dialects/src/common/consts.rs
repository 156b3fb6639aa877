//! Constant values as folders see them (MLIR's `IntegerAttr`, `FloatAttr`
//! and splat or dense `DenseElementsAttr` operands), read from and written
//! back to uniqued attributes, plus access to ops' inherent attributes.

use crate::arith::ops::{FastMathAttr, IntegerOverflowAttr, IntegerOverflowFlags};
use ir::apint::ApInt;
use ir::attrs::{Attr, AttrKind};
use ir::dense::ElemKind;
use ir::float::FloatKind;
use ir::{Context, IrArena, OpId, Type, TypeKind};

/// One scalar: an integer (any signless/signed/unsigned type or `index`)
/// or a float, as raw bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// Integer bits (`width` <= 128), zero-extended.
    Int {
        /// Bit width (64 for `index`).
        width: u32,
        /// The bits.
        bits: u128,
    },
    /// Float bits of a kind.
    Float {
        /// Float kind.
        kind: FloatKind,
        /// The bits.
        bits: u128,
    },
}

/// A constant operand: a scalar attribute, or the elements of a dense
/// elements attribute (a splat holds one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cst {
    /// `IntegerAttr` / `FloatAttr` of type `ty`.
    Scalar(Type, Scalar),
    /// `DenseElementsAttr` of shaped type `ty`; one element for a splat.
    Elements(Type, Vec<Scalar>, bool),
}

/// Mask of the low `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// Sign-extends the low `width` bits to i128.
pub fn sext(width: u32, bits: u128) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// Width of an integer-like scalar type (`index` is 64); `None` otherwise
/// or when wider than 128 bits.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width <= 128 => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Float kind of a float type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

/// Whether `ty` is a vector or tensor.
pub fn is_shaped(ctx: &Context, ty: Type) -> bool {
    ctx.type_kind(ty).is_vector_or_tensor()
}

/// Static element count of a shaped type.
fn num_elements(ctx: &Context, ty: Type) -> Option<u64> {
    let shape = ctx.type_kind(ty).shape()?;
    ir::dense::num_elements(shape)
}

fn scalar_of(ctx: &Context, elem_ty: Type, bits: u128) -> Option<Scalar> {
    if let Some(width) = int_width(ctx, elem_ty) {
        return Some(Scalar::Int {
            width,
            bits: bits & mask(width),
        });
    }
    float_kind(ctx, elem_ty).map(|kind| Scalar::Float { kind, bits })
}

/// Reads a constant attribute (`None` for anything else).
pub fn read(ctx: &Context, attr: Attr) -> Option<Cst> {
    match ctx.attr_kind(attr) {
        AttrKind::Bool(b) => Some(Cst::Scalar(
            ctx.int_type(1),
            Scalar::Int {
                width: 1,
                bits: u128::from(*b),
            },
        )),
        AttrKind::Integer { ty, value } => {
            let width = int_width(ctx, *ty)?;
            let bits = value.to_u128()? & mask(width);
            Some(Cst::Scalar(*ty, Scalar::Int { width, bits }))
        }
        AttrKind::Float { ty, bits } => Some(Cst::Scalar(
            *ty,
            Scalar::Float {
                kind: float_kind(ctx, *ty)?,
                bits: bits.get(),
            },
        )),
        AttrKind::DenseElements { ty, data } => {
            let elem_ty = element_type(ctx, *ty);
            let kind = ir::dense_bridge::elem_kind(ctx, elem_ty)?;
            if matches!(kind, ElemKind::Complex(_)) {
                return None;
            }
            let count = if data.is_splat() { 1 } else { num_elements(ctx, *ty)? };
            if count > 1 << 20 {
                return None;
            }
            let mut elems = Vec::with_capacity(count as usize);
            for i in 0..count {
                elems.push(scalar_of(ctx, elem_ty, data.element_bits(&kind, i)?)?);
            }
            Some(Cst::Elements(*ty, elems, data.is_splat()))
        }
        _ => None,
    }
}

/// The integer attribute of type `ty` holding `bits` (`i1` as `true`/`false`).
pub fn int_attr(ctx: &Context, ty: Type, bits: u128) -> Option<Attr> {
    let width = int_width(ctx, ty)?;
    let bits = bits & mask(width);
    if let TypeKind::Integer {
        width: 1,
        signedness: ir::Signedness::Signless,
    } = ctx.type_kind(ty)
    {
        return Some(ctx.get_attr(AttrKind::Bool(bits != 0)));
    }
    Some(ctx.get_attr(AttrKind::Integer {
        ty,
        value: ApInt::from_u128(width, bits),
    }))
}

/// A wrapping operation on two integers of one width.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WideOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
}

fn wide_add(a: &[u64], b: &[u64], carry_in: bool) -> Vec<u64> {
    let mut carry = u128::from(carry_in);
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let t = u128::from(x) + u128::from(y) + carry;
            carry = t >> 64;
            t as u64
        })
        .collect()
}

fn wide_mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = vec![0u64; a.len()];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u128;
        for (slot, &y) in out.iter_mut().skip(i).zip(b) {
            let t = u128::from(x) * u128::from(y) + u128::from(*slot) + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
    }
    out
}

/// `a op b` modulo `2^width` (APInt arithmetic on equal widths); `None`
/// when the widths differ.
pub fn wide_op(a: &ApInt, b: &ApInt, op: WideOp) -> Option<ApInt> {
    if a.width() != b.width() {
        return None;
    }
    let (x, y) = (a.words(), b.words());
    let words = match op {
        WideOp::Add => wide_add(x, y, false),
        WideOp::Sub => {
            let not_y: Vec<u64> = y.iter().map(|w| !w).collect();
            wide_add(x, &not_y, true)
        }
        WideOp::Mul => wide_mul(x, y),
    };
    Some(ApInt::from_words(a.width(), &words))
}

/// The value of an integer attribute (`i1` `true`/`false` as 1-bit values).
pub fn ap_value(ctx: &Context, attr: Attr) -> Option<ApInt> {
    match ctx.attr_kind(attr) {
        AttrKind::Bool(b) => Some(ApInt::from_u128(1, u128::from(*b))),
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// `IntegerAttr::get(ty, value)` for an integer type of any width (`i1` as
/// `true`/`false`); `None` unless `ty` is an integer or index type of the
/// value's width.
pub fn ap_attr(ctx: &Context, ty: Type, value: ApInt) -> Option<Attr> {
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    if width != value.width() {
        return None;
    }
    if width <= 128 {
        return int_attr(ctx, ty, value.to_u128()?);
    }
    Some(ctx.get_attr(AttrKind::Integer { ty, value }))
}

/// The float attribute of type `ty` with `bits`.
pub fn float_attr(ctx: &Context, ty: Type, bits: u128) -> Attr {
    ctx.get_attr(AttrKind::Float { ty, bits: bits.into() })
}

/// A dense elements attribute of shaped type `ty` from its elements' bits
/// (`ir::dense_bridge::dense_elements_attr`: equal values are stored as a splat, as
/// MLIR stores them).
pub fn dense_attr(ctx: &Context, ty: Type, values: &[u128]) -> Option<Attr> {
    ir::dense_bridge::dense_elements_attr(ctx, ty, values)
}

/// Writes a scalar as an attribute of type `ty`.
pub fn scalar_attr(ctx: &Context, ty: Type, s: Scalar) -> Option<Attr> {
    match s {
        Scalar::Int { bits, .. } => int_attr(ctx, ty, bits),
        Scalar::Float { bits, .. } => Some(float_attr(ctx, ty, bits)),
    }
}

/// Writes a constant back as an attribute.
pub fn write(ctx: &Context, c: &Cst) -> Option<Attr> {
    match c {
        Cst::Scalar(ty, s) => scalar_attr(ctx, *ty, *s),
        Cst::Elements(ty, elems, _) => {
            let bits: Vec<u128> = elems
                .iter()
                .map(|s| match s {
                    Scalar::Int { bits, .. } | Scalar::Float { bits, .. } => *bits,
                })
                .collect();
            dense_attr(ctx, *ty, &bits)
        }
    }
}

impl Cst {
    /// The attribute's type.
    pub fn ty(&self) -> Type {
        match self {
            Cst::Scalar(t, _) | Cst::Elements(t, _, _) => *t,
        }
    }

    /// The single value of a scalar or splat (`m_ConstantInt` and friends
    /// see through splats).
    pub fn splat_value(&self) -> Option<Scalar> {
        match self {
            Cst::Scalar(_, s) => Some(*s),
            Cst::Elements(_, e, true) => e.first().copied(),
            Cst::Elements(..) => None,
        }
    }

    /// The integer value of a scalar or splat integer constant.
    pub fn int_value(&self) -> Option<(u32, u128)> {
        match self.splat_value()? {
            Scalar::Int { width, bits } => Some((width, bits)),
            Scalar::Float { .. } => None,
        }
    }

    /// The float value of a scalar or splat float constant.
    pub fn float_value(&self) -> Option<(FloatKind, u128)> {
        match self.splat_value()? {
            Scalar::Float { kind, bits } => Some((kind, bits)),
            Scalar::Int { .. } => None,
        }
    }
}

/// `m_Zero`: an integer zero (scalar or splat).
pub fn is_zero_int(c: Option<&Cst>) -> bool {
    c.and_then(|c| c.int_value()).is_some_and(|(_, b)| b == 0)
}

/// `m_One`: an integer one (scalar or splat).
pub fn is_one_int(c: Option<&Cst>) -> bool {
    c.and_then(|c| c.int_value()).is_some_and(|(_, b)| b == 1)
}

/// An all-ones integer (scalar or splat).
pub fn is_all_ones(c: Option<&Cst>) -> bool {
    c.and_then(|c| c.int_value()).is_some_and(|(w, b)| b == mask(w))
}

/// Reads operand constants of a fold call.
pub fn operands(ctx: &Context, consts: &[Option<Attr>]) -> Vec<Option<Cst>> {
    consts.iter().map(|a| a.and_then(|a| read(ctx, a))).collect()
}

// ----- inherent attributes -----

/// The inherent attribute `name` of `op` (its properties), if set.
pub fn prop(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Attr> {
    let props = arena.properties(op)?;
    ctx.dictionary_entries(props)
        .iter()
        .find(|(k, _)| ctx.string_value(*k) == name.as_bytes())
        .map(|&(_, v)| v)
}

/// Builds a properties dictionary from `(name, value)` pairs.
pub fn props(ctx: &Context, entries: &[(&str, Attr)]) -> Option<Attr> {
    if entries.is_empty() {
        return None;
    }
    Some(
        ctx.dictionary_attr(
            entries
                .iter()
                .map(|(k, v)| (ctx.string_attr(k.as_bytes()), *v))
                .collect(),
        ),
    )
}

/// Sets (or replaces) the inherent attribute `name` of `op`.
pub fn set_prop(ctx: &Context, arena: &mut IrArena, op: OpId, name: &str, value: Attr) {
    let mut entries: Vec<(Attr, Attr)> = arena
        .properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let key = ctx.string_attr(name.as_bytes());
    match entries.iter_mut().find(|(k, _)| *k == key) {
        Some(e) => e.1 = value,
        None => entries.push((key, value)),
    }
    arena.set_properties(op, Some(ctx.dictionary_attr(entries)));
}

/// Overflow flags of an `overflowFlags` attribute: (nsw, nuw).
pub fn overflow_flags(ctx: &Context, attr: Option<Attr>) -> (bool, bool) {
    let flags = attr.and_then(|a| IntegerOverflowAttr::read(ctx, a)).unwrap_or_default();
    (
        flags.contains(IntegerOverflowFlags::NSW),
        flags.contains(IntegerOverflowFlags::NUW),
    )
}

/// The `#arith.overflow<...>` attribute of the given flags.
pub fn overflow_attr(ctx: &Context, nsw: bool, nuw: bool) -> Attr {
    let mut flags = IntegerOverflowFlags::NONE;
    if nsw {
        flags = flags | IntegerOverflowFlags::NSW;
    }
    if nuw {
        flags = flags | IntegerOverflowFlags::NUW;
    }
    IntegerOverflowAttr::get(ctx, flags)
}

/// The value of an integer attribute (e.g. a predicate), as i64.
pub fn int_attr_value(ctx: &Context, attr: Option<Attr>) -> Option<i64> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => value.to_i128().and_then(|v| i64::try_from(v).ok()),
        AttrKind::Bool(b) => Some(i64::from(*b)),
        _ => None,
    }
}

/// Fastmath flags text of a `fastmath` attribute (`none` when absent).
pub fn fastmath_text(ctx: &Context, attr: Option<Attr>) -> String {
    attr.and_then(|a| FastMathAttr::read(ctx, a))
        .unwrap_or_default()
        .spelling()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_arithmetic_wraps() {
        let max = ApInt::from_words(256, &[u64::MAX; 4]);
        let one = ApInt::from_u128(256, 1);
        assert!(wide_op(&max, &one, WideOp::Add).is_some_and(|r| r.is_zero()));
        let zero = ApInt::from_u128(256, 0);
        assert_eq!(wide_op(&zero, &one, WideOp::Sub), Some(max.clone()));
        assert_eq!(wide_op(&max, &max, WideOp::Mul), Some(one.clone()));
        let big = ApInt::from_u128(256, 1 << 100);
        let sq = wide_op(&big, &big, WideOp::Mul);
        assert_eq!(sq.map(|v| v.words().to_vec()), Some(vec![0, 0, 0, 1 << 8]));
        let narrow = ApInt::from_u128(200, 1);
        assert_eq!(wide_op(&one, &narrow, WideOp::Add), None);
    }
}
