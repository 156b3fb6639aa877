//! In-place concatenation for `address-assign` (TPU-MLIR's `ConcatFusePattern` and the
//! concat part of `BMAddressAssign`): a `tpu.Concat` whose inputs can sit side by side in
//! its output buffer gets `only_merge = true`; its first input is then allocated with the
//! size of the whole output, its other inputs with none, all living as long as the
//! longest of them and the output; after allocation the output takes the first input's
//! address and each further input the address right after the previous one (unaligned).
//!
//! The inputs can sit side by side (`supportInplace`) when the concat has no relu, every
//! dimension before the axis is 1, no input is a weight or another concat, an input
//! with several uses appears once among the inputs and feeds no other in-place concat,
//! at most two inputs have several uses, and a reshaped input comes from an op whose
//! result has that one use. TPU-MLIR's merging of nested concats first
//! (`ConcatMergePattern`) is not done: such a concat stays a copy.

use ir::ods::values::bool_attr;
use ir::{Context, IrArena, OpId, Value};

use crate::top::ops::WeightOp;
use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::{ConcatOp, ReshapeOp};

fn shape(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// Whether `op` is an in-place concat (`only_merge = true`).
pub(crate) fn is_inplace(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    ConcatOp::cast(ctx, arena, op).is_some_and(|c| c.only_merge(ctx, arena).unwrap_or(false))
}

/// TPU-MLIR's `ConcatOp::supportInplace` for a static subnet.
fn support_inplace(ctx: &Context, arena: &IrArena, concat: ConcatOp) -> bool {
    if concat.only_merge(ctx, arena).unwrap_or(false) {
        return true;
    }
    if concat.do_relu(ctx, arena).unwrap_or(false) {
        return false;
    }
    let axis = concat.axis(ctx, arena).unwrap_or(1);
    let Some(out) = shape(ctx, arena, concat.output(ctx, arena)) else {
        return false;
    };
    let Ok(axis) = usize::try_from(axis) else {
        return false;
    };
    if out.iter().take(axis).product::<i64>() != 1 {
        return false;
    }
    let inputs = concat.inputs(ctx, arena);
    let mut multi_use = 0;
    for &v in &inputs {
        let def = arena.defining_op(v);
        if def.is_some_and(|d| WeightOp::cast(ctx, arena, d).is_some()) {
            return false;
        }
        if arena.uses(v).count() > 1 {
            multi_use += 1;
            if arena
                .uses(v)
                .any(|u| u.op != concat.op() && is_inplace(ctx, arena, u.op))
            {
                return false;
            }
            if inputs.iter().filter(|&&w| w == v).count() > 1 {
                return false;
            }
        }
        if multi_use > 2 {
            return false;
        }
        match def {
            None => {}
            Some(d) if ConcatOp::cast(ctx, arena, d).is_some() => return false,
            Some(d) => {
                if let Some(r) = ReshapeOp::cast(ctx, arena, d) {
                    let inner = r.input(ctx, arena);
                    if arena.defining_op(inner).is_none() || arena.uses(inner).count() != 1 {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// `ConcatFusePattern` over the ops of `block` and of the layer groups in it (TPU-MLIR
/// marks a grouped concat too, though its local code ignores the mark): marks the
/// concats that can work in place.
pub(crate) fn mark(ctx: &Context, arena: &mut IrArena, block: ir::BlockId) {
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    for op in ops {
        let inner: Vec<ir::BlockId> = arena
            .regions(op)
            .iter()
            .flat_map(|&r| arena.region_blocks(r).to_vec())
            .collect();
        for b in inner {
            mark(ctx, arena, b);
        }
        if let Some(c) = ConcatOp::cast(ctx, arena, op) {
            if !c.only_merge(ctx, arena).unwrap_or(false) && support_inplace(ctx, arena, c) {
                set_attrs(ctx, arena, op, &[("only_merge", bool_attr(ctx, true))]);
            }
        }
    }
}
