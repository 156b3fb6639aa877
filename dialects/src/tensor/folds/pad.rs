//! `tensor.pad`: `PadOp::fold` and the patterns `FoldStaticZeroPadding`,
//! `FoldSourceTensorCast`, `FoldTargetTensorCast`, `FoldStaticPadding` and
//! `FoldConsecutiveConstantPadding` (for static and constant paddings;
//! upstream also sums other dynamic ones with `affine.apply`). `FoldOrthogonalPaddings` is not
//! ported.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::common::mixed::{dispatch, i64_array, i64_prop, mixed, segment_sizes, Bound};
use crate::scf::folds::{add, const_int, Rw};
use crate::tensor::folds::{create_cast, foldable_cast_source, preserves_static_information, shape_of};
use crate::tensor::ops::PadOp;
use crate::tensor::{ranked_tensor, tensor_of};
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Type, Use, Value};

/// The parts of a well-formed `tensor.pad`.
struct Pad {
    source: Value,
    low: Vec<Bound>,
    high: Vec<Bound>,
    nofold: bool,
}

impl Pad {
    fn read(ctx: &Context, a: &IrArena, op: OpId) -> Option<Pad> {
        let segs = crate::scf::folds::parallel::segments(ctx, a, op)?;
        let &[1, nl, nh] = segs.as_slice() else { return None };
        let ops: Vec<Value> = a.operands(op).collect();
        if ops.len() != 1 + nl + nh {
            return None;
        }
        Some(Pad {
            source: ops[0],
            low: mixed(&i64_prop(ctx, a, op, "static_low")?, &ops[1..1 + nl])?,
            high: mixed(&i64_prop(ctx, a, op, "static_high")?, &ops[1 + nl..])?,
            nofold: c::prop(ctx, a, op, "nofold").is_some(),
        })
    }

    /// The spec of a pad with these parts, result `ty` and `region`.
    fn spec(&self, ctx: &Context, ty: Type, region: ir::RegionId, loc: Attr, attrs: Option<Attr>) -> Option<OpSpec> {
        let (sl, dl) = dispatch(&self.low);
        let (sh, dh) = dispatch(&self.high);
        let mut entries = vec![
            ("operandSegmentSizes", segment_sizes(ctx, &[1, dl.len(), dh.len()])?),
            ("static_high", i64_array(ctx, &sh)?),
            ("static_low", i64_array(ctx, &sl)?),
        ];
        if self.nofold {
            entries.push(("nofold", ctx.get_attr(AttrKind::Unit)));
        }
        let mut operands = vec![self.source];
        operands.extend(dl);
        operands.extend(dh);
        Some(OpSpec {
            name: ctx.op_name("tensor.pad"),
            loc,
            operands,
            result_types: vec![ty],
            successors: Vec::new(),
            regions: vec![region],
            properties: c::props(ctx, &entries),
            attrs,
        })
    }
}

/// Whether every entry of a padding list is the constant zero.
fn all_zero(rw: &PatternRewriter<'_>, list: &[Bound]) -> bool {
    list.iter().all(|&b| match b {
        Bound::Static(v) => v == 0,
        Bound::Value(v) => const_int(rw, v) == Some(0),
    })
}

/// `PadOp::inferResultType` with the old result shape for the dimensions
/// it cannot compute (the encoding is dropped).
fn infer_result_type(ctx: &Context, source: Type, low: &[i64], high: &[i64], result: &[i64]) -> Option<Type> {
    let (shape, element, _) = ranked_tensor(ctx, source)?;
    if low.len() != shape.len() || high.len() != shape.len() || result.len() != shape.len() {
        return None;
    }
    let dims = (0..shape.len())
        .map(|i| {
            if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                result[i]
            } else {
                shape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    Some(tensor_of(ctx, dims, element, None))
}

/// The pad value when it is a constant or defined outside the body
/// (`getConstantPaddingValue`).
fn constant_padding_value(rw: &PatternRewriter<'_>, op: OpId) -> Option<Value> {
    let body = *rw.arena.region_blocks(*rw.arena.regions(op).first()?).first()?;
    let yield_op = rw.arena.last_op(body)?;
    if rw.ctx.op_info(rw.arena.op_name(yield_op)).name() != "tensor.yield" {
        return None;
    }
    let value = rw.arena.operands(yield_op).next()?;
    if rw.constant_of(value).is_some() {
        return Some(value);
    }
    (rw.arena.value_block(value) != Some(body)).then_some(value)
}

/// `PadOp::fold`: a non-`nofold` pad to its own static type is its source.
fn pad_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let p = Pad::read(ctx, a, op)?;
    let ty = a.result_types(op).next()?;
    let is_static = shape_of(ctx, ty).is_some_and(|s| !s.contains(&DYNAMIC));
    (is_static && a.value_type(p.source) == ty && !p.nofold).then(|| vec![FoldResult::Value(p.source)])
}

/// `FoldStaticZeroPadding`: padding by zero is a cast.
fn fold_static_zero_padding(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(p) = Pad::read(rw.ctx, rw.arena, op) else {
        return false;
    };
    if !all_zero(rw, &p.low) || !all_zero(rw, &p.high) || p.nofold {
        return false;
    }
    let (Some(ty), loc) = (rw.arena.result_types(op).next(), rw.arena.op_loc(op)) else {
        return false;
    };
    let cast = create_cast(rw, p.source, ty, loc);
    rw.replace_op(op, &[cast]);
    true
}

/// The pad's region, cloned.
fn cloned_region(rw: Rw<'_, '_>, op: OpId) -> Option<ir::RegionId> {
    let region = *rw.arena.regions(op).first()?;
    Some(rw.clone_region_detached(region, &mut IrMapping::new()))
}

/// Creates the pad `p` describes, of type `ty`, with the body of `op`'s
/// region moved into it; its result.
fn create_pad_taking_body(rw: Rw<'_, '_>, op: OpId, p: &Pad, ty: Type) -> Option<Value> {
    let &old_region = rw.arena.regions(op).first()?;
    let region = rw.arena.create_region();
    let (loc, attrs) = (rw.arena.op_loc(op), rw.arena.attrs(op));
    let spec = p.spec(rw.ctx, ty, region, loc, attrs)?;
    let new = rw.create(spec);
    crate::scf::folds::take_body(rw.arena, old_region, region);
    Some(rw.arena.result(new, 0))
}

/// Replaces pad `op` (of type `ty`) by the pad `p` describes, to type
/// `new_ty` with a copy of `op`'s region, cast back to `ty`.
fn replace_with_cast_of_pad_to(rw: Rw<'_, '_>, op: OpId, p: &Pad, new_ty: Type, ty: Type) -> bool {
    let Some(region) = cloned_region(rw, op) else {
        return false;
    };
    let (loc, attrs) = (rw.arena.op_loc(op), rw.arena.attrs(op));
    let Some(spec) = p.spec(rw.ctx, new_ty, region, loc, attrs) else {
        return false;
    };
    crate::common::build::replace_with_cast_of(rw, op, spec, "tensor.cast", ty)
}

/// `FoldSourceTensorCast`: a pad of a static-information-dropping cast
/// pads with the cast source's static sizes.
fn fold_source_tensor_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(p) = Pad::read(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(cast_source) = foldable_cast_source(rw.ctx, rw.arena, p.source) else {
        return false;
    };
    let Some(ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    let (low, high) = (dispatch(&p.low).0, dispatch(&p.high).0);
    let Some(result_shape) = shape_of(rw.ctx, ty) else {
        return false;
    };
    let Some(new_ty) = infer_result_type(rw.ctx, rw.arena.value_type(cast_source), &low, &high, &result_shape) else {
        return false;
    };
    if new_ty == ty {
        rw.modify_in_place(op, |a| a.set_operand(Use { op, operand: 0 }, cast_source));
        return true;
    }
    replace_with_cast_of_pad_to(rw, op, &p, new_ty, ty)
}

/// `FoldTargetTensorCast`: a pad whose only use casts it to a more static
/// type pads to that type.
fn fold_target_tensor_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let result = rw.arena.result(op, 0);
    if !rw.arena.has_one_use(result) {
        return false;
    }
    let Some(user) = rw.arena.uses(result).next().map(|u| u.op) else {
        return false;
    };
    if rw.ctx.op_info(rw.arena.op_name(user)).name() != "tensor.cast" {
        return false;
    }
    let Some(cast_ty) = rw.arena.result_types(user).next() else {
        return false;
    };
    if !preserves_static_information(rw.ctx, rw.arena.value_type(result), cast_ty) {
        return false;
    }
    let Some(p) = Pad::read(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(new_result) = create_pad_taking_body(rw, op, &p, cast_ty) else {
        return false;
    };
    rw.replace_op(op, &[new_result]);
    rw.replace_op(user, &[new_result]);
    true
}

/// `FoldStaticPadding`: constant padding operands make static result
/// dimensions (cast back to the old type).
fn fold_static_padding(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(mut p) = Pad::read(rw.ctx, rw.arena, op) else {
        return false;
    };
    let (Some(input), Some(ty)) = (
        shape_of(rw.ctx, rw.arena.value_type(p.source)),
        rw.arena.result_types(op).next(),
    ) else {
        return false;
    };
    let Some((output, element, _)) = ranked_tensor(rw.ctx, ty) else {
        return false;
    };
    for b in p.low.iter_mut().chain(p.high.iter_mut()) {
        if let Bound::Value(v) = *b {
            if let Some(k) = const_int(rw, v).and_then(|k| i64::try_from(k).ok()) {
                *b = Bound::Static(k);
            }
        }
    }
    let (low, high) = (dispatch(&p.low).0, dispatch(&p.high).0);
    if input.len() != output.len() || input.len() != low.len() || input.len() != high.len() {
        return false;
    }
    let new_dims: Vec<i64> = (0..input.len())
        .map(|i| {
            if output[i] != DYNAMIC {
                output[i]
            } else if low[i] == DYNAMIC || high[i] == DYNAMIC || input[i] == DYNAMIC {
                DYNAMIC
            } else {
                input[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    if new_dims == output || new_dims.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let new_ty = tensor_of(rw.ctx, new_dims, element, None);
    replace_with_cast_of_pad_to(rw, op, &p, new_ty, ty)
}

/// `FoldConsecutiveConstantPadding`: a pad of a pad with the same padding
/// value is one pad (static or constant paddings only).
fn fold_consecutive_constant_padding(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(outer) = Pad::read(rw.ctx, rw.arena, op) else {
        return false;
    };
    if outer.nofold {
        return false;
    }
    let Some(producer) = PadOp::defining(rw.ctx, rw.arena, outer.source).map(PadOp::op) else {
        return false;
    };
    let Some(inner) = Pad::read(rw.ctx, rw.arena, producer) else {
        return false;
    };
    if inner.nofold {
        return false;
    }
    let (Some(a), Some(b)) = (constant_padding_value(rw, op), constant_padding_value(rw, producer)) else {
        return false;
    };
    if a != b {
        return false;
    }
    // `makeComposedFoldedAffineApply(d0 + d1)` of two constants is their
    // sum (other operands would need an `affine.apply`: not merged).
    let constant = |b: Bound| match b {
        Bound::Static(v) => Some(v),
        Bound::Value(v) => const_int(rw, v).and_then(|k| i64::try_from(k).ok()),
    };
    let sum = |x: &[Bound], y: &[Bound]| -> Option<Vec<Bound>> {
        if x.len() != y.len() {
            return None;
        }
        x.iter()
            .zip(y)
            .map(|(&p, &q)| constant(p)?.checked_add(constant(q)?).map(Bound::Static))
            .collect()
    };
    let (Some(low), Some(high)) = (sum(&outer.low, &inner.low), sum(&outer.high, &inner.high)) else {
        return false;
    };
    let merged = Pad {
        source: inner.source,
        low,
        high,
        nofold: false,
    };
    let Some(ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    let Some(result) = create_pad_taking_body(rw, op, &merged, ty) else {
        return false;
    };
    rw.replace_op(op, &[result]);
    true
}

/// Registers the folder and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("tensor.pad", ir::registry::FoldHook::Pure(pad_fold));
    reg.add_canonicalization("tensor.pad", |_, s| {
        let root = "tensor.pad";
        add(s, "FoldStaticZeroPadding", root, fold_static_zero_padding);
        add(s, "FoldSourceTensorCast", root, fold_source_tensor_cast);
        add(s, "FoldTargetTensorCast", root, fold_target_tensor_cast);
        add(s, "FoldStaticPadding", root, fold_static_padding);
        add(
            s,
            "FoldConsecutiveConstantPadding",
            root,
            fold_consecutive_constant_padding,
        );
    });
}
