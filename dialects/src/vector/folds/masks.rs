//! Constant masks and the masked memory ops, as MLIR 22's `VectorOps.cpp`
//! folds them: `ConstantMaskOp::fold` (an all-true or all-false mask is a
//! splat), the canonicalization patterns `CreateMaskFolder` (a
//! `vector.create_mask` of constants is a `vector.constant_mask`),
//! `StridedSliceConstantMaskFolder` (a slice of a constant mask is one), and
//! the folders of the masked memory ops by their mask's format
//! ([`mask_format`], upstream's `getMaskFormat`): `MaskedLoadFolder`,
//! `MaskedStoreFolder`, `GatherFolder`, `ScatterFolder`, `ExpandLoadFolder`
//! and `CompressStoreFolder` (an all-true mask makes a plain `vector.load`
//! or `vector.store` where one exists, an all-false one the pass-through
//! value or nothing).

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::scf::folds::{add, Rw};
use crate::vector::ops::{
    CompressStoreOp, ConstantMaskOp, CreateMaskOp, ExpandLoadOp, ExtractStridedSliceOp, GatherOp, LoadOp, MaskedLoadOp,
    MaskedStoreOp, ScatterOp, StoreOp,
};
use ir::attrs::Attr;
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::{Context, IrArena, OpId, Type, TypeKind, Value};

/// What a mask is known to be (`MaskFormat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskFormat {
    /// Every lane is on.
    AllTrue,
    /// Every lane is off.
    AllFalse,
    /// Mixed, or not known.
    Unknown,
}

/// The shape and scalable flags of vector type `ty`.
fn vector_shape(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => Some((shape.clone(), scalable.clone())),
        _ => None,
    }
}

/// `getMaskFormat`: an `arith.constant` of booleans all on or all off
/// (counted lane by lane), a `vector.constant_mask` whose sizes cover every
/// dimension or one with no lane, or a `vector.create_mask` with a constant
/// size of zero or less (all false).
pub fn mask_format(ctx: &Context, a: &IrArena, mask: Value) -> MaskFormat {
    let Some(def) = a.defining_op(mask) else {
        return MaskFormat::Unknown;
    };
    let name = a.op_name(def);
    if name == ctx.op_name("arith.constant") {
        return constant_format(ctx, c::prop(ctx, a, def, "value")).unwrap_or(MaskFormat::Unknown);
    }
    if let Some(m) = ConstantMaskOp::cast(ctx, a, def) {
        let (Some(sizes), Some((shape, _))) = (
            m.mask_dim_sizes(ctx, a),
            vector_shape(ctx, a.value_type(m.result(ctx, a))),
        ) else {
            return MaskFormat::Unknown;
        };
        let all_true = sizes.iter().zip(&shape).all(|(&s, &d)| s >= d);
        let all_false = sizes.iter().zip(&shape).all(|(&s, _)| s <= 0);
        return match (all_true, all_false) {
            (true, _) => MaskFormat::AllTrue,
            (_, true) => MaskFormat::AllFalse,
            _ => MaskFormat::Unknown,
        };
    }
    if CreateMaskOp::cast(ctx, a, def).is_some() {
        let any_empty = a.operands(def).any(|v| {
            a.defining_op(v)
                .is_some_and(|d| a.op_name(d) == ctx.op_name("arith.constant"))
                && ir::rewrite::constant::constant_int(ctx, a, v).is_some_and(|n| n <= 0)
        });
        if any_empty {
            return MaskFormat::AllFalse;
        }
    }
    MaskFormat::Unknown
}

/// The format of a dense boolean constant: all on, all off, or mixed.
fn constant_format(ctx: &Context, value: Option<Attr>) -> Option<MaskFormat> {
    let c::Cst::Elements(_, elements, _) = c::read(ctx, value?)? else {
        return None;
    };
    let bits: Vec<bool> = elements
        .iter()
        .map(|e| matches!(e, c::Scalar::Int { bits, .. } if *bits != 0))
        .collect();
    if bits.is_empty() {
        return None;
    }
    if bits.iter().all(|&b| b) {
        return Some(MaskFormat::AllTrue);
    }
    if bits.iter().all(|&b| !b) {
        return Some(MaskFormat::AllFalse);
    }
    Some(MaskFormat::Unknown)
}

/// A splat of boolean `on` of vector type `ty`.
fn bool_splat(ctx: &Context, ty: Type, on: bool) -> Option<Attr> {
    let count = vector_shape(ctx, ty)?
        .0
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))?;
    let count = usize::try_from(count).ok().filter(|&n| n <= 1 << 20)?;
    c::dense_attr(ctx, ty, &vec![u128::from(on); count.max(1)])
}

/// `ConstantMaskOp::fold`: a mask of the whole vector is a `true` splat,
/// one of no lane a `false` splat (a 0-D mask by its single size).
fn constant_mask_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let m = ConstantMaskOp::cast(ctx, a, op)?;
    let bounds = m.mask_dim_sizes(ctx, a)?;
    let ty = a.value_type(m.result(ctx, a));
    let (shape, _) = vector_shape(ctx, ty)?;
    let on = if shape.is_empty() {
        *bounds.first()? == 1
    } else if bounds == shape {
        true
    } else if bounds.iter().all(|&b| b == 0) {
        false
    } else {
        return None;
    };
    super::util::attr(bool_splat(ctx, ty, on)?)
}

/// Replaces `op` with a `vector.constant_mask` of `sizes` and type `ty`.
fn replace_with_constant_mask(rw: Rw<'_, '_>, op: OpId, ty: Type, sizes: &[i64]) -> bool {
    rw.replace_op_with_built(op, |b| ConstantMaskOp::build_unwrapped(b, ty, sizes))
        .is_ok()
}

/// `CreateMaskFolder`: a `vector.create_mask` whose sizes are all constant
/// is the `vector.constant_mask` of those sizes clamped to the dimensions,
/// all zero when one is (a scalable dimension folds with a negative
/// constant, as upstream checks it, or a multiple of `vector.vscale` that
/// covers it; a 0-D mask counts as one dimension of size 1).
fn create_mask_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(m) = CreateMaskOp::cast(ctx, a, op) else {
        return false;
    };
    let ty = a.value_type(m.result(ctx, a));
    let Some((mut shape, mut scalable)) = vector_shape(ctx, ty) else {
        return false;
    };
    if shape.is_empty() {
        (shape, scalable) = (vec![1], vec![false]);
    }
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, v) in a.operands(op).enumerate() {
        let dim = shape.get(i).copied().unwrap_or(0).max(0);
        let size = if let Some(size) = ir::rewrite::constant::constant_int(ctx, a, v) {
            if scalable.get(i).copied().unwrap_or(false) && size >= 0 {
                return false;
            }
            size
        } else {
            match vscale_multiplier(ctx, a, v) {
                Some(multiplier) if multiplier >= dim => multiplier,
                _ => return false,
            }
        };
        sizes.push(size.clamp(0, dim));
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    replace_with_constant_mask(rw, op, ty, &sizes)
}

/// `getConstantVscaleMultiplier`: `c` when `v` is `vector.vscale` (1) or
/// an `arith.muli` of it by the constant `c`.
fn vscale_multiplier(ctx: &Context, a: &IrArena, v: Value) -> Option<i64> {
    let is_vscale = |v: Value| {
        a.defining_op(v)
            .is_some_and(|d| a.op_name(d) == ctx.op_name("vector.vscale"))
    };
    if is_vscale(v) {
        return Some(1);
    }
    let mul = a
        .defining_op(v)
        .filter(|&d| a.op_name(d) == ctx.op_name("arith.muli"))?;
    let mut operands = a.operands(mul);
    let (lhs, rhs) = (operands.next()?, operands.next()?);
    if is_vscale(lhs) {
        return ir::rewrite::constant::constant_int(ctx, a, rhs);
    }
    if is_vscale(rhs) {
        return ir::rewrite::constant::constant_int(ctx, a, lhs);
    }
    None
}

/// `StridedSliceConstantMaskFolder`: a unit-stride slice of a
/// `vector.constant_mask` is the constant mask of the part of the masked
/// region inside the slice (all zero when it is empty).
fn strided_slice_constant_mask_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(slice) = ExtractStridedSliceOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(mask) = ConstantMaskOp::defining(ctx, a, slice.source(ctx, a)) else {
        return false;
    };
    let (Some(offsets), Some(sizes), Some(strides), Some(bounds)) = (
        slice.offsets(ctx, a),
        slice.sizes(ctx, a),
        slice.strides(ctx, a),
        mask.mask_dim_sizes(ctx, a),
    ) else {
        return false;
    };
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let mut sliced: Vec<i64> = bounds
        .iter()
        .zip(offsets.iter().zip(&sizes))
        .map(|(&bound, (&offset, &size))| ((offset + size).min(bound) - offset).max(0))
        .collect();
    sliced.extend(bounds.iter().skip(sliced.len()));
    if sliced.contains(&0) {
        sliced = vec![0; bounds.len()];
    }
    let ty = a.value_type(slice.result(ctx, a));
    replace_with_constant_mask(rw, op, ty, &sliced)
}

/// A masked memory op's operands as all of them share the layout: the base,
/// the indices (with a gather's or scatter's index vector), the mask, and
/// the pass-through or stored value last.
struct Masked {
    base: Value,
    indices: Vec<Value>,
    last: Value,
    format: MaskFormat,
}

/// The parts of masked memory op `op`, with its mask's format.
fn masked(rw: &PatternRewriter<'_>, op: OpId) -> Option<Masked> {
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let n = operands.len();
    let mask = *operands.get(n.checked_sub(2)?)?;
    Some(Masked {
        base: *operands.first()?,
        indices: operands.get(1..n - 2)?.to_vec(),
        last: *operands.last()?,
        format: mask_format(rw.ctx, rw.arena, mask),
    })
}

/// A masked load (`vector.maskedload`, `vector.expandload`): a plain
/// `vector.load` when the mask is all true, the pass-through value when it
/// is all false.
fn fold_masked_load(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(m) = masked(rw, op) else {
        return false;
    };
    let ty = rw.arena.result_types(op).next();
    match (m.format, ty) {
        (MaskFormat::AllTrue, Some(ty)) => rw
            .replace_op_with_built(op, |b| LoadOp::build(b, ty, m.base, &m.indices, None, None))
            .is_ok(),
        (MaskFormat::AllFalse, _) => {
            rw.replace_op(op, &[m.last]);
            true
        }
        _ => false,
    }
}

/// A masked store (`vector.maskedstore`, `vector.compressstore`): a plain
/// `vector.store` when the mask is all true, erased when it is all false.
fn fold_masked_store(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(m) = masked(rw, op) else {
        return false;
    };
    match m.format {
        MaskFormat::AllTrue => rw
            .replace_op_with_built(op, |b| StoreOp::build(b, m.last, m.base, &m.indices, None, None))
            .is_ok(),
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `GatherFolder`: a gather with no lane on is its pass-through value (an
/// all-true gather has no unmasked form).
fn gather_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    match masked(rw, op) {
        Some(m) if m.format == MaskFormat::AllFalse => {
            rw.replace_op(op, &[m.last]);
            true
        }
        _ => false,
    }
}

/// `ScatterFolder`: a scatter with no lane on stores nothing: erased, or
/// its tensor result replaced by the base tensor.
fn scatter_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    match masked(rw, op) {
        Some(m) if m.format == MaskFormat::AllFalse => {
            if rw.arena.num_results(op) > 0 {
                rw.replace_op(op, &[m.base]);
            } else {
                rw.erase_op(op);
            }
            true
        }
        _ => false,
    }
}

/// A pattern's body.
type PatternFn = fn(OpId, Rw<'_, '_>) -> bool;

/// The patterns of `populateVectorToVectorCanonicalizationPatterns` that
/// live here, in upstream's order, with their root ops.
const MASK_PATTERNS: [(&str, &str, PatternFn); 8] = [
    ("CreateMaskFolder", CreateMaskOp::NAME, create_mask_folder),
    ("MaskedLoadFolder", MaskedLoadOp::NAME, fold_masked_load),
    ("MaskedStoreFolder", MaskedStoreOp::NAME, fold_masked_store),
    ("GatherFolder", GatherOp::NAME, gather_folder),
    ("ScatterFolder", ScatterOp::NAME, scatter_folder),
    ("ExpandLoadFolder", ExpandLoadOp::NAME, fold_masked_load),
    ("CompressStoreFolder", CompressStoreOp::NAME, fold_masked_store),
    (
        "StridedSliceConstantMaskFolder",
        ExtractStridedSliceOp::NAME,
        strided_slice_constant_mask_folder,
    ),
];

/// Adds the mask folders to `s`, in upstream's order.
pub(super) fn add_patterns(s: &mut ir::rewrite::PatternSet) {
    for (name, root, f) in MASK_PATTERNS {
        add(s, name, root, f);
    }
}

/// Registers `vector.constant_mask`'s folder and each pattern as a
/// canonicalization of its root op.
pub(super) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook(ConstantMaskOp::NAME, FoldHook::Pure(constant_mask_fold));
    reg.add_canonicalization(CreateMaskOp::NAME, |_, s| by_root(s, CreateMaskOp::NAME));
    reg.add_canonicalization(MaskedLoadOp::NAME, |_, s| by_root(s, MaskedLoadOp::NAME));
    reg.add_canonicalization(MaskedStoreOp::NAME, |_, s| by_root(s, MaskedStoreOp::NAME));
    reg.add_canonicalization(GatherOp::NAME, |_, s| by_root(s, GatherOp::NAME));
    reg.add_canonicalization(ScatterOp::NAME, |_, s| by_root(s, ScatterOp::NAME));
    reg.add_canonicalization(ExpandLoadOp::NAME, |_, s| by_root(s, ExpandLoadOp::NAME));
    reg.add_canonicalization(CompressStoreOp::NAME, |_, s| by_root(s, CompressStoreOp::NAME));
    reg.add_canonicalization(ExtractStridedSliceOp::NAME, |_, s| {
        by_root(s, ExtractStridedSliceOp::NAME)
    });
}

/// Adds the patterns rooted on op `root` to `s`.
fn by_root(s: &mut ir::rewrite::PatternSet, root: &str) {
    for (name, r, f) in MASK_PATTERNS {
        if r == root {
            add(s, name, r, f);
        }
    }
}
