//! Which chains rods groups: those TPU-MLIR's cost model was always seen to group as a
//! whole, in the regime where rods' schedule stand-ins (`schedule`, `combine`) give
//! TPU-MLIR's timesteps. Whether TPU-MLIR groups comes from its closed cycle model;
//! outside these regimes it grouped part of a chain or nothing, and rods leaves the
//! chain as global ops.
//!
//! * F32: a convolution (relu fused) whose only user is a max pooling, one batch, at
//!   most 64 input and output channels, at most 64 rows and columns, the pooling not
//!   global.
//! * INT8: a cast of a float activation to 8 bits, then ops each the only user of the
//!   one before, then the cast back to float:
//!   - a convolution with a merged coefficient (any shape swept);
//!   - a convolution then a max pooling (2x2 stride 2; the `conv-relu-pool` models);
//!   - a relu, when the input has at most 128 channels and either at most 32 channels
//!     or more than 16 elements per channel (TPU-MLIR grouped nothing for `1x64x4x4`),
//!     and at most 1024 elements per channel (4096 from 8 channels on);
//!   - a max pooling (2x2 or 3x3 kernel, stride 1 or 2, no padding), at most 128
//!     channels and the same element bounds;
//!   - with fewer than 8 channels and 1025 to 4096 elements per channel, TPU-MLIR left
//!     the first cast global and grouped the relu or pooling with the last cast: rods
//!     does the same.

use ir::{Context, IrArena, OpId, Value};

use super::{dims, is_weight, is_weight_or_none};
use crate::tpu::ops::{CastOp, Conv2DOp, Pool2DOp, PoolMode, ReluOp};

/// The only user of `op`'s first result.
fn only_user(arena: &IrArena, op: OpId) -> Option<OpId> {
    let mut uses = arena.uses(arena.result(op, 0));
    let user = uses.next()?.op;
    uses.next().is_none().then_some(user)
}

/// An activation a chain can start from: not a weight or `none`.
fn is_activation(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    arena.defining_op(v).is_none_or(|d| !is_weight_or_none(ctx, arena, d))
}

/// The element bytes of `v`.
fn bytes(ctx: &Context, arena: &IrArena, v: Value) -> Option<u64> {
    dims(ctx, arena, v).map(|d| d.1)
}

/// The F32 chain conv -> max pool starting at `op`.
fn f32_conv_pool(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    let conv = Conv2DOp::cast(ctx, arena, op)?;
    let user = only_user(arena, op)?;
    let pool = Pool2DOp::cast(ctx, arena, user)?;
    if pool.pool_mode(ctx, arena) != Some(PoolMode::Max) || pool.is_adaptive(ctx, arena).unwrap_or(false) {
        return None;
    }
    let (input, weight, bias) = (conv.input(ctx, arena), conv.filter(ctx, arena), conv.bias(ctx, arena));
    if !is_weight(ctx, arena, weight) || !is_weight(ctx, arena, bias) || !is_activation(ctx, arena, input) {
        return None;
    }
    let ((is, ib), (os, _), (ps, _)) = (
        dims(ctx, arena, input)?,
        dims(ctx, arena, conv.output(ctx, arena))?,
        dims(ctx, arena, pool.output(ctx, arena))?,
    );
    if ib != 4 || bytes(ctx, arena, weight)? != 4 {
        return None;
    }
    let global_pool = ps[2] == 1 && ps[3] == 1 && pool.kernel_shape(ctx, arena).as_deref() == Some(&os[2..4]);
    let small = is[0] == 1 && is[1] <= 64 && os[1] <= 64 && is[2] <= 64 && is[3] <= 64;
    (small && !global_pool && conv.group(ctx, arena).unwrap_or(1) == 1).then(|| vec![op, user])
}

/// Whether a whole cast -> relu or pool -> cast chain over `shape` is in the regime
/// (see the module docs).
fn elementwise_regime(shape: &[i64], relu: bool) -> bool {
    let (c, hw) = (shape[1], shape[2] * shape[3]);
    let limit = if c >= 8 { 4096 } else { 1024 };
    c <= 128 && (!relu || c <= 32 || hw > 16) && hw <= limit
}

/// Whether TPU-MLIR grouped only the relu or pool and the cast after it over `shape`,
/// leaving the first cast global (see the module docs).
fn partial_regime(shape: &[i64]) -> bool {
    let (c, hw) = (shape[1], shape[2] * shape[3]);
    c < 8 && hw > 1024 && hw <= 4096
}

/// The kernels and strides of the max poolings rods groups (square, no padding).
const POOLS: [(i64, i64); 4] = [(2, 2), (3, 1), (2, 1), (3, 2)];

/// Whether TPU-MLIR's cycle model was seen to move the group's input load into the
/// timestep of the max pooling `op` (an observation, not TPU-MLIR's rule): 2x2 stride
/// 2 over more than 16 elements per channel, 3x3 stride 1 always, 3x3 stride 2 with
/// more than 9 output elements per channel, 2x2 stride 1 never.
pub(super) fn pool_takes_load(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(pool), Some(ks)) = (Pool2DOp::cast(ctx, arena, op), max_pool(ctx, arena, op)) else {
        return false;
    };
    let per_channel = |v: Value| dims(ctx, arena, v).map_or(0, |(s, _)| s[2] * s[3]);
    match ks {
        (2, 2) => per_channel(pool.input(ctx, arena)) > 16,
        (3, 1) => true,
        (3, 2) => per_channel(pool.output(ctx, arena)) > 9,
        _ => false,
    }
}

/// An 8-bit convolution with a merged coefficient read from a weight.
fn is_merged_conv(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    Conv2DOp::cast(ctx, arena, op).is_some_and(|conv| {
        conv.coeff_merged(ctx, arena).unwrap_or(false)
            && is_weight(ctx, arena, conv.filter(ctx, arena))
            && conv.group(ctx, arena).unwrap_or(1) == 1
    })
}

/// A max pooling with the kernel and stride `(k, s)` (square), not adaptive.
fn max_pool(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(i64, i64)> {
    let pool = Pool2DOp::cast(ctx, arena, op)?;
    if pool.pool_mode(ctx, arena) != Some(PoolMode::Max) || pool.is_adaptive(ctx, arena).unwrap_or(false) {
        return None;
    }
    let (k, s) = (pool.kernel_shape(ctx, arena)?, pool.strides(ctx, arena)?);
    let pads = pool.pads(ctx, arena)?;
    (k.len() == 2 && s.len() == 2 && k[0] == k[1] && s[0] == s[1] && pads.iter().all(|&p| p == 0)).then(|| (k[0], s[0]))
}

/// The INT8 chain cast -> ... -> cast starting at `op`.
fn int8_chain(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    let cast = CastOp::cast(ctx, arena, op)?;
    let input = cast.input(ctx, arena);
    if !is_activation(ctx, arena, input)
        || bytes(ctx, arena, input)? != 4
        || bytes(ctx, arena, arena.result(op, 0))? != 1
    {
        return None;
    }
    let shape = dims(ctx, arena, input)?.0;
    let mut ops = vec![op];
    let mut cur = op;
    loop {
        let next = only_user(arena, cur)?;
        if arena.operands(next).next() != Some(arena.result(cur, 0)) {
            return None;
        }
        ops.push(next);
        if CastOp::cast(ctx, arena, next).is_some() {
            break;
        }
        if ops.len() > 3 {
            return None;
        }
        cur = next;
    }
    let last = *ops.last()?;
    if bytes(ctx, arena, arena.result(last, 0))? != 4 {
        return None;
    }
    let middle = &ops[1..ops.len() - 1];
    let ok = match *middle {
        [one] if is_merged_conv(ctx, arena, one) => true,
        [one] if ReluOp::cast(ctx, arena, one).is_some() => elementwise_regime(&shape, true),
        [one] => max_pool(ctx, arena, one).is_some_and(|p| POOLS.contains(&p)) && elementwise_regime(&shape, false),
        [conv, pool] => is_merged_conv(ctx, arena, conv) && max_pool(ctx, arena, pool) == Some((2, 2)),
        _ => false,
    };
    ok.then_some(ops)
}

/// The INT8 chain relu or pool -> cast starting at `op`, after a cast TPU-MLIR leaves
/// global (see the module docs).
fn int8_partial(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    let relu = ReluOp::cast(ctx, arena, op).is_some();
    if !relu && !max_pool(ctx, arena, op).is_some_and(|p| POOLS.contains(&p)) {
        return None;
    }
    let input = arena.operands(op).next()?;
    let first = arena.defining_op(input)?;
    let cast = CastOp::cast(ctx, arena, first)?;
    let source = cast.input(ctx, arena);
    if only_user(arena, first)? != op || !is_activation(ctx, arena, source) || bytes(ctx, arena, source)? != 4 {
        return None;
    }
    let last = only_user(arena, op)?;
    CastOp::cast(ctx, arena, last)?;
    let shape = dims(ctx, arena, source)?.0;
    let ok = bytes(ctx, arena, input)? == 1 && bytes(ctx, arena, arena.result(last, 0))? == 4 && partial_regime(&shape);
    ok.then(|| vec![op, last])
}

/// The chain starting at `op` that rods groups, if any (see the module docs).
pub(super) fn chain(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    f32_conv_pool(ctx, arena, op)
        .or_else(|| int8_chain(ctx, arena, op))
        .or_else(|| int8_partial(ctx, arena, op))
}
