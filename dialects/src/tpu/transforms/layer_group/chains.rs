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
//!     at most 64 channels in and out, one or two batches, in one of the two timetables
//!     TPU-MLIR's cycle model was seen to choose there (`ConvPoolForm`,
//!     `backend-tpu/docs/layer-group.md` §10.3): the store in the convolution's
//!     timestep and the pooling's merged with the last cast's
//!     (`flow = [-1, 2, 1, -2, 3, 6, -3, 4, 5, 0]`; small planes, and many output
//!     channels for their input channels: `ConvPoolShape::stores_in_conv`), or the
//!     input load moved into the pooling's timestep, merged with the convolution's
//!     (`flow = [-1, 2, 1, -2, 3, 4, 6, 0, -3, 5]`; 3x3 stride-1 convolutions of 16 to
//!     24 output channels over 576 to 1600 elements per channel, and of 8 to 11 input
//!     channels up to 42 output channels and 2304 elements:
//!     `ConvPoolShape::loads_in_pool`). Elsewhere TPU-MLIR chose other timetables (the
//!     store left in the first timestep, the load in the convolution's, four
//!     timesteps), left the first cast global (from about 48x48 with few output
//!     channels), or cut the group into slices: rods leaves those chains global;
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
//! * INT8 multiplications and subtractions whose second input broadcasts, cast, cast ->
//!   op -> cast: TPU-MLIR grouped every one swept, but with five different timetables
//!   (its cycle model); rods groups the forms and sizes where it always saw the
//!   additions' (`int8_broadcast_regime`, `backend-tpu/docs/int8.md` §24).
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
//! * Concatenations of two inputs (INT8, F16, BF16; `backend-tpu/docs/int8.md` §25,
//!   `f16.md` §7.2): cast, cast -> concat -> cast, a matmul-style group. TPU-MLIR left
//!   global more than 64 result channels over at most 16 elements per channel (more
//!   than 136 over at most 36 in 16 bits) and, in 8 bits, fewer than 32 channels over
//!   more than 1024 elements; it grouped larger ones with four timesteps, three and
//!   four inputs, and 8-bit ones along channels whose concat runs with the result's
//!   cast, in tables rods does not reproduce yet: rods leaves those global.
//! * Convolutions of F16 and BF16 models (`backend-tpu/docs/f16.md` §9): cast ->
//!   conv -> cast and cast -> conv -> max pool -> cast, the filter a weight, `group` 1
//!   (grouped convs of at most 64 input channels are normal ones by then) or depthwise:
//!   TPU-MLIR grouped every such shape swept in one slice.

use ir::{Context, IrArena, OpId, Value};

use super::{dims, is_weight, is_weight_or_none};
use crate::tpu::ops::{AddOp, CastOp, ClipOp, ConcatOp, Conv2DOp, LutOp, MulOp, Pool2DOp, PoolMode, ReluOp, SubOp};

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

/// TPU-MLIR's timetable of an 8-bit cast -> conv -> max pool -> cast group (its cycle
/// model's choice; `backend-tpu/docs/layer-group.md` §10.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ConvPoolForm {
    /// The store in the convolution's timestep, the pooling's merged with the last
    /// cast's: `flow = [-1, 2, 1, -2, 3, 6, -3, 4, 5, 0]`.
    StoreInConv,
    /// The store in the convolution's timestep, the input load in the pooling's, the
    /// two merged: `flow = [-1, 2, 1, -2, 3, 4, 6, 0, -3, 5]`.
    LoadInPool,
}

/// The timetable TPU-MLIR gives the 8-bit convolution `op` of a cast -> conv -> max
/// pool -> cast chain, when rods groups the chain (see the module docs).
pub(super) fn conv_pool_form(ctx: &Context, arena: &IrArena, op: OpId) -> Option<ConvPoolForm> {
    let conv = Conv2DOp::cast(ctx, arena, op)?;
    let (is, _) = dims(ctx, arena, conv.input(ctx, arena))?;
    let (os, _) = dims(ctx, arena, conv.output(ctx, arena))?;
    let (k, st) = (conv.kernel_shape(ctx, arena)?, conv.strides(ctx, arena)?);
    let kernel = matches!(k.as_slice(), [1, 1] | [3, 3]) && matches!(st.as_slice(), [1, 1] | [2, 2]);
    let eight_bit = bytes(ctx, arena, conv.output(ctx, arena)) == Some(1);
    if !is_merged_conv(ctx, arena, op) || !eight_bit || !(1..=2).contains(&is[0]) || is[1] > 64 || os[1] > 64 || !kernel
    {
        return None;
    }
    let shape = ConvPoolShape {
        n: is[0],
        ic: is[1],
        oc: os[1],
        out: os[2] * os[3],
        input: is[2] * is[3],
        same_3x3: k == [3, 3] && st == [1, 1] && (os[2], os[3]) == (is[2], is[3]),
    };
    if shape.stores_in_conv() {
        Some(ConvPoolForm::StoreInConv)
    } else if shape.loads_in_pool() {
        Some(ConvPoolForm::LoadInPool)
    } else {
        None
    }
}

/// What decides the timetable of an 8-bit conv -> max pool group.
#[derive(Copy, Clone, Debug)]
struct ConvPoolShape {
    /// Batches.
    n: i64,
    /// Input channels.
    ic: i64,
    /// Output channels.
    oc: i64,
    /// Elements per channel of the convolution's result.
    out: i64,
    /// Elements per channel of its input.
    input: i64,
    /// A 3x3 kernel with stride 1 whose result keeps the input's rows and columns.
    same_3x3: bool,
}

impl ConvPoolShape {
    /// Where TPU-MLIR kept the input load in the last cast's timestep
    /// (`ConvPoolForm::StoreInConv`): every shape swept in these bounds
    /// (`backend-tpu/docs/layer-group.md` §10.3).
    fn stores_in_conv(&self) -> bool {
        let (ic, oc, out) = (self.ic, self.oc, self.out);
        // Any kernel and stride, inputs of at most 1024 elements per channel (stride-2
        // convolutions of 40x40 inputs took other timetables).
        let any_kernel = self.input <= 1024
            && ((ic <= 16 && oc >= 16 && out <= 256)
                || (ic <= 3 && oc >= 8 && out <= 256)
                || (ic <= 5 && oc >= 16 && out <= 400)
                || (oc >= 16 && out <= 64)
                || (ic <= 7 && oc >= 32 && out <= 1024)
                || (ic <= 16 && oc >= 48 && out <= 1024));
        let same = (ic <= 5 && oc >= 8 && out <= 400)
            || (ic <= 5 && (8..16).contains(&oc) && out <= 576)
            || (ic <= 5 && oc >= 28 && out <= 2304)
            || (ic <= 7 && oc >= 32 && out <= 2304)
            || (ic <= 16 && oc >= 48 && out <= 2304);
        // Two batches: the rules of one up to 900 elements (beyond, TPU-MLIR left the
        // first cast global for `2x3x43x43 -> 58`).
        match self.n {
            1 => any_kernel || (self.same_3x3 && same),
            _ => self.same_3x3 && out <= 900 && (any_kernel || same),
        }
    }

    /// Where TPU-MLIR moved the input load into the pooling's timestep
    /// (`ConvPoolForm::LoadInPool`): every shape swept in these bounds.
    fn loads_in_pool(&self) -> bool {
        let (ic, oc, out) = (self.ic, self.oc, self.out);
        let narrow = ic <= 12 && (16..=24).contains(&oc) && (576..=1600).contains(&out);
        let wide = (8..=11).contains(&ic) && (16..=42).contains(&oc) && (576..=2304).contains(&out);
        self.same_3x3 && (narrow || (self.n == 1 && wide))
    }
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
/// (`pool − cast_out`), cycles from [`pool_chain_cycles`]. After an 8-bit convolution:
/// in its `ConvPoolForm::LoadInPool` timetable.
pub(super) fn pool_takes_load(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some(pool) = Pool2DOp::cast(ctx, arena, op) else {
        return false;
    };
    let ks = whole_plane_pool(ctx, arena, op)
        .or_else(|| avg_pool(ctx, arena, op))
        .or_else(|| max_pool(ctx, arena, op));
    if let Some(conv) = arena
        .defining_op(pool.input(ctx, arena))
        .filter(|&d| Conv2DOp::cast(ctx, arena, d).is_some())
    {
        return conv_pool_form(ctx, arena, conv) == Some(ConvPoolForm::LoadInPool);
    }
    let Some((k, s)) = ks else {
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
    let pool_cycles = pool_cycles + partial_window_cycles(ctx, arena, pool, &i, &o, bytes);
    pool_cycles <= cast_in && pool_cycles > cast_out
}

/// TPU-MLIR's local cycles of the `arith.muls` an 8-bit average pooling without
/// `count_include_pad` adds for its output rows and columns whose windows reach into the
/// pads (`docs/int8.md` §14): per lane group, `2·⌈ow/32⌉` for each such row and
/// `2·min(oh, ⌈oh·ow/32⌉)` for each such column (the strided form). Fitted to TPU-MLIR's
/// debugger numbers of 25 padded INT8 average poolings (`layer-group.md` §10.2), 24 exact
/// (`1x16x42x10` padded left and right: 48 cycles, the fit 52). 0 for other poolings.
fn partial_window_cycles(ctx: &Context, arena: &IrArena, pool: Pool2DOp, i: &[i64], o: &[i64], bytes: u64) -> i64 {
    let padded = pool
        .pads(ctx, arena)
        .filter(|p| p.len() == 4 && p.iter().any(|&x| x > 0));
    let (Some(pads), Some(k), Some(s)) = (padded, pool.kernel_shape(ctx, arena), pool.strides(ctx, arena)) else {
        return 0;
    };
    let counted = pool.count_include_pad(ctx, arena).unwrap_or(false);
    if bytes != 1 || counted || pool.pool_mode(ctx, arena) != Some(PoolMode::Avg) || k.len() != 2 || s.len() != 2 {
        return 0;
    }
    // Outputs along one axis whose window holds fewer than `k` inputs.
    let partial = |len: i64, out: i64, k: i64, s: i64, pad: i64| {
        (0..out)
            .filter(|&x| {
                let start = x * s - pad;
                (start + k).min(len) - start.max(0) < k
            })
            .count() as i64
    };
    let rows = partial(i[2], o[2], k[0], s[0], pads[0]);
    let cols = partial(i[3], o[3], k[1], s[1], pads[1]);
    let (oh, ow) = (o[2], o[3]);
    let g = o[0] * ((o[1] + 63) / 64);
    g * (rows * 2 * ((ow + 31) / 32) + cols * 2 * oh.min((oh * ow + 31) / 32))
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
            max_pool(ctx, arena, pool) == Some((2, 2)) && unpadded && conv_pool_form(ctx, arena, conv).is_some()
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

/// Whether an 8-bit multiplication or subtraction (`mul`, fused `relu`) of `shape` by
/// `b_shape` (broadcasting) is grouped as TPU-MLIR groups it, all four ops in one group
/// with `flow = [-1, 2, 1, -2, 3, 6, -3, 4, 5, 0]` (`backend-tpu/docs/int8.md` §24):
///
/// * subtractions of a value per channel (`n x c x 1 x 1`, more than one channel) with
///   at most `16·c` and 1024 elements per channel, and of a one-channel plane
///   (`n x 1 x h x w`) with at most 64 channels and 1024 elements per channel;
/// * multiplications of at most two lane groups (`n·⌈c/64⌉ ≤ 2`) by a value per channel
///   with at most `16·c` elements per channel, but not 49 to 64 of them without relu
///   (`A(h·w, 16) = 64`: TPU-MLIR then merged the multiplication's timestep with the
///   cast before it, 10 of 10 swept), and of one lane group by a one-channel plane.
///
/// Elsewhere TPU-MLIR's cycle model moved the broadcast input's cast out of the group (one
/// element, large inputs of few channels) or timed the group otherwise (rows, more lane
/// groups): rods leaves those global.
fn int8_broadcast_regime(shape: &[i64], b_shape: &[i64], mul: bool, relu: bool) -> bool {
    let (n, c, hw) = (shape[0], shape[1], shape[2] * shape[3]);
    let groups = n * ((c + 63) / 64);
    let plane = b_shape[1] == 1 && c > 1 && b_shape[2] == shape[2] && b_shape[3] == shape[3];
    let per_channel = b_shape[1] == c && c > 1 && b_shape[2] == 1 && b_shape[3] == 1;
    let per_channel = per_channel && hw <= 16 * c && hw <= 1024;
    if mul {
        let full_eu = hw > 48 && hw <= 64 && !relu;
        (per_channel && groups <= 2 && !full_eu) || (plane && groups == 1)
    } else {
        per_channel || (plane && c <= 64 && hw <= 1024)
    }
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
    let (inputs, relu) = if let Some(add) = AddOp::cast(ctx, arena, add_op) {
        (add.inputs(ctx, arena), add.do_relu(ctx, arena))
    } else if let Some(mul) = MulOp::cast(ctx, arena, add_op) {
        (mul.inputs(ctx, arena), mul.do_relu(ctx, arena))
    } else {
        let sub = SubOp::cast(ctx, arena, add_op)?;
        if sub.is_reverse(ctx, arena).unwrap_or(false) || sub.coeff(ctx, arena).is_some() {
            return None;
        }
        (sub.inputs(ctx, arena), sub.do_relu(ctx, arena))
    };
    let relu = relu.unwrap_or(false);
    let [a, b] = inputs.as_slice() else {
        return None;
    };
    let narrow = bytes(ctx, arena, *a)?;
    let is_mul = MulOp::cast(ctx, arena, add_op).is_some();
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
    // Multiplications and subtractions may broadcast their second input (each
    // dimension 1 or the first input's, the batch equal). TPU-MLIR groups every such
    // 16-bit chain seen, whatever its size (one element, `1x8x2x2` by `1x8x1x1`); 8-bit
    // ones where `int8_broadcast_regime` says.
    let broadcast = b_shape != shape
        && AddOp::cast(ctx, arena, add_op).is_none()
        && b_shape[0] == shape[0]
        && b_shape.iter().zip(&shape).all(|(&x, &y)| x == 1 || x == y)
        && (narrow == 2 || int8_broadcast_regime(&shape, &b_shape, is_mul, relu));
    let same = b_shape == shape || broadcast;
    // 8-bit multiplications of one shape stay global (`backend-tpu/docs/int8.md` §24);
    // 8-bit subtractions group as additions (§11).
    if narrow == 1 && is_mul && !broadcast {
        return None;
    }
    let ops = vec![casts[0], casts[1], add_op, last];
    let regime = if narrow == 1 { add_regime } else { half_binary_regime };
    let in_regime = broadcast || regime(&shape, group_type(ctx, arena, &ops));
    let ok = same && bytes(ctx, arena, arena.result(last, 0))? == 4 && in_regime;
    ok.then_some(ops)
}

/// The group cast, cast -> concat -> cast whose first cast is `op` (see the module
/// docs): both inputs of a concatenation of two inputs are casts of an f32 activation
/// to 8 bits (INT8) or a 16-bit float (F16, BF16), each used only there, and the
/// result's only user casts it back to f32. The ops come in block order.
fn cast_concat(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    CastOp::cast(ctx, arena, op)?;
    let concat_op = only_user(arena, op)?;
    let concat = ConcatOp::cast(ctx, arena, concat_op)?;
    let inputs = concat.inputs(ctx, arena);
    let narrow = bytes(ctx, arena, arena.result(concat_op, 0))?;
    if inputs.len() != 2 || !(1..=2).contains(&narrow) || concat.do_relu(ctx, arena).unwrap_or(false) {
        return None;
    }
    let mut casts = Vec::new();
    for &v in &inputs {
        let d = arena.defining_op(v)?;
        let source = CastOp::cast(ctx, arena, d)?.input(ctx, arena);
        if only_user(arena, d)? != concat_op
            || !is_activation(ctx, arena, source)
            || bytes(ctx, arena, source)? != 4
            || bytes(ctx, arena, v)? != narrow
            || dims(ctx, arena, v)?.0.len() != 4
        {
            return None;
        }
        casts.push(d);
    }
    let block = arena.op_parent(op)?;
    let position = |o: OpId| arena.block_ops(block).position(|x| x == o);
    casts.sort_by_key(|&c| position(c));
    casts.dedup();
    if casts.first() != Some(&op) || casts.len() != inputs.len() {
        return None;
    }
    let last = only_user(arena, concat_op)?;
    CastOp::cast(ctx, arena, last)?;
    let channels = dims(ctx, arena, arena.result(concat_op, 0))?.0[1];
    let mut elements = 0;
    for &v in &inputs {
        let s = dims(ctx, arena, v)?.0;
        elements = elements.max(s[2] * s[3]);
    }
    // The 8-bit ones TPU-MLIR's cycle model runs with the result's cast give other
    // local addresses: those stay global.
    let ok = bytes(ctx, arena, arena.result(last, 0))? == 4
        && concat_regime(channels, elements, narrow)
        && concat_is_free(ctx, arena, concat_op);
    casts.extend([concat_op, last]);
    ok.then_some(casts)
}

/// Whether TPU-MLIR's timestep merging treats the grouped concatenation `op` as costing
/// no cycles (so that its timestep merges with the one before: the concatenation runs
/// with the second input's cast): every 16-bit one, and the 8-bit ones that are not in
/// place (a batch or rows before the axis), whose inputs all start at a lane-group
/// boundary (no `tsbc.l_copy`), or of at most 8 channels. The other 8-bit ones ran
/// with the cast of the result (`1x40x6x6` twice, `1x8x32x32` twice, ...), in local
/// addresses rods' allocation does not reproduce yet: rods leaves them global. Fitted
/// to the 25 8-bit groups swept (`backend-tpu/docs/int8.md` §25).
pub(super) fn concat_is_free(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some(concat) = ConcatOp::cast(ctx, arena, op) else {
        return false;
    };
    let Some((out, bytes)) = dims(ctx, arena, arena.result(op, 0)) else {
        return false;
    };
    let axis = concat.axis(ctx, arena).unwrap_or(1);
    if bytes != 1 || axis != 1 || out[0] != 1 || out[1] <= 8 {
        return true;
    }
    let mut at = 0;
    for v in concat.inputs(ctx, arena) {
        if at % 64 != 0 {
            return false;
        }
        at += dims(ctx, arena, v).map_or(0, |d| d.0[1]);
    }
    true
}

/// Whether a cast, cast -> concat -> cast group with `c` result channels, inputs of at
/// most `hw` elements per channel and `bytes`-byte elements is in the regime (see the
/// module docs): at most 4096 elements per channel (larger ones took other timestep
/// tables in TPU-MLIR), not more than 64 channels over at most 16 elements (nor, in 16
/// bits, more than 136 over at most 36), and in 8 bits at most 1024 elements per
/// channel unless there are at least 32 channels (`1x16x64x64` twice grouped,
/// `1x8x48x48` twice not).
fn concat_regime(c: i64, hw: i64, bytes: u64) -> bool {
    let small_wide = (c > 64 && hw <= 16) || (bytes == 2 && c > 136 && hw <= 36);
    let narrow_large = bytes == 1 && c < 32 && hw > 1024;
    hw <= 4096 && !small_wide && !narrow_large
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
    let concat = |op: OpId| ConcatOp::cast(ctx, arena, op).is_some();
    if ops.iter().any(|&op| concat(op)) {
        // A concatenation makes matmul-style groups (every one seen).
        return if ops.iter().all(|&op| elementwise(op) || concat(op)) {
            4
        } else {
            0
        };
    }
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
        .or_else(|| cast_concat(ctx, arena, op))
        .or_else(|| int8_chain(ctx, arena, op))
        .or_else(|| int8_partial(ctx, arena, op))
}
