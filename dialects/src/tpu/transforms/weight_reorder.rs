//! `weight-reorder` (BM1684X): weights are put in the layouts the chip reads.
//!
//! **F32.** Weights are retyped in place (the element order does not change, so neither
//! does the data): convolution filters `[oc, ic, kh, kw]` become
//! `[1, oc, ic/groups, kh·kw]` and their biases `[1, oc, 1, 1]`; matmul biases `[N]`
//! become `[1, 1, 1, N]` (`[1, N, 1, 1]` with a transposed input).
//!
//! **8-bit convolutions** (TPU-MLIR's `reorder_8bit`; filter `si8`/`ui8`, bias `i32`):
//! the filter, the bias and the requant parameters (`multiplier`, `rshift`, the output's
//! zero point) merge into one new weight `<conv>_merge`, made right before the conv,
//! of the filter's storage type and shape `[1, min(oc, 64), h, w]`; its bytes, laid out
//! as [`super::conv_coeff`] describes, go to the weight store. The conv then reads the
//! merged weight as its filter and `none` as its bias (a `top.None` at the front of the
//! function, made if missing), loses `multiplier` and `rshift`, and gets
//! `coeff_merged = true` and `use_3ic_optimize` = the filter's 3ic mode (0-3), plus
//! `0x10` when that mode is not 0 and the input does not come straight from a
//! `top.Input` (the TIU broadcasts it), plus `0x30` when the input has other users. The
//! old filter and bias weights, now unused, are erased. The lowered filter and bias are
//! read from the weight store by their location names; missing data is an error.
//!
//! Every weight then gets `path = "<user op>.<role>"`, the role being `weight`
//! (operand 1) or `bias` (operand 2) of convolutions and matmuls, the operand number of
//! other ops. The module becomes `TPU_REORDERED`.

use ir::ods::values::{bool_attr, int_attr, str_attr};
use ir::ods::{OpBuilder, OpState};
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use super::conv_coeff::{self, ConvShape, Requant};
use super::with_shape;
use crate::quant::{quant_type, storage_type, QuantType};
use crate::top::ops::{NoneOp, WeightOp};
use crate::top::to_tpu::set_attrs;
use crate::top::weights::{self, ElemType, WeightArray};
use crate::tpu::ops::{Conv2DOp, MatMulOp};

fn shape(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Retypes the weight `v` (if it is one) to `new_shape`.
fn retype_weight(ctx: &Context, arena: &mut IrArena, v: Value, new_shape: &[i64]) {
    let Some(weight) = arena
        .defining_op(v)
        .filter(|&d| WeightOp::cast(ctx, arena, d).is_some())
    else {
        return;
    };
    if let Some(ty) = with_shape(ctx, arena.value_type(v), new_shape) {
        arena.set_result_type(weight, 0, ty);
    }
}

fn error(arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(
        ir::DiagLoc::Attr(arena.op_loc(op)),
        format!("weight-reorder: {}", message.into()),
    )
}

/// The element type of a ranked tensor value, as stored (quantized types give their
/// storage type).
fn stored_element(ctx: &Context, arena: &IrArena, v: Value) -> Option<Type> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { element, .. } => Some(storage_type(ctx, *element)),
        _ => None,
    }
}

fn is_int(ctx: &Context, ty: Type, bits: u32) -> bool {
    matches!(ctx.type_kind(ty), ir::TypeKind::Integer { width, .. } if *width == bits)
}

/// The weight op defining `v`, with its data from the weight store.
fn weight_data(ctx: &Context, arena: &IrArena, user: OpId, v: Value) -> Result<(OpId, WeightArray), Diagnostic> {
    let op = arena
        .defining_op(v)
        .filter(|&d| WeightOp::cast(ctx, arena, d).is_some())
        .ok_or_else(|| error(arena, user, "an 8-bit convolution needs weight operands"))?;
    let name = crate::common::loc_name(ctx, arena.op_loc(op))
        .ok_or_else(|| error(arena, op, "a weight without a name location"))?;
    let data = weights::store(ctx)
        .get(&name)
        .ok_or_else(|| error(arena, op, format!("weight `{name}` has no data in the weight store")))?;
    Ok((op, data))
}

/// Removes the attributes named `names` from `op`'s dictionary.
fn remove_attrs(ctx: &Context, arena: &mut IrArena, op: OpId, names: &[&str]) {
    let keys: Vec<ir::Attr> = names.iter().map(|n| ctx.string_attr(n.as_bytes())).collect();
    let kept: Vec<(ir::Attr, ir::Attr)> = ctx
        .dictionary_entries(arena.attrs(op).unwrap_or_else(|| ctx.empty_dictionary()))
        .iter()
        .filter(|(k, _)| !keys.contains(k))
        .copied()
        .collect();
    arena.set_attrs(op, Some(ctx.dictionary_attr(kept)));
}

/// The `top.None` at the front of the function holding `op`, made there if missing
/// (TPU-MLIR's `module::getNoneOp`).
fn none_value(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<Value, Diagnostic> {
    let block = arena
        .op_parent(op)
        .ok_or_else(|| error(arena, op, "an op outside a block"))?;
    if let Some(none) = arena.block_ops(block).find(|&o| NoneOp::cast(ctx, arena, o).is_some()) {
        return Ok(arena.result(none, 0));
    }
    let mut state = OpState::new();
    state.results(&[ctx.none_type()]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(ctx.unknown_loc());
    let none = ir::ods::build::create(&mut b, NoneOp::schema(), state).map_err(|e| error(arena, op, e.0))?;
    let first = arena.first_op(block).unwrap_or(op);
    arena.insert_op_before(none, first);
    Ok(arena.result(none, 0))
}

/// A new `top.Weight` `<op>_<suffix>` of type `ty` holding `data` (put in the weight
/// store), made right before `op` (TPU-MLIR's `top::WeightOp::create`).
fn new_weight_before(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    suffix: &str,
    ty: Type,
    data: WeightArray,
) -> Result<Value, Diagnostic> {
    let op_name =
        crate::common::loc_name(ctx, arena.op_loc(op)).ok_or_else(|| error(arena, op, "an op without a name"))?;
    crate::top::lower_int8::new_weight(ctx, arena, op, &format!("{op_name}_{suffix}"), ty, data)
}

/// The checked shape of a convolution: filter `[oc, ic/groups, kh, kw]` against its input.
fn conv_shape(ctx: &Context, arena: &IrArena, op: OpId, conv: Conv2DOp) -> Result<ConvShape, Diagnostic> {
    let Some(&[oc, icg, kh, kw]) = shape(ctx, arena, conv.filter(ctx, arena)).as_deref() else {
        return Err(error(arena, op, "the filter must be a 4-D tensor"));
    };
    let Some(&[_, ic, _, _]) = shape(ctx, arena, conv.input(ctx, arena)).as_deref() else {
        return Err(error(arena, op, "the input must be a 4-D tensor"));
    };
    let dim = |d: i64| usize::try_from(d).map_err(|_| error(arena, op, "negative or dynamic dimension"));
    let groups = conv.group(ctx, arena).unwrap_or(1).max(1);
    let s = ConvShape {
        ic: dim(ic)?,
        oc: dim(oc)?,
        kh: dim(kh)?,
        kw: dim(kw)?,
        groups: dim(groups)?,
    };
    if s.ic / s.groups.max(1) != dim(icg)? {
        return Err(error(arena, op, "the filter's input channels do not match the input"));
    }
    Ok(s)
}

/// A 16-bit float convolution (`weight_reorder_bf16_bm1684x`): the filter becomes a new
/// weight `<conv>_filter_reorderd` in the chip's layout ([`conv_coeff::half_filter`])
/// made before the conv, `use_3ic_optimize` its 3ic mode (with 32 input channels in
/// parallel) plus `0x10` when not 0; the f32 bias is retyped `[1, oc, 1, 1]`.
fn reorder_conv_half(ctx: &Context, arena: &mut IrArena, op: OpId, conv: Conv2DOp) -> Result<(), Diagnostic> {
    let s = conv_shape(ctx, arena, op, conv)?;
    let filter = conv.filter(ctx, arena);
    let (filter_op, data) = weight_data(ctx, arena, op, filter)?;
    if !matches!(data.elem, ElemType::F16 | ElemType::BF16 | ElemType::U16) {
        return Err(error(arena, filter_op, "a 16-bit float filter must hold 16-bit data"));
    }
    if s.is_dw() {
        return reorder_depthwise_half(ctx, arena, op, conv, &s);
    }
    if s.groups != 1 {
        return Err(error(
            arena,
            op,
            "grouped 16-bit float convolutions are not supported yet",
        ));
    }
    let values: Vec<u16> = data
        .bytes
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    let mut use_3ic = s.use_3ic(2);
    let (reordered, dims) = conv_coeff::half_filter(&values, &s, use_3ic).map_err(|m| error(arena, op, m))?;
    if use_3ic != 0 {
        use_3ic |= 0x10;
    }
    let dims: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    let ty = with_shape(ctx, arena.value_type(filter), &dims).ok_or_else(|| error(arena, op, "a ranked filter"))?;
    let array = WeightArray {
        shape: dims.iter().map(|&d| d as u64).collect(),
        elem: data.elem,
        bytes: reordered.iter().flat_map(|v| v.to_le_bytes()).collect(),
    };
    let weight = new_weight_before(ctx, arena, op, "filter_reorderd", ty, array)?;
    arena.set_operand(ir::Use { op, operand: 1 }, weight);
    let bias = conv.bias(ctx, arena);
    retype_weight(ctx, arena, bias, &[1, s.oc as i64, 1, 1]);
    let i64a = int_attr(ctx, use_3ic, "i64").unwrap_or_else(|_| ctx.unit_attr());
    set_attrs(ctx, arena, op, &[("use_3ic_optimize", i64a)]);
    if arena.uses(arena.result(filter_op, 0)).next().is_none() {
        arena.erase_op(filter_op);
    }
    Ok(())
}

/// A 16-bit float depthwise convolution (`weight_reorder_bf16_bm1684x`'s `is_dw`
/// branch): the filter is retyped `[1, ic, kh, kw]` in place; the f32 bias becomes a
/// new weight `<conv>_reordered` of the filter's type, `[1, oc, 1, 1]`, its values
/// rounded to nearest even, made before the conv.
fn reorder_depthwise_half(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    conv: Conv2DOp,
    s: &ConvShape,
) -> Result<(), Diagnostic> {
    let filter = conv.filter(ctx, arena);
    let (ic, oc) = (s.ic as i64, s.oc as i64);
    retype_weight(ctx, arena, filter, &[1, ic, s.kh as i64, s.kw as i64]);
    let bias = conv.bias(ctx, arena);
    let has_bias = arena
        .defining_op(bias)
        .is_some_and(|d| NoneOp::cast(ctx, arena, d).is_none());
    if !has_bias {
        return Ok(());
    }
    let (bias_op, data) = weight_data(ctx, arena, op, bias)?;
    if data.elem != ElemType::F32 {
        return Err(error(
            arena,
            bias_op,
            "a 16-bit float convolution's bias must hold f32 data",
        ));
    }
    let bf16 = stored_element(ctx, arena, filter)
        .is_some_and(|t| matches!(ctx.type_kind(t), ir::TypeKind::Float(ir::float::FloatKind::BF16)));
    let kind = if bf16 {
        ir::float::FloatKind::BF16
    } else {
        ir::float::FloatKind::F16
    };
    let bits: Vec<u8> = data
        .bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .flat_map(|v| (crate::common::float::from_f64(kind, f64::from(v)) as u16).to_le_bytes())
        .collect();
    let ty =
        with_shape(ctx, arena.value_type(filter), &[1, oc, 1, 1]).ok_or_else(|| error(arena, op, "a ranked filter"))?;
    let array = WeightArray {
        shape: vec![1, s.oc as u64, 1, 1],
        elem: weight_data(ctx, arena, op, filter)?.1.elem,
        bytes: bits,
    };
    let weight = new_weight_before(ctx, arena, op, "reordered", ty, array)?;
    arena.set_operand(ir::Use { op, operand: 2 }, weight);
    if arena.uses(arena.result(bias_op, 0)).next().is_none() {
        arena.erase_op(bias_op);
    }
    Ok(())
}

/// An 8-bit convolution (`reorder_8bit`): filter, bias and requant parameters merge
/// into one weight `<conv>_merge` (see [`conv_coeff`]) made before the conv; the bias
/// operand becomes `none`, `multiplier`/`rshift` go, `coeff_merged` and
/// `use_3ic_optimize` are set.
fn reorder_conv_int8(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(conv) = Conv2DOp::cast(ctx, arena, op) else {
        return Ok(());
    };
    let filter = conv.filter(ctx, arena);
    let bias = conv.bias(ctx, arena);
    let input = conv.input(ctx, arena);
    let output = conv.output(ctx, arena);
    let filter_ty = arena.value_type(filter);
    if conv.strides(ctx, arena).is_some_and(|s| s.iter().any(|&x| x > 15)) {
        return Err(error(
            arena,
            op,
            "8-bit convolutions with strides above 15 are not supported yet",
        ));
    }
    let s = conv_shape(ctx, arena, op, conv)?;
    let out_elem = stored_element(ctx, arena, output).ok_or_else(|| error(arena, op, "a ranked tensor output"))?;
    let has_bias = arena
        .defining_op(bias)
        .is_some_and(|d| NoneOp::cast(ctx, arena, d).is_none());
    let requant = if is_int(ctx, out_elem, 32) {
        None
    } else {
        let zero_point = match ctx.type_kind(arena.value_type(output)) {
            ir::TypeKind::RankedTensor { element, .. } => match quant_type(ctx, *element) {
                Some(QuantType::Uniform(u)) => u.zero_point,
                _ => return Err(error(arena, op, "an 8-bit output must have a uniform quantized type")),
            },
            _ => 0,
        };
        let get = |name: &str| {
            ir::ods::access::inherent(ctx, arena, op, name)
                .and_then(|a| ir::ods::values::as_int_array(ctx, a))
                .ok_or_else(|| error(arena, op, format!("`{name}` is missing")))
        };
        Some(Requant {
            multiplier: get("multiplier")?,
            rshift: get("rshift")?,
            zero_point,
        })
    };
    let merge = requant.is_some() || has_bias;
    let (filter_op, filter_data) = weight_data(ctx, arena, op, filter)?;
    if !matches!(filter_data.elem, ElemType::I8 | ElemType::U8) {
        return Err(error(arena, filter_op, "an 8-bit filter must hold 8-bit data"));
    }
    let filter_i8: Vec<i8> = filter_data.bytes.iter().map(|&b| b as i8).collect();
    let bias_data = if has_bias {
        let (bias_op, data) = weight_data(ctx, arena, op, bias)?;
        if data.elem != ElemType::I32 {
            return Err(error(arena, bias_op, "an 8-bit convolution's bias must hold i32 data"));
        }
        let values: Vec<i32> = data
            .bytes
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Some((bias_op, values))
    } else {
        None
    };
    let mut use_3ic = s.use_3ic(1);
    if use_3ic != 0 {
        // The input is broadcast by the TIU rather than the GDMA unless it comes
        // straight from the net's input, and into a buffer if others read it too.
        let from_input = arena
            .defining_op(input)
            .is_some_and(|d| crate::top::ops::InputOp::cast(ctx, arena, d).is_some());
        if !from_input {
            use_3ic |= 0x10;
        }
        if arena.uses(input).count() != 1 {
            use_3ic |= 0x30;
        }
    }
    let merged = conv_coeff::merge(
        &filter_i8,
        bias_data.as_ref().map(|(_, b)| b.as_slice()),
        requant.as_ref(),
        &s,
        use_3ic,
    )
    .map_err(|m| error(arena, op, m))?;
    let element = match ctx.type_kind(filter_ty) {
        ir::TypeKind::RankedTensor { element, .. } => storage_type(ctx, *element),
        _ => return Err(error(arena, op, "the filter must be a ranked tensor")),
    };
    let dims: Vec<i64> = merged.shape.iter().map(|&d| d as i64).collect();
    let ty = ctx.get_type(ir::TypeKind::RankedTensor {
        shape: dims.clone(),
        element,
        encoding: None,
    });
    let data = WeightArray {
        shape: vec![merged.bytes.len() as u64],
        elem: filter_data.elem,
        bytes: merged.bytes,
    };
    let weight = new_weight_before(ctx, arena, op, "merge", ty, data)?;
    let none = none_value(ctx, arena, op)?;
    arena.set_operand(ir::Use { op, operand: 1 }, weight);
    arena.set_operand(ir::Use { op, operand: 2 }, none);
    remove_attrs(ctx, arena, op, &["rshift", "multiplier", "out_f8_scales"]);
    let i64a = |v: i64| int_attr(ctx, v, "i64").unwrap_or_else(|_| ctx.unit_attr());
    set_attrs(
        ctx,
        arena,
        op,
        &[
            ("coeff_merged", bool_attr(ctx, merge)),
            ("use_3ic_optimize", i64a(use_3ic)),
        ],
    );
    for old in std::iter::once(filter_op).chain(bias_data.map(|(b, _)| b)) {
        if arena.uses(arena.result(old, 0)).next().is_none() {
            arena.erase_op(old);
        }
    }
    Ok(())
}

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let ops = arena.walk_preorder(module);
    for &op in &ops {
        if let Some(conv) = Conv2DOp::cast(ctx, arena, op) {
            let filter = conv.filter(ctx, arena);
            let eight_bit = stored_element(ctx, arena, filter).is_some_and(|t| is_int(ctx, t, 8));
            if eight_bit {
                if !conv.coeff_merged(ctx, arena).unwrap_or(false) {
                    reorder_conv_int8(ctx, arena, op)?;
                }
                continue;
            }
            if conv.strides(ctx, arena).is_some_and(|s| s.iter().any(|&x| x > 15)) {
                return Err(Diagnostic::error(
                    ir::DiagLoc::Attr(arena.op_loc(op)),
                    "weight-reorder: convolutions with strides above 15 are not supported yet",
                ));
            }
            let half = stored_element(ctx, arena, filter)
                .is_some_and(|t| matches!(ctx.type_kind(t), ir::TypeKind::Float(f) if f.bit_width() == 16));
            if half {
                reorder_conv_half(ctx, arena, op, conv)?;
                continue;
            }
            // The filter's second dimension already counts the input channels of one
            // group (`ic / groups`).
            let filter = conv.filter(ctx, arena);
            if let Some(&[oc, icg, kh, kw]) = shape(ctx, arena, filter).as_deref() {
                retype_weight(ctx, arena, filter, &[1, oc, icg, kh * kw]);
                let bias = conv.bias(ctx, arena);
                if shape(ctx, arena, bias).is_some_and(|s| s.len() == 1) {
                    retype_weight(ctx, arena, bias, &[1, oc, 1, 1]);
                }
            }
        } else if let Some(mm) = MatMulOp::cast(ctx, arena, op) {
            let bias = mm.bias(ctx, arena);
            if let Some(&[n]) = shape(ctx, arena, bias).as_deref() {
                let transposed = mm.left_transpose(ctx, arena).unwrap_or(false);
                let new_shape = if transposed { [1, n, 1, 1] } else { [1, 1, 1, n] };
                retype_weight(ctx, arena, bias, &new_shape);
            }
        }
    }
    for op in arena.walk_preorder(module) {
        if WeightOp::cast(ctx, arena, op).is_none() {
            continue;
        }
        let Some(u) = arena.uses(arena.result(op, 0)).next() else {
            continue;
        };
        let user = ctx.op_info(arena.op_name(u.op)).name().to_string();
        let conv_or_mm = Conv2DOp::cast(ctx, arena, u.op).is_some() || MatMulOp::cast(ctx, arena, u.op).is_some();
        let role = match (conv_or_mm, u.operand) {
            (true, 1) => "weight".to_string(),
            (true, 2) => "bias".to_string(),
            (_, n) => n.to_string(),
        };
        set_attrs(ctx, arena, op, &[("path", str_attr(ctx, &format!("{user}.{role}")))]);
    }
    set_attrs(ctx, arena, module, &[("module.state", str_attr(ctx, "TPU_REORDERED"))]);
    Ok(())
}
