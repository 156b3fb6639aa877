//! The NHWC tosa ops (convolutions, pools) as NCHW top ops between `top.Permute`s, their
//! filters transposed into new weights (see the module docs of `to_top`).

use ir::ods::access::inherent;
use ir::ods::values::{as_dense, bool_attr, int_array, int_attr};
use ir::{Attr, Context, Diagnostic, IrArena, OpId, Type, Value};

use super::data::{dense_f32, repeat_scalar};
use super::{
    check_acc_type, create_before, named_loc, op_err, permute, replace_uses_and_erase, shape_of, suffixed_loc, NewOp,
};
use crate::common::loc_name;
use crate::common::shape::ranked_with_shape;
use crate::top::canonicalize::permute::transpose;
use crate::top::ops as top;
use crate::top::weights::WeightArray;
use crate::tosa::ops as tosa;

/// NHWC to NCHW.
const TO_NCHW: [i64; 4] = [0, 3, 1, 2];
/// NCHW to NHWC.
const TO_NHWC: [i64; 4] = [0, 2, 3, 1];

/// Converts `op` when it is one of this module's ops; `Ok(false)` when it is not.
pub(super) fn convert(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<bool, Diagnostic> {
    let name = ctx.op_info(arena.op_name(op)).name();
    match name {
        "tosa.conv2d" | "tosa.depthwise_conv2d" => conv(ctx, arena, op, name == "tosa.depthwise_conv2d")?,
        "tosa.max_pool2d" | "tosa.avg_pool2d" => pool(ctx, arena, op, name == "tosa.avg_pool2d")?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// An integer array attribute of `op` with `len` values.
fn ints(ctx: &Context, arena: &IrArena, op: OpId, name: &str, len: usize) -> Result<Vec<i64>, Diagnostic> {
    inherent(ctx, arena, op, name)
        .and_then(|a| as_dense(ctx, a))
        .filter(|v| v.len() == len)
        .ok_or_else(|| op_err(ctx, arena, op, format!("needs `{name}` with {len} values")))
}

/// `i64` array attribute.
fn i64s(ctx: &Context, arena: &IrArena, op: OpId, values: &[i64]) -> Result<Attr, Diagnostic> {
    int_array(ctx, values, "i64").map_err(|e| op_err(ctx, arena, op, e.0))
}

/// TOSA's pads `[top, bottom, left, right]` as TPU-MLIR's `[top, left, bottom, right]`.
fn top_pads(pad: &[i64]) -> [i64; 4] {
    [pad[0], pad[2], pad[1], pad[3]]
}

/// Replaces the NHWC op `op` by `schema` on its input permuted to NCHW (and `extra`
/// operands), its result permuted back.
fn wrap(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    schema: &'static ir::ods::OpSchema,
    extra: &[Value],
    attrs: &[(&str, Attr)],
) -> Result<(), Diagnostic> {
    let loc = named_loc(ctx, arena, op);
    let input = arena.operand(op, 0);
    let nchw_in = permute(ctx, arena, op, input, &TO_NCHW, suffixed_loc(ctx, loc, "_in_nchw"))?;
    let out = arena.result(op, 0);
    let out_ty = arena.value_type(out);
    let [n, h, w, c] = shape_of(ctx, arena, op, out)?[..] else {
        return Err(op_err(ctx, arena, op, "needs a 4-D result"));
    };
    let nchw_ty =
        ranked_with_shape(ctx, out_ty, &[n, c, h, w]).ok_or_else(|| op_err(ctx, arena, op, "needs a ranked result"))?;
    let mut operands = vec![nchw_in];
    operands.extend_from_slice(extra);
    let new = create_before(
        ctx,
        arena,
        op,
        NewOp {
            schema,
            operands: &operands,
            results: &[nchw_ty],
            attrs,
            loc,
        },
    )?;
    let result = arena.result(new, 0);
    let back = permute(ctx, arena, op, result, &TO_NHWC, suffixed_loc(ctx, loc, "_nhwc"))?;
    replace_uses_and_erase(arena, op, &[back]);
    Ok(())
}

/// The `tosa.const` behind operand `index` of `op`, with its name and f32 data.
fn constant(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    index: usize,
    what: &str,
) -> Result<(String, WeightArray), Diagnostic> {
    let v = arena.operand(op, index);
    let not_const = || {
        op_err(
            ctx,
            arena,
            op,
            format!("has a {what} that is not an f32 constant: only constant {what}s convert to top"),
        )
    };
    let def = arena.defining_op(v).ok_or_else(not_const)?;
    let c = tosa::ConstOp::cast(ctx, arena, def).ok_or_else(not_const)?;
    let data = c
        .values_attr(ctx, arena)
        .and_then(|a| dense_f32(ctx, a))
        .ok_or_else(not_const)?;
    let name = loc_name(ctx, arena.op_loc(def)).unwrap_or_default();
    Ok((name, data))
}

/// A new `top.Weight` named `name` holding `data` (added to the weight store), before
/// `before`.
fn new_weight(
    ctx: &Context,
    arena: &mut IrArena,
    before: OpId,
    name: &str,
    data: WeightArray,
    like: Type,
) -> Result<Value, Diagnostic> {
    let shape: Vec<i64> = data.shape.iter().map(|&d| d as i64).collect();
    let ty = ranked_with_shape(ctx, like, &shape).ok_or_else(|| op_err(ctx, arena, before, "needs ranked weights"))?;
    crate::top::weights::store(ctx).insert(name, data);
    let weight = create_before(
        ctx,
        arena,
        before,
        NewOp {
            schema: top::WeightOp::schema(),
            operands: &[],
            results: &[ty],
            attrs: &[],
            loc: ctx.name_loc(name.as_bytes(), None),
        },
    )?;
    Ok(arena.result(weight, 0))
}

/// `tosa.conv2d` (OHWI filter) or `tosa.depthwise_conv2d` (`[KH,KW,C,M]` filter) as
/// `top.Conv`.
fn conv(ctx: &Context, arena: &mut IrArena, op: OpId, depthwise: bool) -> Result<(), Diagnostic> {
    check_acc_type(ctx, arena, op)?;
    let pad = ints(ctx, arena, op, "pad", 4)?;
    let stride = ints(ctx, arena, op, "stride", 2)?;
    let dilation = ints(ctx, arena, op, "dilation", 2)?;
    let input_shape = shape_of(ctx, arena, op, arena.operand(op, 0))?;
    let (wname, filter) = constant(ctx, arena, op, 1, "weight")?;
    let bad = |arena: &IrArena| {
        op_err(
            ctx,
            arena,
            op,
            "has a filter of another shape than its input and result need",
        )
    };
    let (filter, group) = if depthwise {
        // [KH, KW, C, M] -> [C, M, KH, KW] -> [C*M, 1, KH, KW]
        let &[kh, kw, c, m] = &filter.shape[..] else {
            return Err(bad(arena));
        };
        let mut t = transpose(&filter, &[2, 3, 0, 1]).ok_or_else(|| bad(arena))?;
        t.shape = vec![c * m, 1, kh, kw];
        (t, c)
    } else {
        (transpose(&filter, &[0, 3, 1, 2]).ok_or_else(|| bad(arena))?, 1)
    };
    let &[oc, ic_per_group, kh, kw] = &filter.shape[..] else {
        return Err(bad(arena));
    };
    if input_shape.get(3).copied() != i64::try_from(ic_per_group * group).ok() {
        return Err(bad(arena));
    }
    let (bname, bias) = constant(ctx, arena, op, 2, "bias")?;
    let like = arena.value_type(arena.operand(op, 1));
    let filter_value = new_weight(ctx, arena, op, &format!("{wname}_oihw"), filter, like)?;
    let bias_value = if bias.len() == oc {
        arena.operand(op, 2)
    } else {
        let repeated = repeat_scalar(&bias, oc).ok_or_else(|| {
            op_err(
                ctx,
                arena,
                op,
                format!("has a bias of {} values for {oc} output channels", bias.len()),
            )
        })?;
        let like = arena.value_type(arena.operand(op, 2));
        new_weight(ctx, arena, op, &format!("{bname}_x{oc}"), repeated, like)?
    };
    let group = i64::try_from(group).map_err(|_| bad(arena))?;
    let attrs = [
        ("kernel_shape", i64s(ctx, arena, op, &[kh as i64, kw as i64])?),
        ("strides", i64s(ctx, arena, op, &stride)?),
        ("pads", i64s(ctx, arena, op, &top_pads(&pad))?),
        (
            "group",
            int_attr(ctx, group, "i64").map_err(|e| op_err(ctx, arena, op, e.0))?,
        ),
        ("dilations", i64s(ctx, arena, op, &dilation)?),
    ];
    wrap(
        ctx,
        arena,
        op,
        top::ConvOp::schema(),
        &[filter_value, bias_value],
        &attrs,
    )
}

/// `tosa.max_pool2d` / `tosa.avg_pool2d` as `top.MaxPool` / `top.AvgPool`.
fn pool(ctx: &Context, arena: &mut IrArena, op: OpId, avg: bool) -> Result<(), Diagnostic> {
    if avg {
        check_acc_type(ctx, arena, op)?;
    }
    let kernel = ints(ctx, arena, op, "kernel", 2)?;
    let stride = ints(ctx, arena, op, "stride", 2)?;
    let pad = ints(ctx, arena, op, "pad", 4)?;
    let mut attrs = vec![
        ("kernel_shape", i64s(ctx, arena, op, &kernel)?),
        ("strides", i64s(ctx, arena, op, &stride)?),
        ("pads", i64s(ctx, arena, op, &top_pads(&pad))?),
    ];
    let schema = if avg {
        attrs.push(("count_include_pad", bool_attr(ctx, false)));
        top::AvgPoolOp::schema()
    } else {
        top::MaxPoolOp::schema()
    };
    wrap(ctx, arena, op, schema, &[], &attrs)
}
