//! `processor-tpu-optimize` for BM1684X:
//!
//! * TPU-MLIR's `MatMulLeftReusePattern` sets each `tpu.MatMul`'s `left_reuse` to 0 when
//!   its input is used by nothing else (counting operand slots), else to 1.
//! * TPU-MLIR's `GroupConv2NormalConv`: a grouped `tpu.Conv2D` (`group > 1`, depthwise
//!   included) with an 8-bit or 16-bit float weight filter and at most 64 input
//!   channels (the chip's int8 `ic_num`; the F16 depthwise conv of 16 channels too)
//!   becomes a normal convolution: its filter `[oc, ic/g, kh, kw]` is
//!   expanded to `[oc, ic, kh, kw]` (output channel `o` keeps its kernels at input
//!   channels `(o / (oc/g))·(ic/g) ..`, zeros elsewhere), a new weight
//!   `<conv>_filter_g2normal`, and `group` becomes 1. F32 convolutions keep their groups.
//! * TPU-MLIR's `PermuteReorderPattern` (unary case): a `[0, 2, 1, 3]` permute moves
//!   after the cast, relu or activation that uses it ([`super::permute_reorder`]).

use ir::ods::values::int_attr;
use ir::{Context, Diagnostic, IrArena, OpId, Value};

use crate::top::lower_int8::new_weight;
use crate::top::ops::WeightOp;
use crate::top::to_tpu::set_attrs;
use crate::top::weights::{self, WeightArray};
use crate::tpu::ops::{Conv2DOp, MatMulOp};

/// The chip's int8 `ic_num` (input channels a conv reads in parallel).
const IC_PARALLEL_INT8: i64 = 64;

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    super::permute_reorder::run(ctx, arena, module)?;
    for op in arena.walk_preorder(module) {
        if Conv2DOp::cast(ctx, arena, op).is_some() {
            group_conv_to_normal(ctx, arena, op)?;
            continue;
        }
        let Some(mm) = MatMulOp::cast(ctx, arena, op) else {
            continue;
        };
        let input = mm.input(ctx, arena);
        let reused = arena.defining_op(input).is_none() || arena.uses(input).count() != 1;
        let value = int_attr(ctx, i64::from(reused), "i64")
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), e.0))?;
        set_attrs(ctx, arena, op, &[("left_reuse", value)]);
    }
    Ok(())
}

fn error(arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(
        ir::DiagLoc::Attr(arena.op_loc(op)),
        format!("processor-tpu-optimize: {}", message.into()),
    )
}

fn ranked(ctx: &Context, arena: &IrArena, v: Value) -> Option<(Vec<i64>, ir::Type)> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }
}

/// `GroupConv2NormalConv` (see the module docs) on the conv `op`, if it applies.
fn group_conv_to_normal(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(conv) = Conv2DOp::cast(ctx, arena, op) else {
        return Ok(());
    };
    let groups = conv.group(ctx, arena).unwrap_or(1);
    if groups <= 1 {
        return Ok(());
    }
    let filter = conv.filter(ctx, arena);
    let Some(filter_op) = arena
        .defining_op(filter)
        .filter(|&d| WeightOp::cast(ctx, arena, d).is_some())
    else {
        return Ok(());
    };
    let Some((fshape, felem)) = ranked(ctx, arena, filter) else {
        return Ok(());
    };
    let storage = crate::quant::storage_type(ctx, felem);
    let elem = match ctx.type_kind(storage) {
        ir::TypeKind::Integer { width: 8, .. } => 1,
        ir::TypeKind::Float(f) if f.bit_width() == 16 => 2,
        _ => return Ok(()),
    };
    let Some((ishape, _)) = ranked(ctx, arena, conv.input(ctx, arena)) else {
        return Ok(());
    };
    let (&[oc, gic, kh, kw], Some(&ic)) = (fshape.as_slice(), ishape.get(1)) else {
        return Err(error(arena, op, "a grouped conv needs a 4-D filter and input"));
    };
    if ic > IC_PARALLEL_INT8 {
        return Ok(());
    }
    if groups <= 0 || ic % groups != 0 || oc % groups != 0 || ic / groups != gic {
        return Err(error(
            arena,
            op,
            "the filter does not match the input channels and groups",
        ));
    }
    let name = crate::common::loc_name(ctx, arena.op_loc(filter_op))
        .ok_or_else(|| error(arena, filter_op, "a weight without a name location"))?;
    let data = weights::store(ctx).get(&name).ok_or_else(|| {
        error(
            arena,
            filter_op,
            format!("weight `{name}` has no data in the weight store"),
        )
    })?;
    let dim = |d: i64| usize::try_from(d).map_err(|_| error(arena, op, "negative or dynamic dimension"));
    let (oc_u, ic_u, gic_u, cell) = (dim(oc)?, dim(ic)?, dim(gic)?, dim(kh)? * dim(kw)?);
    let goc = oc_u / dim(groups)?;
    let old_row = gic_u * cell * elem;
    let new_row = ic_u * cell * elem;
    if data.bytes.len() != oc_u * old_row {
        return Err(error(arena, filter_op, "the filter's data does not match its shape"));
    }
    let mut bytes = vec![0u8; oc_u * new_row];
    for o in 0..oc_u {
        let to = o * new_row + (o / goc) * old_row;
        bytes[to..to + old_row].copy_from_slice(&data.bytes[o * old_row..(o + 1) * old_row]);
    }
    let conv_name =
        crate::common::loc_name(ctx, arena.op_loc(op)).ok_or_else(|| error(arena, op, "a conv without a name"))?;
    let new_shape = [oc, ic, kh, kw];
    let ty = super::with_shape(ctx, arena.value_type(filter), &new_shape)
        .ok_or_else(|| error(arena, op, "the filter must be a ranked tensor"))?;
    let weight = new_weight(
        ctx,
        arena,
        op,
        &format!("{conv_name}_filter_g2normal"),
        ty,
        WeightArray {
            shape: new_shape.iter().map(|&d| d as u64).collect(),
            elem: data.elem,
            bytes,
        },
    )?;
    arena.set_operand(ir::Use { op, operand: 1 }, weight);
    let one = int_attr(ctx, 1, "i64").map_err(|e| error(arena, op, e.0))?;
    set_attrs(ctx, arena, op, &[("group", one)]);
    if arena.uses(filter).next().is_none() {
        arena.erase_op(filter_op);
    }
    Ok(())
}
