//! Which chains rods groups: those TPU-MLIR's cost model was always seen to group as a
//! whole, in the regime where rods' schedule stand-ins (`schedule`, `combine`) give
//! TPU-MLIR's timesteps. Whether TPU-MLIR groups comes from its closed cycle model;
//! outside these regimes it grouped part of a chain or nothing, and rods leaves the
//! chain as global ops.
//!
//! * F32: a convolution (relu fused) whose only user is a max pooling, one batch, at
//!   most 64 input and output channels, at most 64 rows and columns (beyond: up to two
//!   batches and `5·oc ≥ 2·ic`, in TPU-MLIR's slices when needed), the pooling not
//!   global.
//! * INT8: a cast of a float activation to 8 bits, then ops each the only user of the
//!   one before, then the cast back to float:
//!   - a convolution with a merged coefficient, any shape (TPU-MLIR grouped all swept;
//!     in about one in ten its cycle model also moved the input load into the
//!     convolution's timestep, which rods does not model: `layer-group.md` §10);
//!   - a convolution then a max pooling (2x2 stride 2; the `conv-relu-pool` models),
//!     one batch, at most 64 channels in and out, a 1x1 or 3x3 kernel with stride 1
//!     or 2, and: at most 16 input channels, at least 16 output channels and at most
//!     256 output elements per channel (400 with at most 5 in); or at most 1024
//!     elements with at most 8 in and at least 32 out, or at most 16 in and at least
//!     48 out; or at least 16 out and at most 64 elements; or at most 3 in, at least 8
//!     out and at most 256 elements (the default `1x3x16x16 oc8` among them). There TPU-MLIR kept the store in the convolution's timestep
//!     and merged the pooling's with the last cast's
//!     (`flow = [-1, 2, 1, -2, 3, 6, -3, 4, 5, 0]`); with fewer output channels (the
//!     default `1x8x16x16 oc8`), more input channels or 5x5 kernels its cycle model
//!     moved the input load and the store in ways that depend on cycle counts;
//!   - a relu, when the input has at most 128 channels and either at most 32 channels
//!     or more than 16 elements per channel (TPU-MLIR grouped nothing for `1x64x4x4`),
//!     and at most 1024 elements per channel (4096 from 8 channels on);
//!   - a max pooling (2x2 or 3x3 kernel, stride 1 to 3, padding up to 1), at most 128
//!     channels and the same element bounds;
//!   - an average pooling (square kernel 2 to 5, stride up to the kernel, padding up to
//!     2, not global): as the max pooling, all seen grouped;
//!   - with fewer than 8 channels and 1025 to 4096 elements per channel, TPU-MLIR left
//!     the first cast global and grouped the relu or pooling with the last cast: rods
//!     does the same.
//! * INT8 additions: the casts of both inputs, the addition and the cast of the sum.
//!   Such groups are TPU-MLIR's small-channel groups (`group_type = 2`, see
//!   `group_type`) or else its matmul-style groups (`group_type = 4`, which see values
//!   as they are). TPU-MLIR grouped every matmul-style addition swept (up to 100
//!   channels, 2500 elements per channel, two batches): rods groups those. Of the
//!   small-channel ones (seen as `[n·c, h, w, 1]`: wider rows favour the group) it
//!   grouped some shapes and not others; rods groups one batch, at most 64 rows, and
//!   square inputs with at most 2 channels, or at most 4 channels and at most 8 rows,
//!   or at most 8 channels and 4 rows or at least 24, or at most 64 channels and at
//!   least 48 rows; or 33 to 64 columns with at most 8 channels and `c·h ≤ 192`: where
//!   TPU-MLIR grouped every shape swept.
//! * INT8 same-shape subtractions, as the additions (the casts of both inputs, the
//!   subtraction, the cast of the difference), not reversed, with or without relu: TPU-MLIR's
//!   groups of type 0 (a subtraction makes no matmul-style group), which it formed for
//!   every such shape swept with at most 100 channels and at most 2500 elements per
//!   lane (`n·⌈c/64⌉·h·w`; `1x33x50x50` grouped, `1x80x40x40` and `1x128x10x10` not);
//!   rods groups those.
//!   Of the small-channel ones it grouped `1x1x30x40`, `1x3x20x20`, `1x8x32x32` and not
//!   `1x9x18x18`, `1x16x8x8`, `1x48x12x20`, `1x64x8x8`, `1x64x16x16`: rods applies the
//!   additions' small-channel rule, which agrees on all but `1x3x20x20` (left global).
//! * INT8 cast -> cast (what is left of cast -> permute `[0, 2, 1, 3]` -> cast once
//!   `processor-tpu-optimize` moved the permute after the casts): matmul-style groups
//!   (`group_type = 4`) in the additions' bounds with `3·h·w > c` and at most 32
//!   channels or at least 36 elements per channel (`cast_pair_regime`), where TPU-MLIR
//!   grouped every shape swept: it left `1x25x2x3`, `1x25x2x4`, `2x25x2x3`, `1x33x3x3`,
//!   `1x40x4x4` to `1x100x4x4`, `1x100x5x5` global and grouped `1x10x2x3`, `1x25x3x3`
//!   and up, `1x100x6x6` and up; of the small-channel ones it grouped some (`1x1x5x7`, `1x3x30x40`,
//!   `1x8x64x64`) and not others (`1x4x8x8`, `1x16x8x8`, `1x32x16x16`, `1x64x4x4`):
//!   rods leaves those global.
//! * INT8 look-ups (`tpu.Lut`, the sigmoid): cast -> lut -> cast, where TPU-MLIR grouped
//!   every shape swept: matmul-style groups always; small-channel ones seen as
//!   `[n·c·h/64, 64, w, 1]` from 50 columns on (up to 49 they stayed global), those seen
//!   as `[n·c, h, w, 1]` with at most 8 planes, or with at least 50 rows and columns.
//! * Clips of INT8 models, which TPU-MLIR computes in f16, and clips and relus of F16 and
//!   BF16 models (`backend-tpu/docs/f16.md` §4): cast to f16 or bf16 -> clip or relu ->
//!   cast to f32, always a matmul-style group (`group_type = 4`): at most 33 channels, or at
//!   least 16 elements per channel and either at most 64 channels or more than 25
//!   elements per channel. Of 38 shapes swept TPU-MLIR grouped these and left the others
//!   global, but for `1x70x4x4` and `1x130x4x4`, which it grouped (and `1x96x4x4` it
//!   left global): its cycle model decides small tensors (`backend-tpu/docs/int8.md`
//!   §23).
//! * Max poolings of F16 and BF16 models, and average poolings of BF16 ones: cast ->
//!   pool -> cast in the INT8 pools' regime (`pool_regime`), every one swept grouped
//!   (`backend-tpu/docs/f16.md` §6); and poolings whose window is the whole square
//!   plane with a stride of at most 15 (`whole_plane_pool`, max and average: §6.1).
//! * Additions, multiplications and subtractions of one shape in F16 and BF16 models:
//!   cast, cast -> op -> cast as the INT8 additions (`backend-tpu/docs/f16.md` §5), when
//!   the group sees values as they are (matmul-style groups; a subtraction's normal
//!   group) and `h·w ≥ 16`, or as `[n·c·h/64, 64, w, 1]` and `w ≥ 50`, or as
//!   `[n·c, h, w, 1]` and `h·w ≤ 64` or `w ≥ 32`: TPU-MLIR's choice in 119 of 123 builds.
//!   Multiplications and subtractions may broadcast their second input (the batch
//!   equal; one element too): grouped whatever their size, as TPU-MLIR grouped every
//!   one swept; such groups are never small-channel.
//! * Convolutions of F16 and BF16 models (`backend-tpu/docs/f16.md` §9): cast ->
//!   conv -> cast and cast -> conv -> max pool -> cast, the filter a weight, `group` 1
//!   (grouped convs of at most 64 input channels are normal ones by then) or depthwise:
//!   TPU-MLIR grouped every such shape swept in one slice.

use ir::{Context, IrArena, OpId, Value};

use super::{dims, is_weight, is_weight_or_none};
use crate::tpu::ops::{AddOp, CastOp, ClipOp, Conv2DOp, LutOp, MulOp, Pool2DOp, PoolMode, ReluOp, SubOp};

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
    // Up to 64 rows and columns, one batch: always grouped. Larger ones (issue 18, in
    // several slices when they do not fit at once): two batches at most, and not many
    // more input than output channels (`1x37x209x139 → 14` stayed global in TPU-MLIR,
    // `1x45x113x168 → 20` and `2x48x60x60 → 20` were grouped: a fit, `layer-group.md`
    // §7.1).
    let small = is[0] == 1 && is[1] <= 64 && os[1] <= 64 && is[2] <= 64 && is[3] <= 64;
    let large = is[0] <= 2 && is[1] <= 64 && os[1] <= 64 && 5 * os[1] >= 2 * is[1];
    let small = small || large;
    (small && !global_pool && conv.group(ctx, arena).unwrap_or(1) == 1).then(|| vec![op, user])
}

/// Whether a whole cast -> relu or pool -> cast chain over `shape` is in the regime
/// (see the module docs).
fn elementwise_regime(shape: &[i64], relu: bool) -> bool {
    let (c, hw) = (shape[1], shape[2] * shape[3]);
    let limit = if c >= 8 { 4096 } else { 1024 };
    c <= 128 && (!relu || c <= 32 || hw > 16) && hw <= limit
}

/// Whether a whole cast -> look-up -> cast chain over `shape` is in the regime (see the
/// module docs).
fn lut_regime(shape: &[i64]) -> bool {
    let (n, c, h, w) = (shape[0], shape[1], shape[2], shape[3]);
    if (n * c * h) % 64 == 0 {
        // Seen as `[n·c·h/64, 64, w, 1]`.
        w >= 50
    } else if h > c && c < 32 {
        // Seen as `[n·c, h, w, 1]`.
        n * c <= 8 || (h >= 50 && w >= 50)
    } else {
        // A matmul-style group.
        true
    }
}

/// Whether a cast -> clip -> cast chain in f16 over `shape` is in the regime (see the
/// module docs).
fn clip_regime(shape: &[i64]) -> bool {
    let (c, hw) = (shape[1], shape[2] * shape[3]);
    c <= 33 || (hw >= 16 && (c <= 64 || hw > 25))
}

/// The chain cast to a 16-bit float -> clip or relu -> cast to f32 starting at `op` (an
/// INT8 model's clip, computed in f16 as TPU-MLIR does, or an F16 or BF16 model's clip or
/// relu; see the module docs).
fn half_unary(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    let input = cast_of_f32_activation(ctx, arena, op, 2)?;
    let clip = only_user(arena, op)?;
    let whole = whole_plane_pool(ctx, arena, clip).is_some();
    let pool = whole || max_pool(ctx, arena, clip).is_some() || avg_pool(ctx, arena, clip).is_some();
    if ClipOp::cast(ctx, arena, clip).is_none() && ReluOp::cast(ctx, arena, clip).is_none() && !pool {
        return None;
    }
    let last = only_user(arena, clip)?;
    CastOp::cast(ctx, arena, last)?;
    let shape = dims(ctx, arena, input)?.0;
    let regime = if whole {
        true
    } else if pool {
        pool_regime(ctx, arena, clip)
    } else {
        clip_regime(&shape)
    };
    let ok = bytes(ctx, arena, arena.result(clip, 0))? == 2 && bytes(ctx, arena, arena.result(last, 0))? == 4 && regime;
    ok.then(|| vec![op, clip, last])
}

/// The chain cast to a 16-bit float -> convolution (-> max pooling) -> cast to f32
/// starting at `op` (an F16 or BF16 model's convolution, its filter a weight, one
/// group or depthwise; see the module docs).
fn half_conv(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    cast_of_f32_activation(ctx, arena, op, 2)?;
    let conv_op = only_user(arena, op)?;
    let conv = Conv2DOp::cast(ctx, arena, conv_op)?;
    let group = conv.group(ctx, arena).unwrap_or(1);
    let (channels, out_channels) = (
        dims(ctx, arena, conv.input(ctx, arena))?.0[1],
        dims(ctx, arena, arena.result(conv_op, 0))?.0[1],
    );
    let depthwise = group == channels && group == out_channels;
    if conv.input(ctx, arena) != arena.result(op, 0)
        || !is_weight(ctx, arena, conv.filter(ctx, arena))
        || (group != 1 && !depthwise)
        || bytes(ctx, arena, arena.result(conv_op, 0))? != 2
    {
        return None;
    }
    let mut ops = vec![op, conv_op];
    let mut last = only_user(arena, conv_op)?;
    if max_pool(ctx, arena, last).is_some() {
        ops.push(last);
        last = only_user(arena, last)?;
    }
    CastOp::cast(ctx, arena, last)?;
    ops.push(last);
    (bytes(ctx, arena, arena.result(last, 0))? == 4).then_some(ops)
}

/// Whether the table weight `v` is loaded to every lane (`do_bcast`, EU-aligned): the
/// table of a look-up.
pub(super) fn broadcast_weight(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    arena
        .uses(v)
        .any(|u| u.operand == 1 && LutOp::cast(ctx, arena, u.op).is_some())
}

/// Whether TPU-MLIR grouped only the relu or pool and the cast after it over `shape`,
/// leaving the first cast global (see the module docs).
fn partial_regime(shape: &[i64]) -> bool {
    let (c, hw) = (shape[1], shape[2] * shape[3]);
    c < 8 && hw > 1024 && hw <= 4096
}

/// Whether the 8-bit convolution `op` of a cast -> conv -> max pool -> cast chain is in
/// the regime (see the module docs).
fn conv_pool_regime(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some(conv) = Conv2DOp::cast(ctx, arena, op) else {
        return false;
    };
    let (Some((is, _)), Some((os, _)), Some(k), Some(st)) = (
        dims(ctx, arena, conv.input(ctx, arena)),
        dims(ctx, arena, conv.output(ctx, arena)),
        conv.kernel_shape(ctx, arena),
        conv.strides(ctx, arena),
    ) else {
        return false;
    };
    let (ic, oc, out) = (is[1], os[1], os[2] * os[3]);
    let kernel = matches!(k.as_slice(), [1, 1] | [3, 3]) && matches!(st.as_slice(), [1, 1] | [2, 2]);
    let sizes = (ic <= 16 && oc >= 16 && out <= 256)
        || (ic <= 3 && oc >= 8 && out <= 256)
        || (ic <= 5 && oc >= 16 && out <= 400)
        || (ic <= 8 && oc >= 32 && out <= 1024)
        || (ic <= 16 && oc >= 48 && out <= 1024)
        || (oc >= 16 && out <= 64);
    is_merged_conv(ctx, arena, op) && is[0] == 1 && ic <= 64 && oc <= 64 && kernel && sizes
}

/// The kernels and strides of the max poolings rods groups (square).
const POOLS: [(i64, i64); 6] = [(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)];

/// Whether the max pooling `op` of a cast -> pool -> cast chain is in the regime: a
/// kernel and stride of `POOLS` (small inputs with stride 3 or padding too, since the
/// load move follows TPU-MLIR's cycle numbers: `pool_takes_load`), the window smaller
/// than the input (a global one has a scratch buffer rods does not give it).
fn pool_regime(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    if avg_pool(ctx, arena, op).is_some() {
        return true;
    }
    let (Some(pool), Some(ks)) = (Pool2DOp::cast(ctx, arena, op), max_pool(ctx, arena, op)) else {
        return false;
    };
    let global = dims(ctx, arena, pool.input(ctx, arena)).is_none_or(|(s, _)| s[2] == ks.0 && s[3] == ks.0);
    POOLS.contains(&ks) && !global
}

/// TPU-MLIR's local cycles (`getLocalLayerCycle`, as its layer-group debugger prints
/// them) of the ops of a cast -> pool -> cast chain over `bytes`-byte elements (1: INT8,
/// 2: F16 and BF16), for `g = n·⌈c/64⌉` lane groups and `e_in`, `e_out` elements per
/// channel: the f32 -> 8-bit cast `3·g·A(e_in, 16)/8` (to 16 bits `g·A(e_in, 16)/8`),
/// the pooling `g·⌈e_out/(64/bytes)⌉·kh·kw` (three times that with a stride above 1),
/// the cast back to f32 `g·A(e_out, 16)/8` (`A` = align up). Fitted to 86 INT8 max and
/// average poolings (kernels 2 to 5, strides 1-3, 3 to 100 channels, 12 to 1600
/// elements per channel) and 9 F16 max poolings (1 to 130 channels, 16 to 10000
/// elements per channel), every one exact (`backend-tpu/docs/layer-group.md` §10.2).
pub(super) fn pool_chain_cycles(
    bytes: i64,
    n: i64,
    c: i64,
    (e_in, e_out): (i64, i64),
    kernel: i64,
    stride: i64,
) -> (i64, i64, i64) {
    let g = n * ((c + 63) / 64);
    let a16 = |e: i64| (e + 15) / 16 * 16;
    let per_step = kernel * kernel * if stride > 1 { 3 } else { 1 };
    let eu = 64 / bytes;
    let cast_in = if bytes == 1 { 3 } else { 1 } * g * a16(e_in) / 8;
    (cast_in, g * ((e_out + eu - 1) / eu) * per_step, g * a16(e_out) / 8)
}

/// Whether TPU-MLIR's `memory_aware_timestep_assignment` moves the group's input load
/// into the timestep of the pooling `op` of a cast -> pool -> cast chain. Its table is
/// `[cast_in | store] [pool] [cast_out | load]`; a transfer moves where the cycles it
/// costs there are covered: with transfers costing more than these ops, the store moves
/// into the pooling's timestep when the pooling costs more than the input cast (profit
/// `pool − cast_in`), else the load does when the pooling costs more than the output cast
/// (`pool − cast_out`), cycles from [`pool_chain_cycles`]. After a convolution (in the
/// regime), never (observed).
pub(super) fn pool_takes_load(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some(pool) = Pool2DOp::cast(ctx, arena, op) else {
        return false;
    };
    let ks = whole_plane_pool(ctx, arena, op)
        .or_else(|| avg_pool(ctx, arena, op))
        .or_else(|| max_pool(ctx, arena, op));
    let after_conv = arena
        .defining_op(pool.input(ctx, arena))
        .is_some_and(|d| Conv2DOp::cast(ctx, arena, d).is_some());
    let (Some((k, s)), false) = (ks, after_conv) else {
        return false;
    };
    let (Some((i, bytes)), Some((o, _))) = (
        dims(ctx, arena, pool.input(ctx, arena)),
        dims(ctx, arena, pool.output(ctx, arena)),
    ) else {
        return false;
    };
    let (cast_in, pool_cycles, cast_out) =
        pool_chain_cycles(bytes as i64, i[0], i[1], (i[2] * i[3], o[2] * o[3]), k, s);
    pool_cycles <= cast_in && pool_cycles > cast_out
}

/// An 8-bit convolution with a merged coefficient read from a weight.
fn is_merged_conv(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    Conv2DOp::cast(ctx, arena, op).is_some_and(|conv| {
        conv.coeff_merged(ctx, arena).unwrap_or(false)
            && is_weight(ctx, arena, conv.filter(ctx, arena))
            && conv.group(ctx, arena).unwrap_or(1) == 1
    })
}

/// A max pooling with the kernel and stride `(k, s)` (square), not adaptive, padded by
/// at most 1.
fn max_pool(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(i64, i64)> {
    let pool = Pool2DOp::cast(ctx, arena, op)?;
    if pool.pool_mode(ctx, arena) != Some(PoolMode::Max) || pool.is_adaptive(ctx, arena).unwrap_or(false) {
        return None;
    }
    let (k, s) = (pool.kernel_shape(ctx, arena)?, pool.strides(ctx, arena)?);
    let pads = pool.pads(ctx, arena)?;
    (k.len() == 2 && s.len() == 2 && k[0] == k[1] && s[0] == s[1] && pads.iter().all(|&p| (0..=1).contains(&p)))
        .then(|| (k[0], s[0]))
}

/// A 16-bit float pooling (max or average) whose window is its whole unpadded square
/// input plane, with strides TPU-MLIR's local code takes (`Pool2DOp::LocalGenSupport`:
/// at most 15), as `(k, s)`: TPU-MLIR groups cast -> pool -> cast around every one
/// swept (`backend-tpu/docs/f16.md` §6.1).
fn whole_plane_pool(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(i64, i64)> {
    let pool = Pool2DOp::cast(ctx, arena, op)?;
    let (input, in_bytes) = dims(ctx, arena, pool.input(ctx, arena))?;
    let mode = pool.pool_mode(ctx, arena);
    if in_bytes != 2
        || pool.is_adaptive(ctx, arena).unwrap_or(false)
        || !matches!(mode, Some(PoolMode::Max | PoolMode::Avg))
    {
        return None;
    }
    let (k, s) = (pool.kernel_shape(ctx, arena)?, pool.strides(ctx, arena)?);
    let unpadded = pool.pads(ctx, arena).is_none_or(|p| p.iter().all(|&x| x == 0));
    let square = k.len() == 2 && s.len() == 2 && k[0] == k[1] && s[0] == s[1];
    (square && unpadded && input.len() == 4 && k[..] == input[2..] && s[0] <= 15).then(|| (k[0], s[0]))
}

/// An average pooling (8-bit with its multiplier, or 16-bit float) with the kernel and stride `(k, s)` (square, `k` 2 to 5),
/// not adaptive, padded by at most 2, the window smaller than the input (not global).
fn avg_pool(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(i64, i64)> {
    let pool = Pool2DOp::cast(ctx, arena, op)?;
    let (input, in_bytes) = dims(ctx, arena, pool.input(ctx, arena))?;
    if pool.pool_mode(ctx, arena) != Some(PoolMode::Avg)
        || pool.is_adaptive(ctx, arena).unwrap_or(false)
        || (in_bytes == 1 && pool.multiplier(ctx, arena).is_none())
    {
        return None;
    }
    let (k, s) = (pool.kernel_shape(ctx, arena)?, pool.strides(ctx, arena)?);
    let pads = pool.pads(ctx, arena)?;
    let square = k.len() == 2 && s.len() == 2 && k[0] == k[1] && s[0] == s[1];
    let global = k[..] == input[2..];
    (square && (2..=5).contains(&k[0]) && !global && pads.iter().all(|&p| (0..=2).contains(&p))).then(|| (k[0], s[0]))
}

/// The input of `op` when it is a cast of an f32 activation to `out_bytes`-byte elements
/// (the first op of the INT8 and f16 chains).
fn cast_of_f32_activation(ctx: &Context, arena: &IrArena, op: OpId, out_bytes: u64) -> Option<Value> {
    let input = CastOp::cast(ctx, arena, op)?.input(ctx, arena);
    let ok = is_activation(ctx, arena, input)
        && bytes(ctx, arena, input)? == 4
        && bytes(ctx, arena, arena.result(op, 0))? == out_bytes;
    ok.then_some(input)
}

/// The INT8 chain cast -> ... -> cast starting at `op`.
fn int8_chain(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    let input = cast_of_f32_activation(ctx, arena, op, 1)?;
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
        [] => group_type(ctx, arena, &ops) == 4 && add_regime(&shape, 4) && cast_pair_regime(&shape),
        [one] if is_merged_conv(ctx, arena, one) => true,
        [one] if ReluOp::cast(ctx, arena, one).is_some() => elementwise_regime(&shape, true),
        [one] if LutOp::cast(ctx, arena, one).is_some() => lut_regime(&shape),
        [one] => pool_regime(ctx, arena, one) && elementwise_regime(&shape, false),
        [conv, pool] => {
            let unpadded = Pool2DOp::cast(ctx, arena, pool)
                .and_then(|p| p.pads(ctx, arena))
                .is_some_and(|p| p.iter().all(|&x| x == 0));
            max_pool(ctx, arena, pool) == Some((2, 2)) && unpadded && conv_pool_regime(ctx, arena, conv)
        }
        _ => false,
    };
    ok.then_some(ops)
}

/// The INT8 chain relu or pool -> cast starting at `op`, after a cast TPU-MLIR leaves
/// global (see the module docs).
fn int8_partial(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    let relu = ReluOp::cast(ctx, arena, op).is_some();
    if !relu && !pool_regime(ctx, arena, op) {
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

/// Whether the 8-bit addition chain over `shape`, in a group of type `group_type`, is
/// in the regime (see the module docs).
fn add_regime(shape: &[i64], group_type: i64) -> bool {
    let (n, c, h, w) = (shape[0], shape[1], shape[2], shape[3]);
    if group_type == 4 {
        return n <= 2 && c <= 100 && h * w <= 2500;
    }
    if group_type == 0 {
        // Subtractions that are not small-channel groups (see the module docs).
        return n <= 2 && c <= 100 && n * ((c + 63) / 64) * h * w <= 2500;
    }
    let square = h == w && (c <= 2 || (c <= 4 && h <= 8) || (c <= 8 && (h <= 4 || h >= 24)) || (c <= 64 && h >= 48));
    let wide = (33..=64).contains(&w) && c <= 8 && c * h <= 192;
    n == 1 && h <= 64 && (square || wide)
}

/// Whether an INT8 cast -> cast chain over `shape` (left by a `[0, 2, 1, 3]` permute
/// moved after its cast) in a matmul-style group is in the regime where TPU-MLIR
/// grouped every shape swept: `3·h·w > c`, and at most 32 channels or at least 36
/// elements per channel (see the module docs; a fit to TPU-MLIR's cycle model, whose
/// GDMA side is not derived).
fn cast_pair_regime(shape: &[i64]) -> bool {
    let (c, hw) = (shape[1], shape[2] * shape[3]);
    3 * hw > c && (c <= 32 || hw >= 36)
}

/// Whether the 16-bit float addition chain over `shape`, in a group of type
/// `group_type`, is in the regime (see the module docs).
fn half_binary_regime(shape: &[i64], group_type: i64) -> bool {
    let (n, c, h, w) = (shape[0], shape[1], shape[2], shape[3]);
    if group_type != 2 {
        // Seen as they are (matmul-style groups; subtractions' normal groups).
        return h * w >= 16;
    }
    if (n * c * h) % 64 == 0 {
        // Seen as `[n·c·h/64, 64, w, 1]`.
        w >= 50
    } else {
        // Seen as `[n·c, h, w, 1]`.
        h * w <= 64 || w >= 32
    }
}

/// The group cast, cast -> add -> cast whose first cast is `op` (see the module docs):
/// both inputs of a same-shape addition are casts of f32 activations to 8 bits (INT8)
/// or 16-bit floats (F16, BF16), each used only there, and the sum's only user casts it
/// back to f32. The ops come in block order.
fn cast_add(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    CastOp::cast(ctx, arena, op)?;
    let add_op = only_user(arena, op)?;
    let inputs = if let Some(add) = AddOp::cast(ctx, arena, add_op) {
        add.inputs(ctx, arena)
    } else if let Some(mul) = MulOp::cast(ctx, arena, add_op) {
        mul.inputs(ctx, arena)
    } else {
        let sub = SubOp::cast(ctx, arena, add_op)?;
        if sub.is_reverse(ctx, arena).unwrap_or(false) || sub.coeff(ctx, arena).is_some() {
            return None;
        }
        sub.inputs(ctx, arena)
    };
    let [a, b] = inputs.as_slice() else {
        return None;
    };
    let narrow = bytes(ctx, arena, *a)?;
    // 8-bit multiplications stay global (`backend-tpu/docs/int8.md` §24); 8-bit
    // subtractions group as additions (§12).
    if narrow == 1 && MulOp::cast(ctx, arena, add_op).is_some() {
        return None;
    }
    let mut casts = Vec::new();
    for &v in [a, b] {
        let d = arena.defining_op(v)?;
        let cast = CastOp::cast(ctx, arena, d)?;
        let source = cast.input(ctx, arena);
        if only_user(arena, d)? != add_op
            || !is_activation(ctx, arena, source)
            || bytes(ctx, arena, source)? != 4
            || bytes(ctx, arena, v)? != narrow
            || !(1..=2).contains(&narrow)
        {
            return None;
        }
        casts.push(d);
    }
    let block = arena.op_parent(op)?;
    let position = |o: OpId| arena.block_ops(block).position(|x| x == o);
    casts.sort_by_key(|&c| position(c));
    if casts.first() != Some(&op) || casts[0] == casts[1] {
        return None;
    }
    let last = only_user(arena, add_op)?;
    CastOp::cast(ctx, arena, last)?;
    let (shape, _) = dims(ctx, arena, *a)?;
    let b_shape = dims(ctx, arena, *b)?.0;
    // 16-bit multiplications and subtractions may broadcast their second input (each
    // dimension 1 or the first input's, the batch equal); TPU-MLIR groups every such
    // chain seen, whatever its size (one element, `1x8x2x2` by `1x8x1x1`).
    let broadcast = narrow == 2
        && b_shape != shape
        && AddOp::cast(ctx, arena, add_op).is_none()
        && b_shape[0] == shape[0]
        && b_shape.iter().zip(&shape).all(|(&x, &y)| x == 1 || x == y);
    let same = b_shape == shape || broadcast;
    let ops = vec![casts[0], casts[1], add_op, last];
    let regime = if narrow == 1 { add_regime } else { half_binary_regime };
    let in_regime = broadcast || regime(&shape, group_type(ctx, arena, &ops));
    let ok = same && bytes(ctx, arena, arena.result(last, 0))? == 4 && in_regime;
    ok.then_some(ops)
}

/// TPU-MLIR's group type (`set_group_type`) for the groups rods makes: 2
/// (`GROUP_SMALL_C`, `can_be_group_small_c`) for casts, additions, multiplications,
/// subtractions and look-ups whose first operands `[n, c, h, w]` all have `n·c·h` a
/// multiple of 64 or `h > c` and `c < 32`; else 4 (`GROUP_MM`, `can_be_group_mm`) for
/// those and clips (a clip never makes a small-channel group: seen on every clip group)
/// but subtractions; else 0.
pub(super) fn group_type(ctx: &Context, arena: &IrArena, ops: &[OpId]) -> i64 {
    let elementwise = |op: OpId| {
        CastOp::cast(ctx, arena, op).is_some()
            || AddOp::cast(ctx, arena, op).is_some()
            || MulOp::cast(ctx, arena, op).is_some()
            || LutOp::cast(ctx, arena, op).is_some()
    };
    let clip = |op: OpId| ClipOp::cast(ctx, arena, op).is_some();
    let sub = |op: OpId| SubOp::cast(ctx, arena, op).is_some();
    if ops.len() < 2 || !ops.iter().all(|&op| elementwise(op) || clip(op) || sub(op)) {
        return 0;
    }
    // A broadcasting operand makes no small-channel group (every broadcasting
    // multiplication and subtraction seen was matmul-style or normal).
    let broadcasting = ops.iter().any(|&op| {
        let binary = MulOp::cast(ctx, arena, op).is_some() || sub(op);
        let shapes: Vec<_> = arena
            .operands(op)
            .filter_map(|v| dims(ctx, arena, v))
            .map(|d| d.0)
            .collect();
        binary && shapes.windows(2).any(|w| w[0] != w[1])
    });
    let small = !ops.iter().any(|&op| clip(op))
        && !broadcasting
        && ops.iter().all(|&op| {
            let shape = arena.operands(op).next().and_then(|v| dims(ctx, arena, v)).map(|d| d.0);
            shape.is_some_and(|s| (s[0] * s[1] * s[2]) % 64 == 0 || (s[2] > s[1] && s[1] < 32))
        });
    if small {
        2
    } else if ops.iter().any(|&op| sub(op)) {
        0
    } else {
        4
    }
}

/// The chain starting at `op` that rods groups, if any (see the module docs).
pub(super) fn chain(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    f32_conv_pool(ctx, arena, op)
        .or_else(|| half_unary(ctx, arena, op))
        .or_else(|| half_conv(ctx, arena, op))
        .or_else(|| cast_add(ctx, arena, op))
        .or_else(|| int8_chain(ctx, arena, op))
        .or_else(|| int8_partial(ctx, arena, op))
}
