//! The tosa op verifiers (`TosaOps.cpp`'s `verify` methods and their
//! helpers), hooked up by the `tosa_verifiers!` table in the parent module.

use super::*;

/// `Diagnostic << Type`: the type in single quotes.
pub(super) fn ty_str(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// `getElementTypeOrSelf`.
pub(super) fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element().unwrap_or(t)
}

/// `getStorageElementTypeOrSelf`: the element type, a quantized one as its storage type.
pub(super) fn storage_elem(ctx: &Context, t: Type) -> Type {
    let e = elem_of(ctx, t);
    quant_storage(ctx, e).unwrap_or(e)
}

pub(super) fn operand(arena: &IrArena, op: OpId, i: usize) -> Option<Value> {
    arena.operands(op).nth(i)
}

pub(super) fn operand_type(arena: &IrArena, op: OpId, i: usize) -> Option<Type> {
    operand(arena, op, i).map(|v| arena.value_type(v))
}

pub(super) fn is_int_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}

pub(super) fn is_tensor_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

pub(super) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

pub(super) fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// `Diagnostic << ArrayRef<int64_t>`: the values joined by `, `.
pub(super) fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

pub(super) fn dense_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    attr_named(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

pub(super) fn int_attr_value(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<i64> {
    attr_named(ctx, arena, op, name).and_then(|a| ir::ods::values::as_int(ctx, a))
}

pub(super) fn bool_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> bool {
    attr_named(ctx, arena, op, name).is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)))
}

pub(super) fn type_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Type> {
    match ctx.attr_kind(attr_named(ctx, arena, op, name)?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The elements attribute of a constant (`m_Constant`): `tosa.const` or `arith.constant`.
pub(super) fn constant_elements(ctx: &Context, arena: &IrArena, v: Value) -> Option<Attr> {
    let Value::Result { op: def, .. } = v else {
        return None;
    };
    let name = ctx.op_info(arena.op_name(def)).name();
    let key = match name {
        "tosa.const" => "values",
        "arith.constant" => "value",
        _ => return None,
    };
    attr_named(ctx, arena, def, key).filter(|a| matches!(ctx.attr_kind(*a), AttrKind::DenseElements { .. }))
}

/// `getZeroPoint`: the first value of a constant zero point (a nonzero
/// float, or a non-int/float element, gives -1); `None` when not constant.
pub(super) fn zero_point(ctx: &Context, arena: &IrArena, v: Value, sign_extend: bool) -> Option<i64> {
    let attr = constant_elements(ctx, arena, v)?;
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return None;
    };
    let elem = elem_of(ctx, *ty);
    let kind = ir::dense_bridge::elem_kind(ctx, elem)?;
    let bits = data.element_bits(&kind, 0)?;
    Some(match ctx.type_kind(elem) {
        TypeKind::Float(k) => {
            let w = k.bit_width();
            let magnitude = if w == 0 { 0 } else { bits & ((1u128 << (w - 1)) - 1) };
            if magnitude == 0 {
                0
            } else {
                -1
            }
        }
        TypeKind::Integer { width, .. } => {
            let w = (*width).clamp(1, 64);
            let v = bits as u64 & (u64::MAX >> (64 - w));
            if sign_extend && w < 64 && v >> (w - 1) & 1 == 1 {
                (v | (u64::MAX << w)) as i64
            } else {
                v as i64
            }
        }
        _ => -1,
    })
}

/// `verifyZeroPoint`: a constant zero point other than 0 needs an i8 element.
pub(super) fn verify_zero_point(ctx: &Context, arena: &IrArena, op: OpId, index: usize, name: &str) -> VResult {
    let Some(v) = operand(arena, op, index) else {
        return Ok(());
    };
    let Some(zp) = zero_point(ctx, arena, v, true) else {
        return Ok(());
    };
    let e = elem_of(ctx, arena.value_type(v));
    if int_width(ctx, e) != Some(8) && zp != 0 {
        return Err(err(
            ctx,
            arena,
            op,
            format!("{name} zero point must be zero for non-int8 integer types"),
        ));
    }
    Ok(())
}

/// `verifySameElementTypes`.
pub(super) fn verify_same_element_types(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    input: Type,
    output: Type,
) -> VResult {
    if !is_tensor_type(ctx, input) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect shaped tensor for input, got {}", ty_str(ctx, input)),
        ));
    }
    if !is_tensor_type(ctx, output) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect shaped tensor for output, got {}", ty_str(ctx, output)),
        ));
    }
    let (ie, oe) = (elem_of(ctx, input), elem_of(ctx, output));
    let checkable = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) || is_quantized(ctx, t)
    };
    if checkable(ie) && checkable(oe) && ie != oe {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expect input and output to have same element type, got {} and {}",
                ty_str(ctx, ie),
                ty_str(ctx, oe)
            ),
        ));
    }
    Ok(())
}

/// `verifyConvOp`: element types of input, weight, bias, result and zero points.
pub(super) fn verify_conv_types(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(weight), Some(bias), Some(izp), Some(wzp)) = (
        operand_type(arena, op, 0),
        operand_type(arena, op, 1),
        operand_type(arena, op, 2),
        operand_type(arena, op, 3),
        operand_type(arena, op, 4),
    ) else {
        return Ok(());
    };
    let result = result_type(arena, op, 0);
    let (bias_e, result_e) = (elem_of(ctx, bias), elem_of(ctx, result));
    let (bias_float, result_float) = (is_float(ctx, bias_e), is_float(ctx, result_e));
    let (ie, we) = (storage_elem(ctx, input), storage_elem(ctx, weight));
    let (be, re) = (storage_elem(ctx, bias), storage_elem(ctx, result));
    if bias_float && result_float && be != re {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expect both bias and result to have same element type, got {} and {}",
                ty_str(ctx, be),
                ty_str(ctx, re)
            ),
        ));
    }
    let f8 = |t: Type| matches!(float_kind(ctx, t), Some(FloatKind::F8E5M2 | FloatKind::F8E4M3FN));
    if (f8(ie) || f8(we)) && ie != we {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expect both input and weight to have same element type, got {} and {}",
                ty_str(ctx, ie),
                ty_str(ctx, we)
            ),
        ));
    }
    if is_float(ctx, ie) != is_float(ctx, we) {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expect both input and weight to be float or not together, got {} and {}",
                ty_str(ctx, ie),
                ty_str(ctx, we)
            ),
        ));
    }
    verify_zero_points(ctx, arena, op, [(ie, izp, "input", 3), (we, wzp, "weight", 4)], false)
}

/// Each `(value, zero point, name, zero point operand index)` pair must
/// have one storage element type, then each zero point must be valid
/// (`verify_zero_point`); `matmul` picks `MatMulOp`'s wording of the
/// mismatch error.
pub(super) fn verify_zero_points(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    pairs: [(Type, Type, &str, usize); 2],
    matmul: bool,
) -> VResult {
    for (t, zp, what, _) in pairs {
        let (e, ze) = (storage_elem(ctx, t), storage_elem(ctx, zp));
        if e != ze {
            let msg = if matmul {
                format!("expect input {what} and {what}_zp have the same element type")
            } else {
                format!("expect both {what} and its zero point are the same element type")
            };
            return Err(err(
                ctx,
                arena,
                op,
                format!("{msg}, got {} and {}", ty_str(ctx, e), ty_str(ctx, ze)),
            ));
        }
    }
    for (_, _, what, index) in pairs {
        verify_zero_point(ctx, arena, op, index, what)?;
    }
    Ok(())
}

/// `verifyConvOpModes`: the accumulator type for the input element type.
pub(super) fn verify_conv_modes(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(acc)) = (operand_type(arena, op, 0), type_attr(ctx, arena, op, "acc_type")) else {
        return Ok(());
    };
    let ie = storage_elem(ctx, input);
    let acc_int = |w: u32| matches!(ctx.type_kind(acc), TypeKind::Integer { width, .. } if *width == w);
    let acc_f = |k: FloatKind| float_kind(ctx, acc) == Some(k);
    let ie_int = |w: u32| matches!(ctx.type_kind(ie), TypeKind::Integer { width, .. } if *width == w);
    let ief = float_kind(ctx, ie);
    let msg = if ie_int(8) && !acc_int(32) {
        "accumulator type for i8 tensor is not i32"
    } else if ie_int(16) && !acc_int(48) {
        "accumulator type for i16 tensor is not i48"
    } else if matches!(ief, Some(FloatKind::F8E5M2 | FloatKind::F8E4M3)) && !acc_f(FloatKind::F16) {
        "accumulator type for f8 tensor is not f16"
    } else if ief == Some(FloatKind::F16) && !(acc_f(FloatKind::F16) || acc_f(FloatKind::F32)) {
        "accumulator type for f16 tensor is not f16/f32"
    } else if ief == Some(FloatKind::BF16) && !acc_f(FloatKind::F32) {
        "accumulator type for bf16 tensor is not f32"
    } else if ief == Some(FloatKind::F32) && !acc_f(FloatKind::F32) {
        "accumulator type for f32 tensor is not f32"
    } else {
        return Ok(());
    };
    Err(err(ctx, arena, op, msg))
}

/// `idivCheck`.
pub(super) fn idiv_check(lhs: i64, rhs: i64) -> Option<i64> {
    (rhs != 0 && lhs % rhs == 0).then(|| lhs / rhs)
}

pub(super) fn dim(shape: Option<&[i64]>, i: usize) -> i64 {
    shape.and_then(|s| s.get(i).copied()).unwrap_or(DYNAMIC)
}

/// One spatial dimension of `verifyConvOpErrorIf`'s output size check.
pub(super) struct ConvDim {
    input: i64,
    kernel: i64,
    output: i64,
    pad: (i64, i64),
    stride: i64,
    dilation: i64,
    names: (&'static str, &'static str, &'static str, &'static str),
}

pub(super) fn verify_conv_output_size(ctx: &Context, arena: &IrArena, op: OpId, d: &ConvDim) -> VResult {
    if d.input == DYNAMIC || d.kernel == DYNAMIC {
        return Ok(());
    }
    let (name, axis, before, after) = d.names;
    let num = d.input - 1 + d.pad.0 + d.pad.1 - (d.kernel - 1) * d.dilation;
    let Some(minus_one) = idiv_check(num, d.stride) else {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expected input_{name} - 1 + pad_{before} + pad_{after} - (kernel_{name} - 1) * dilation_{axis} to be wholly divisible by stride_{axis}, got ({} - 1 + {} + {} - ({} - 1) * {}) / {}",
                d.input, d.pad.0, d.pad.1, d.kernel, d.dilation, d.stride
            ),
        ));
    };
    let calculated = minus_one + 1;
    if d.output != DYNAMIC && calculated != d.output {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "calculated output {name} did not match expected: calculated={calculated}, expected={}",
                d.output
            ),
        ));
    }
    Ok(())
}

/// `verifyConvOpErrorIf` for conv2d (`depthwise` false) and depthwise_conv2d.
pub(super) fn verify_conv_error_if(ctx: &Context, arena: &IrArena, op: OpId, depthwise: bool) -> VResult {
    let pad = dense_attr(ctx, arena, op, "pad");
    let stride = dense_attr(ctx, arena, op, "stride");
    let dilation = dense_attr(ctx, arena, op, "dilation");
    verify_all_at_least(ctx, arena, op, "padding", &pad, 0)?;
    verify_all_at_least(ctx, arena, op, "stride", &stride, 1)?;
    verify_all_at_least(ctx, arena, op, "dilation", &dilation, 1)?;
    let out = result_type(arena, op, 0);
    let Some(out_shape) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    let in_shape = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t));
    let w_shape = operand_type(arena, op, 1).and_then(|t| ranked_shape(ctx, t));
    if let (Some(is), Some(ws), [p0, p1, p2, p3], [s0, s1], [d0, d1]) = (
        in_shape,
        w_shape,
        pad.as_slice(),
        stride.as_slice(),
        dilation.as_slice(),
    ) {
        let k = if depthwise { 0 } else { 1 };
        let dims = [
            ConvDim {
                input: dim(Some(is), 1),
                kernel: dim(Some(ws), k),
                output: dim(Some(out_shape), 1),
                pad: (*p0, *p1),
                stride: *s0,
                dilation: *d0,
                names: ("height", "y", "top", "bottom"),
            },
            ConvDim {
                input: dim(Some(is), 2),
                kernel: dim(Some(ws), k + 1),
                output: dim(Some(out_shape), 2),
                pad: (*p2, *p3),
                stride: *s1,
                dilation: *d1,
                names: ("width", "x", "left", "right"),
            },
        ];
        for d in &dims {
            verify_conv_output_size(ctx, arena, op, d)?;
        }
    }
    let Some(bias_shape) = operand_type(arena, op, 2).and_then(|t| ranked_shape(ctx, t)) else {
        return Ok(());
    };
    let bias_channels = dim(Some(bias_shape), 0);
    let out_channels = out_shape.last().copied().unwrap_or(DYNAMIC);
    if bias_channels == DYNAMIC || out_channels == DYNAMIC {
        return Ok(());
    }
    if bias_channels != out_channels && bias_channels != 1 {
        return Err(err(
            ctx,
            arena,
            op,
            format!("bias channels expected to be equal to output channels ({out_channels}) or 1, got {bias_channels}"),
        ));
    }
    Ok(())
}

/// Fails with upstream's `expect all NAME values to be >= MIN, got ...`
/// unless every value of the `NAME` attribute is at least `min`.
pub(super) fn verify_all_at_least(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    name: &str,
    values: &[i64],
    min: i64,
) -> VResult {
    if values.iter().any(|&v| v < min) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect all {name} values to be >= {min}, got {}", join(values)),
        ));
    }
    Ok(())
}

/// `Conv2DOp::verify`.
pub(super) fn verify_conv2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_types(ctx, arena, op)?;
    verify_conv_modes(ctx, arena, op)?;
    verify_conv_error_if(ctx, arena, op, false)
}

/// `DepthwiseConv2DOp::verify`.
pub(super) fn verify_depthwise_conv2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_types(ctx, arena, op)?;
    verify_conv_modes(ctx, arena, op)?;
    verify_conv_error_if(ctx, arena, op, true)
}

/// `verifyPoolingOp`.
pub(super) fn verify_pooling(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let kernel = dense_attr(ctx, arena, op, "kernel");
    let stride = dense_attr(ctx, arena, op, "stride");
    let pad = dense_attr(ctx, arena, op, "pad");
    verify_all_at_least(ctx, arena, op, "kernel", &kernel, 1)?;
    verify_all_at_least(ctx, arena, op, "stride", &stride, 1)?;
    verify_all_at_least(ctx, arena, op, "padding", &pad, 0)?;
    let ([ky, kx], [sy, sx], [pt, pb, pl, pr]) = (kernel.as_slice(), stride.as_slice(), pad.as_slice()) else {
        return Ok(());
    };
    if pr >= kx || pl >= kx {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expected left/right padding to be less than the width of the kernel, got pad_left={pl}, pad_right={pr}, kernel_x={kx}"),
        ));
    }
    if pt >= ky || pb >= ky {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expected top/bottom padding to be less than the height of the kernel, got pad_top={pt}, pad_bottom={pb}, kernel_y={ky}"),
        ));
    }
    let in_shape = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t));
    let out_shape = ranked_shape(ctx, result_type(arena, op, 0));
    let (Some(is), Some(os)) = (in_shape, out_shape) else {
        return Ok(());
    };
    let dims = [
        (
            dim(Some(is), 1),
            dim(Some(os), 1),
            *ky,
            *sy,
            *pt,
            *pb,
            ("height", "y", "top", "bottom"),
        ),
        (
            dim(Some(is), 2),
            dim(Some(os), 2),
            *kx,
            *sx,
            *pl,
            *pr,
            ("width", "x", "left", "right"),
        ),
    ];
    for (input, output, k, s, before, after, (name, axis, bn, an)) in dims {
        if input == DYNAMIC {
            continue;
        }
        let Some(minus_one) = idiv_check(input + before + after - k, s) else {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expected input_{name} + pad_{bn} + pad_{an} - kernel_{axis} to be wholly divisible by stride_{axis}, got ({input} + {before} + {after} - {k}) / {s}"
                ),
            ));
        };
        let calculated = minus_one + 1;
        if output != DYNAMIC && calculated != output {
            return Err(err(
                ctx,
                arena,
                op,
                format!("calculated output {name} did not match expected: calculated={calculated}, expected={output}"),
            ));
        }
    }
    Ok(())
}

/// `MaxPool2dOp::verify`.
pub(super) fn verify_max_pool2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    if let Some(input) = operand_type(arena, op, 0) {
        verify_same_element_types(ctx, arena, op, input, result_type(arena, op, 0))?;
    }
    verify_pooling(ctx, arena, op)
}

/// `AvgPool2dOp::verify`.
pub(super) fn verify_avg_pool2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_pooling(ctx, arena, op)?;
    let (Some(input), Some(izp), Some(ozp)) = (
        operand_type(arena, op, 0),
        operand_type(arena, op, 1),
        operand_type(arena, op, 2),
    ) else {
        return Ok(());
    };
    let ie = storage_elem(ctx, input);
    let re = storage_elem(ctx, result_type(arena, op, 0));
    let (ize, oze) = (storage_elem(ctx, izp), storage_elem(ctx, ozp));
    if let Some(acc) = type_attr(ctx, arena, op, "acc_type") {
        let acc_f = |k: FloatKind| float_kind(ctx, acc) == Some(k);
        let ief = float_kind(ctx, ie);
        let msg = if is_int_type(ctx, ie) && int_width(ctx, acc) != Some(32) {
            Some("accumulator type for integer tensor is not i32")
        } else if ief == Some(FloatKind::F16) && !(acc_f(FloatKind::F16) || acc_f(FloatKind::F32)) {
            Some("accumulator type for f16 tensor is not f16/f32")
        } else if ief == Some(FloatKind::BF16) && !acc_f(FloatKind::F32) {
            Some("accumulator type for bf16 tensor is not f32")
        } else if ief == Some(FloatKind::F32) && !acc_f(FloatKind::F32) {
            Some("accumulator type for f32 tensor is not f32")
        } else {
            None
        };
        if let Some(msg) = msg {
            return Err(err(ctx, arena, op, msg));
        }
    }
    for (e, z, what) in [(ie, ize, "input"), (re, oze, "output")] {
        if e != z {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expect both {what} and its zero point are the same element type, got {} and {}",
                    ty_str(ctx, e),
                    ty_str(ctx, z)
                ),
            ));
        }
    }
    verify_zero_point(ctx, arena, op, 1, "input")?;
    verify_zero_point(ctx, arena, op, 2, "output")
}

/// `ClampOp::verify`.
pub(super) fn verify_clamp(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let ie = storage_elem(ctx, input);
    let oe = storage_elem(ctx, result_type(arena, op, 0));
    if ie != oe {
        return Err(err(ctx, arena, op, "input/output element types are incompatible."));
    }
    let (Some(min), Some(max)) = (
        attr_named(ctx, arena, op, "min_val"),
        attr_named(ctx, arena, op, "max_val"),
    ) else {
        return Ok(());
    };
    let incompatible = "min/max attributes types are incompatible with input/output element types.";
    let shown = |a: Attr| ir::text::printer::attr_to_string(ctx, a);
    let range_err = |msg: &str| {
        err(
            ctx,
            arena,
            op,
            format!("{msg}, got min_val={}, max_val={}", shown(min), shown(max)),
        )
    };
    let is_int = is_int_type(ctx, ie);
    let type_of = |a: Attr| match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } if is_int => Some(*ty),
        AttrKind::Bool(_) if is_int => Some(ctx.int_type(1)),
        AttrKind::Float { ty, .. } if !is_int => Some(*ty),
        _ => None,
    };
    match (type_of(min), type_of(max)) {
        (Some(tmin), Some(tmax)) if tmin == tmax && tmax == ie => {}
        _ => return Err(err(ctx, arena, op, incompatible)),
    }
    if is_int {
        let unsigned = matches!(
            ctx.type_kind(ie),
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        ) || int_width(ctx, ie) == Some(1);
        let value = |a: Attr| -> Option<i128> {
            let v = ir::ods::values::as_int(ctx, a)? as i128;
            let w = int_width(ctx, ie)?.min(64);
            Some(if unsigned && v < 0 && w < 128 {
                v + (1i128 << w)
            } else {
                v
            })
        };
        if let (Some(lo), Some(hi)) = (value(min), value(max)) {
            if hi < lo {
                return Err(range_err("expected min_val <= max_val"));
            }
        }
        return Ok(());
    }
    let (Some(lo), Some(hi)) = (ir::ods::values::as_float(ctx, min), ir::ods::values::as_float(ctx, max)) else {
        return Ok(());
    };
    if lo.is_nan() || hi.is_nan() {
        return Err(range_err("min/max attributes should not be 'NaN'"));
    }
    if hi < lo {
        return Err(range_err("expected min_val <= max_val"));
    }
    Ok(())
}

/// The storage width of a quantized element type (`getStorageTypeIntegralWidth`).
pub(super) fn quant_width(ctx: &Context, t: Type) -> Option<u32> {
    quant_storage(ctx, t).and_then(|s| int_width(ctx, s))
}

/// `MatMulOp::verify`.
pub(super) fn verify_matmul(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(a), Some(b), Some(azp), Some(bzp)) = (
        operand_type(arena, op, 0),
        operand_type(arena, op, 1),
        operand_type(arena, op, 2),
        operand_type(arena, op, 3),
    ) else {
        return Ok(());
    };
    let (ae, be) = (elem_of(ctx, a), elem_of(ctx, b));
    let (aq, bq) = (is_quantized(ctx, ae), is_quantized(ctx, be));
    if aq || bq {
        if !(aq && bq) {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expect operands to be both quantized or both not quantized, got {} and {}",
                    ty_str(ctx, ae),
                    ty_str(ctx, be)
                ),
            ));
        }
        let (aw, bw) = (quant_width(ctx, ae).unwrap_or(0), quant_width(ctx, be).unwrap_or(0));
        if aw != bw {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expect quantized operands to have same widths, got {aw} and {bw}"),
            ));
        }
    }
    verify_zero_points(ctx, arena, op, [(a, azp, "a", 2), (b, bzp, "b", 3)], true)
}

/// `MulOp::verify`.
pub(super) fn verify_mul(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(a), Some(b)) = (operand_type(arena, op, 0), operand_type(arena, op, 1)) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    let re = elem_of(ctx, out);
    if let Some(rw) = int_width(ctx, re) {
        let (ae, be) = (elem_of(ctx, a), elem_of(ctx, b));
        if !is_int_type(ctx, ae) || ae != be {
            return Err(err(ctx, arena, op, "requires the same element type for all operands"));
        }
        if int_width(ctx, ae).unwrap_or(0) > rw {
            return Err(err(ctx, arena, op, "invalid data type size for operands or result"));
        }
    } else {
        if elem_of(ctx, a) != re || elem_of(ctx, b) != re {
            return Err(err(
                ctx,
                arena,
                op,
                "requires the same element type for all operands and results",
            ));
        }
        let shift = operand(arena, op, 2).and_then(|v| zero_point(ctx, arena, v, true));
        if shift.is_some_and(|s| s as i32 != 0) {
            return Err(err(ctx, arena, op, "require shift to be 0 for float type"));
        }
    }
    let (ash, bsh) = (ranked_shape(ctx, a), ranked_shape(ctx, b));
    if let (Some(x), Some(y)) = (ash, bsh) {
        if x.len() != y.len() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "a and b operands don't have matching ranks, got {} and {}",
                    x.len(),
                    y.len()
                ),
            ));
        }
        if broadcast_shapes(x, y).is_none() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "a and b operands don't have broadcast-compatible shapes, got {} and {}",
                    ty_str(ctx, a),
                    ty_str(ctx, b)
                ),
            ));
        }
    }
    let Some(rs) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    for (s, what) in [(ash, "a"), (bsh, "b")] {
        if let Some(s) = s {
            if s.len() != rs.len() {
                return Err(err(
                    ctx,
                    arena,
                    op,
                    format!(
                        "result type has different rank than {what}, got {} vs {}",
                        rs.len(),
                        s.len()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `ConcatOp::verify`.
pub(super) fn verify_concat(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let inputs = operand_types(arena, op);
    if inputs.is_empty() {
        return Err(err(ctx, arena, op, "expect at least one input"));
    }
    let out = result_type(arena, op, 0);
    for &t in &inputs {
        verify_same_element_types(ctx, arena, op, t, out)?;
    }
    let axis = int_attr_value(ctx, arena, op, "axis").unwrap_or(0);
    let shapes: Vec<Option<&[i64]>> = inputs.iter().map(|&t| ranked_shape(ctx, t)).collect();
    let Some(first) = shapes.iter().flatten().next().copied() else {
        return Ok(());
    };
    if axis < 0 || axis >= first.len() as i64 {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got {axis}"),
        ));
    }
    if shapes.iter().any(Option::is_none) {
        return Ok(());
    }
    let ranked: Vec<&[i64]> = shapes.into_iter().flatten().collect();
    for (n, s) in ranked.iter().enumerate().skip(1) {
        if s.len() != first.len() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expect all operands to have the same rank, but got {} vs {} on operands 0 and {n}",
                    first.len(),
                    s.len()
                ),
            ));
        }
        for i in 0..s.len() {
            if i as i64 == axis || first[i] == DYNAMIC || s[i] == DYNAMIC {
                continue;
            }
            if s[i] != first[i] {
                return Err(err(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expect all operand shapes to have the same sizes on non-axis dimensions, but got {} vs {} at index {i} on operands 0 and {n}",
                        s[i], first[i]
                    ),
                ));
            }
        }
    }
    if let Some(os) = ranked_shape(ctx, out) {
        if os.len() != first.len() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expect output rank to match inputs rank, got {} vs {}",
                    os.len(),
                    first.len()
                ),
            ));
        }
    }
    let a = axis as usize;
    let sum = ranked
        .iter()
        .try_fold(0i64, |acc, s| s.get(a).filter(|&&d| d != DYNAMIC).map(|d| acc + d));
    if let (Some(sum), Some(os)) = (sum, ranked_shape(ctx, out)) {
        let od = dim(Some(os), a);
        if od != DYNAMIC && sum != od {
            return Err(err(
                ctx,
                arena,
                op,
                format!("requires sum of axis dimensions of input1 equal to output axis dimension, got {sum} and {od}"),
            ));
        }
    }
    Ok(())
}

/// `getConstShapeValues`: the values of a `tosa.const_shape` operand.
pub(super) fn const_shape_values(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<i64>> {
    let Value::Result { op: def, .. } = v else { return None };
    if ctx.op_info(arena.op_name(def)).name() != "tosa.const_shape" {
        return None;
    }
    dense_ints(ctx, attr_named(ctx, arena, def, "values")?)
}

pub(super) fn num_elements(shape: &[i64]) -> Option<i64> {
    shape
        .iter()
        .try_fold(1i64, |acc, &d| (d != DYNAMIC).then(|| acc.saturating_mul(d)))
}

/// `ReshapeOp::verify`.
pub(super) fn verify_reshape(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, input, out)?;
    let Some(values) = operand(arena, op, 1).and_then(|v| const_shape_values(ctx, arena, v)) else {
        return Ok(());
    };
    if values.iter().filter(|&&d| d == -1).count() > 1 {
        return Err(err(ctx, arena, op, "expected at most one target dimension to be -1"));
    }
    let Some(os) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    if values.len() != os.len() {
        return Err(err(ctx, arena, op, "new shape does not match result rank"));
    }
    for (&n, &o) in values.iter().zip(os) {
        if n != -1 && n != DYNAMIC && o != DYNAMIC && n != o {
            return Err(err(ctx, arena, op, "new shape is inconsistent with result shape"));
        }
        if n != DYNAMIC && n < -1 {
            return Err(err(
                ctx,
                arena,
                op,
                format!("new shape has invalid tensor dimension size {n}"),
            ));
        }
    }
    let Some(in_count) = ranked_shape(ctx, input).and_then(num_elements) else {
        return Ok(());
    };
    if let Some(out_count) = num_elements(os) {
        if in_count != out_count {
            return Err(err(
                ctx,
                arena,
                op,
                format!("cannot reshape {in_count} elements into {out_count}"),
            ));
        }
    }
    let new_count = values
        .iter()
        .filter(|&&d| d > 0)
        .fold(1i64, |acc, &d| acc.saturating_mul(d));
    let all_static = values.iter().all(|&d| d > 0);
    if (all_static && in_count != new_count) || (!all_static && new_count > in_count) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("cannot reshape {in_count} elements into {new_count}"),
        ));
    }
    Ok(())
}

/// `TransposeOp::verify`.
pub(super) fn verify_transpose(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, input, out)?;
    let perms = dense_attr(ctx, arena, op, "perms");
    let (is, os) = (ranked_shape(ctx, input), ranked_shape(ctx, out));
    if let Some(is) = is {
        if perms.len() != is.len() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expected perms attribute to have size {} (input rank) but got size {}",
                    is.len(),
                    perms.len()
                ),
            ));
        }
    }
    if let (Some(is), Some(os)) = (is, os) {
        if is.len() != os.len() {
            return Err(err(
                ctx,
                arena,
                op,
                "expected input tensor rank to equal result tensor rank",
            ));
        }
    }
    if let Some(os) = os {
        if perms.len() != os.len() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expected perms attribute to have size {} (output rank) but got size {}",
                    os.len(),
                    perms.len()
                ),
            ));
        }
    }
    let mut seen = vec![false; perms.len()];
    let valid = perms.iter().all(|&p| {
        let ok = p >= 0 && (p as usize) < perms.len() && !seen[p as usize];
        if ok {
            seen[p as usize] = true;
        }
        ok
    });
    if !valid {
        return Err(err(ctx, arena, op, "expected valid permutation indices"));
    }
    let (Some(is), Some(os)) = (is, os) else { return Ok(()) };
    if let (Some(ic), Some(oc)) = (num_elements(is), num_elements(os)) {
        if ic != oc {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expected input1 and output to have same numbers of elements, got {ic} and {oc}"),
            ));
        }
    }
    for (i, &p) in perms.iter().enumerate() {
        let (id, od) = (is[p as usize], os[i]);
        if id == DYNAMIC || od == DYNAMIC {
            continue;
        }
        if id != od {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expected output tensor dim {i} to match input dim {p} with value of {id}"),
            ));
        }
    }
    Ok(())
}

/// `verifyRescaleValueAndZpTypes`.
pub(super) fn verify_rescale_zp_types(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    val: Type,
    zp: Type,
    name: &str,
) -> VResult {
    let (e, ze) = (storage_elem(ctx, val), storage_elem(ctx, zp));
    let both_ints = is_int_type(ctx, e) && is_int_type(ctx, ze);
    if !both_ints || int_width(ctx, e) != int_width(ctx, ze) {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expected {name} and {name}_zp to both be integer of the same bitwidth, but got {} vs. {}",
                ty_str(ctx, e),
                ty_str(ctx, ze)
            ),
        ));
    }
    Ok(())
}

/// The rescale form of `verifyZeroPoint`.
pub(super) fn verify_rescale_zero_point(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    index: usize,
    input: bool,
) -> VResult {
    let (name, unsigned) = if input {
        ("input", bool_attr(ctx, arena, op, "input_unsigned"))
    } else {
        ("output", bool_attr(ctx, arena, op, "output_unsigned"))
    };
    let Some(v) = operand(arena, op, index) else {
        return Ok(());
    };
    let Some(zp) = zero_point(ctx, arena, v, !unsigned) else {
        return Ok(());
    };
    if zp == 0 {
        return Ok(());
    }
    let w = int_width(ctx, elem_of(ctx, arena.value_type(v)));
    if w != Some(8) && !(w == Some(16) && unsigned) {
        return Err(err(ctx, arena, op, format!("expect {name}_zp of 0, got {zp}")));
    }
    if w == Some(16) && unsigned && zp != 32768 {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect {name}_zp of 0 or 32768 for unsigned int16 {name}, got {zp}"),
        ));
    }
    Ok(())
}

/// `RescaleOp::verify`.
pub(super) fn verify_rescale(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [input, multiplier, shift, izp, ozp] = types.as_slice() else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    let ie = storage_elem(ctx, *input);
    if !is_int_type(ctx, ie) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect input to have integer element type, got {}", ty_str(ctx, ie)),
        ));
    }
    let oe = storage_elem(ctx, out);
    if !is_int_type(ctx, oe) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect output to have integer element type, got {}", ty_str(ctx, oe)),
        ));
    }
    verify_rescale_zp_types(ctx, arena, op, *input, *izp, "input")?;
    verify_rescale_zp_types(ctx, arena, op, out, *ozp, "output")?;
    verify_rescale_zero_point(ctx, arena, op, 3, true)?;
    verify_rescale_zero_point(ctx, arena, op, 4, false)?;
    let me = elem_of(ctx, *multiplier);
    let scale32 = bool_attr(ctx, arena, op, "scale32");
    if scale32 && int_width(ctx, me) != Some(32) {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expect i32 element type for multiplier for scale32=true, got {}",
                ty_str(ctx, me)
            ),
        ));
    }
    if !scale32 && int_width(ctx, me) != Some(16) {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expect i16 element type for multiplier for scale32=false, got {}",
                ty_str(ctx, me)
            ),
        ));
    }
    let Some(is) = ranked_shape(ctx, *input) else {
        return Ok(());
    };
    let mut channels = 1;
    if bool_attr(ctx, arena, op, "per_channel") {
        let Some(&last) = is.last() else {
            return Err(err(
                ctx,
                arena,
                op,
                "requires input to be at least rank 1 when per_channel is true, but got rank 0",
            ));
        };
        channels = last;
    }
    for (t, what) in [(*multiplier, "multiplier"), (*shift, "shift")] {
        let Some(s) = ranked_shape(ctx, t) else { return Ok(()) };
        let d = dim(Some(s), 0);
        if d != DYNAMIC && d != channels {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expect shape of {{ {channels} }} for {what} input, got {{ {d} }}"),
            ));
        }
    }
    Ok(())
}

/// Two shapes of one rank whose sizes agree wherever both are static.
pub(super) fn dims_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// `verifyCompatibleShape` of two types: unranked is compatible with
/// anything; ranked ones need the same rank and equal static sizes.
pub(super) fn shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a).shape(), ctx.type_kind(b).shape()) {
        (Some(x), Some(y)) => dims_compatible(x, y),
        _ => true,
    }
}

pub(super) fn tensor_type(ctx: &Context, shape: Option<Vec<i64>>, element: Type) -> Type {
    match shape {
        Some(shape) => ctx.get_type(TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        }),
        None => ctx.get_type(TypeKind::UnrankedTensor { element }),
    }
}

/// `verifyInferredResultTypes` with tosa's `isCompatibleReturnTypes`
/// (same element type, compatible shape).
pub(super) fn verify_inferred(ctx: &Context, arena: &IrArena, op: OpId, inferred: Type) -> VResult {
    let actual = result_type(arena, op, 0);
    if elem_of(ctx, inferred) == elem_of(ctx, actual) && shapes_compatible(ctx, inferred, actual) {
        return Ok(());
    }
    Err(err(
        ctx,
        arena,
        op,
        format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            ty_str(ctx, inferred),
            ty_str(ctx, actual)
        ),
    ))
}

/// `verifyReduceOp`, then the inferred result type (`ReduceInferReturnTypes`).
pub(super) fn verify_reduce(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    let AxisRanks {
        axis,
        input: is,
        output: os,
    } = verify_axis_ranks(ctx, arena, op, input, out, "reduce", "reduce axis must not be negative")?;
    if let Some(os) = os.filter(|s| !s.is_empty()) {
        let d = os[axis as usize];
        if d != DYNAMIC && d != 1 {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expect reduced dimension size to be 1, got {d}"),
            ));
        }
    }
    let shape = is.filter(|s| (s.len() as i64) > axis).map(|s| {
        let mut s = s.to_vec();
        s[axis as usize] = 1;
        s
    });
    verify_inferred(ctx, arena, op, tensor_type(ctx, shape, elem_of(ctx, input)))
}

/// What [`verify_axis_ranks`] found: the axis and the ranked input and
/// output shapes.
pub(super) struct AxisRanks<'c> {
    /// The `axis` attribute (0 when absent).
    pub axis: i64,
    /// The input's shape, when ranked.
    pub input: Option<&'c [i64]>,
    /// The output's shape, when ranked.
    pub output: Option<&'c [i64]>,
}

/// The `axis` checks shared by the reduce ops and `ReverseOp`: `axis` must
/// not be negative (`negative` is the op's message) and must lie below the
/// input's and output's ranks (`what` names the axis, "reduce" or
/// "reverse"), and the two ranks must agree. Returns the axis and the
/// ranked input and output shapes.
pub(super) fn verify_axis_ranks<'c>(
    ctx: &'c Context,
    arena: &IrArena,
    op: OpId,
    input: Type,
    out: Type,
    what: &str,
    negative: &str,
) -> Result<AxisRanks<'c>, Diagnostic> {
    let axis = int_attr_value(ctx, arena, op, "axis").unwrap_or(0);
    if axis < 0 {
        return Err(err(ctx, arena, op, negative));
    }
    let is = ranked_shape(ctx, input);
    let os = ranked_shape(ctx, out);
    for (which, shape) in [("input", is), ("output", os)] {
        let Some(shape) = shape else { continue };
        let rank = shape.len() as i64;
        if which == "output" && is.is_some_and(|s| s.len() != shape.len()) {
            return Err(err(
                ctx,
                arena,
                op,
                "expect output tensor rank to be equal to input tensor rank",
            ));
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expect {which} tensor rank ({rank}) to be larger than {what} axis ({axis})"),
            ));
        }
    }
    Ok(AxisRanks {
        axis,
        input: is,
        output: os,
    })
}

/// `ConcatOp::verify`, then the inferred result type.
pub(super) fn verify_concat_inferred(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_concat(ctx, arena, op)?;
    let inputs = operand_types(arena, op);
    let Some(&first) = inputs.first() else { return Ok(()) };
    let axis = int_attr_value(ctx, arena, op, "axis").unwrap_or(0);
    let ranked: Vec<&[i64]> = inputs.iter().filter_map(|&t| ranked_shape(ctx, t)).collect();
    let element = elem_of(ctx, first);
    let Some(rank) = ranked.first().map(|s| s.len()) else {
        return verify_inferred(ctx, arena, op, tensor_type(ctx, None, element));
    };
    let mut shape = vec![DYNAMIC; rank];
    for s in &ranked {
        for (i, &d) in s.iter().enumerate().take(rank) {
            if i as i64 != axis && d != DYNAMIC && shape[i] == DYNAMIC {
                shape[i] = d;
            }
        }
    }
    let a = axis as usize;
    let all_ranked = ranked.len() == inputs.len();
    let sum = ranked
        .iter()
        .try_fold(0i64, |acc, s| s.get(a).filter(|&&d| d != DYNAMIC).map(|d| acc + d));
    if let Some(slot) = shape.get_mut(a) {
        *slot = match (all_ranked, sum) {
            (true, Some(n)) => n,
            _ => DYNAMIC,
        };
    }
    verify_inferred(ctx, arena, op, tensor_type(ctx, Some(shape), element))
}

/// `errorIfTypeOrShapeMismatch` over two value lists.
pub(super) fn verify_lists_match(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    a: &[Type],
    an: &str,
    b: &[Type],
    bn: &str,
) -> VResult {
    if a.len() != b.len() {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "require same number of values in {an} ({}) and {bn} ({})",
                a.len(),
                b.len()
            ),
        ));
    }
    for (&x, &y) in a.iter().zip(b) {
        let (ex, ey) = (elem_of(ctx, x), elem_of(ctx, y));
        if ex != ey {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "require same element type for {an} ({}) and {bn} ({})",
                    ty_str(ctx, ex),
                    ty_str(ctx, ey)
                ),
            ));
        }
        if !shapes_compatible(ctx, x, y) {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "require same shapes for {an} ({}) and {bn} ({})",
                    ty_str(ctx, x),
                    ty_str(ctx, y)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn region_arg_types(arena: &IrArena, region: RegionId) -> Vec<Type> {
    region_args(arena, region)
        .into_iter()
        .map(|v| arena.value_type(v))
        .collect()
}

/// The operand types of the terminator of `region`'s first block.
pub(super) fn yield_types(arena: &IrArena, region: RegionId) -> Vec<Type> {
    arena
        .region_blocks(region)
        .first()
        .and_then(|&b| arena.last_op(b))
        .map(|t| operand_types(arena, t))
        .unwrap_or_default()
}

/// `errorIfShapeNotSizeOne` fails: a static shape with other than one element.
pub(super) fn not_size_one(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).shape().and_then(num_elements).is_some_and(|n| n != 1)
}

/// `IfOp::verify`.
pub(super) fn verify_if(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let regions = arena.regions(op).to_vec();
    let (Some(&then_r), Some(&else_r)) = (regions.first(), regions.get(1)) else {
        return Ok(());
    };
    let types = operand_types(arena, op);
    let Some((&cond, inputs)) = types.split_first() else {
        return Ok(());
    };
    let results: Vec<Type> = arena.result_types(op).collect();
    verify_lists_match(
        ctx,
        arena,
        op,
        &region_arg_types(arena, then_r),
        "'then_graph' arguments",
        inputs,
        "'input_list'",
    )?;
    verify_lists_match(
        ctx,
        arena,
        op,
        &region_arg_types(arena, else_r),
        "'else_graph' arguments",
        inputs,
        "'input_list'",
    )?;
    verify_lists_match(
        ctx,
        arena,
        op,
        &yield_types(arena, then_r),
        "'then_graph' results",
        &results,
        "'output_list'",
    )?;
    verify_lists_match(
        ctx,
        arena,
        op,
        &yield_types(arena, else_r),
        "'else_graph' results",
        &results,
        "'output_list'",
    )?;
    if not_size_one(ctx, cond) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("'condition' must be a size 1 tensor, got {}", ty_str(ctx, cond)),
        ));
    }
    Ok(())
}

/// `WhileOp::verify`.
pub(super) fn verify_while(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let regions = arena.regions(op).to_vec();
    let (Some(&cond_r), Some(&body_r)) = (regions.first(), regions.get(1)) else {
        return Ok(());
    };
    let inputs = operand_types(arena, op);
    let results: Vec<Type> = arena.result_types(op).collect();
    verify_lists_match(ctx, arena, op, &inputs, "'input_list'", &results, "'output_list'")?;
    verify_lists_match(
        ctx,
        arena,
        op,
        &region_arg_types(arena, cond_r),
        "'cond_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    verify_lists_match(
        ctx,
        arena,
        op,
        &region_arg_types(arena, body_r),
        "'body_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    verify_lists_match(
        ctx,
        arena,
        op,
        &yield_types(arena, body_r),
        "'body_graph' results",
        &inputs,
        "'input_list'",
    )?;
    let cond_out = yield_types(arena, cond_r);
    let [t] = cond_out.as_slice() else {
        return Err(err(ctx, arena, op, "require 'cond_graph' only have one result"));
    };
    if not_size_one(ctx, *t) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("'cond_graph' result must be a size 1 tensor, got {}", ty_str(ctx, *t)),
        ));
    }
    if !matches!(ctx.type_kind(elem_of(ctx, *t)), TypeKind::Integer { width: 1, .. }) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("'cond_graph' result must be a boolean tensor, got {}", ty_str(ctx, *t)),
        ));
    }
    Ok(())
}

/// `ReverseOp::verify`.
pub(super) fn verify_reverse(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, input, out)?;
    verify_axis_ranks(
        ctx,
        arena,
        op,
        input,
        out,
        "reverse",
        "expected non-negative reverse axis",
    )?;
    Ok(())
}

/// `SelectOp::verify`.
pub(super) fn verify_select(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [pred, a, b] = types.as_slice() else { return Ok(()) };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, *a, out)?;
    verify_same_element_types(ctx, arena, op, *b, out)?;
    let pe = elem_of(ctx, *pred);
    if !matches!(ctx.type_kind(pe), TypeKind::Integer { width: 1, .. }) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expect element type of bool for input1, got {}", ty_str(ctx, pe)),
        ));
    }
    Ok(())
}

/// `NegateOp::verify`.
pub(super) fn verify_negate(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [input, izp, ozp] = types.as_slice() else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, *input, out)?;
    if !shapes_compatible(ctx, *input, out) {
        return Err(err(ctx, arena, op, "requires the same shape for input1 and output"));
    }
    verify_zero_points(
        ctx,
        arena,
        op,
        [(*input, *izp, "input1", 1), (out, *ozp, "output", 2)],
        false,
    )
}

/// `ArgMaxOp::verify`.
pub(super) fn verify_argmax(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let out = result_type(arena, op, 0);
    if !matches!(
        ctx.type_kind(elem_of(ctx, out)),
        TypeKind::Integer { .. } | TypeKind::Index
    ) {
        return Err(err(ctx, arena, op, "result tensor is not of integer type"));
    }
    let Some(is) = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t)) else {
        return Ok(());
    };
    let axis = int_attr_value(ctx, arena, op, "axis").unwrap_or(0);
    if axis < 0 || axis >= is.len() as i64 {
        return Err(err(ctx, arena, op, "specified axis is outside the rank of the tensor"));
    }
    let Some(os) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    let mut expected = is.to_vec();
    expected.remove(axis as usize);
    if !dims_compatible(&expected, os) {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expected output shape '{}', got '{}'", join(&expected), join(os)),
        ));
    }
    Ok(())
}

/// `TableOp::verify`.
pub(super) fn verify_table(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(is), Some(os)) = (
        operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t)),
        ranked_shape(ctx, result_type(arena, op, 0)),
    ) else {
        return Ok(());
    };
    if is.len() != os.len() {
        return Err(err(
            ctx,
            arena,
            op,
            "expected input tensor rank to equal result tensor rank",
        ));
    }
    for (i, (&id, &od)) in is.iter().zip(os).enumerate() {
        if od != DYNAMIC && od != id {
            let shown = if id == DYNAMIC {
                i64::MIN.to_string()
            } else {
                id.to_string()
            };
            return Err(err(
                ctx,
                arena,
                op,
                format!("dim(result, {i}) = {od} doesn't match dim(input, {i}) = {shown}"),
            ));
        }
    }
    Ok(())
}

/// `GatherOp::verify`.
pub(super) fn verify_gather(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(values), Some(indices)) = (operand_type(arena, op, 0), operand_type(arena, op, 1)) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, values, out)?;
    let vs = ranked_shape(ctx, values);
    let (mut n, c) = (dim(vs, 0), dim(vs, 2));
    let mut w = DYNAMIC;
    if let Some(is) = ranked_shape(ctx, indices) {
        let indices_n = dim(Some(is), 0);
        w = dim(Some(is), 1);
        if n == DYNAMIC {
            n = indices_n;
        } else if indices_n != DYNAMIC && n != indices_n {
            return Err(err(
                ctx,
                arena,
                op,
                format!("requires indices dimension 0 to have size {n}, got {indices_n}"),
            ));
        }
    }
    if let Some(os) = ranked_shape(ctx, out) {
        for (i, expected, what) in [(0, n, n), (1, w, w), (2, c, c)] {
            let got = dim(Some(os), i);
            if expected != DYNAMIC && got != DYNAMIC && what != got {
                return Err(err(
                    ctx,
                    arena,
                    op,
                    format!("requires output dimension {i} to have size {expected}, got {got}"),
                ));
            }
        }
    }
    Ok(())
}

/// `verifyDimIsPowerOfTwo`.
pub(super) fn verify_power_of_two(ctx: &Context, arena: &IrArena, op: OpId, size: i64, name: &str) -> VResult {
    if size == DYNAMIC || (size > 0 && size & (size - 1) == 0) {
        return Ok(());
    }
    Err(err(
        ctx,
        arena,
        op,
        format!("expected {name} to be a power of two, got {size}"),
    ))
}

/// `FFT2dOp::verify`.
pub(super) fn verify_fft2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(re), Some(im)) = (
        operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t)),
        operand_type(arena, op, 1).and_then(|t| ranked_shape(ctx, t)),
    ) else {
        return Ok(());
    };
    let pick = |a: i64, b: i64| if a == DYNAMIC { a } else { b };
    verify_power_of_two(ctx, arena, op, pick(dim(Some(re), 1), dim(Some(im), 1)), "height")?;
    verify_power_of_two(ctx, arena, op, pick(dim(Some(re), 2), dim(Some(im), 2)), "width")
}

/// `RFFT2dOp::verify`.
pub(super) fn verify_rfft2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let results: Vec<Type> = arena.result_types(op).collect();
    if results.windows(2).any(|w| !shapes_compatible(ctx, w[0], w[1])) {
        let shown: Vec<String> = results.iter().map(|&t| ty_str(ctx, t)).collect();
        return Err(err(
            ctx,
            arena,
            op,
            format!("expected output shapes to match, got {}", shown.join(", ")),
        ));
    }
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let Some(is) = ranked_shape(ctx, input) else {
        return Ok(());
    };
    let (height, width) = (dim(Some(is), 1), dim(Some(is), 2));
    verify_power_of_two(ctx, arena, op, height, "height")?;
    verify_power_of_two(ctx, arena, op, width, "width")?;
    let Some(&out) = results.first() else { return Ok(()) };
    let Some(os) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    let (ib, ob) = (&is[..is.len().saturating_sub(1)], &os[..os.len().saturating_sub(1)]);
    if !dims_compatible(ib, ob) {
        return Err(err(
            ctx,
            arena,
            op,
            format!(
                "expected batch and height dimensions of input/output to match, got input={} output={}",
                ty_str(ctx, input),
                ty_str(ctx, out)
            ),
        ));
    }
    let out_width = dim(Some(os), 2);
    if width != DYNAMIC && out_width != DYNAMIC && out_width != width / 2 + 1 {
        return Err(err(
            ctx,
            arena,
            op,
            format!("expected output width to be equal to input_width / 2 + 1, got {out_width}"),
        ));
    }
    Ok(())
}

/// `SliceOp::verify`.
pub(super) fn verify_slice(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [input, start, size] = types.as_slice() else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, *input, out)?;
    let Some(is) = ranked_shape(ctx, *input) else {
        return Ok(());
    };
    let rank = is.len() as i64;
    if let Some(os) = ranked_shape(ctx, out) {
        if os.len() != is.len() {
            return Err(err(
                ctx,
                arena,
                op,
                format!(
                    "expect input1 and output to have the same ranks, got {rank} and {}",
                    os.len()
                ),
            ));
        }
    }
    if shape_rank(ctx, *start) != Some(rank) {
        return Err(err(
            ctx,
            arena,
            op,
            "length of start is not equal to rank of input shape",
        ));
    }
    if shape_rank(ctx, *size) != Some(rank) {
        return Err(err(
            ctx,
            arena,
            op,
            "length of size is not equal to rank of input shape",
        ));
    }
    Ok(())
}

/// `TileOp::verify`.
pub(super) fn verify_tile(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(multiples)) = (operand_type(arena, op, 0), operand(arena, op, 1)) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, input, out)?;
    let m_rank = shape_rank(ctx, arena.value_type(multiples)).unwrap_or(-1);
    let (is, os) = (ranked_shape(ctx, input), ranked_shape(ctx, out));
    if let Some(is) = is {
        if is.len() as i64 != m_rank {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expect 'multiples' to have rank {} but got {m_rank}.", is.len()),
            ));
        }
        if os.is_some_and(|o| o.len() != is.len()) {
            return Err(err(ctx, arena, op, "expect same input and output tensor rank."));
        }
    } else if let Some(os) = os {
        if os.len() as i64 != m_rank {
            return Err(err(
                ctx,
                arena,
                op,
                format!("expect 'multiples' array to have length {} but got {m_rank}.", os.len()),
            ));
        }
    }
    if let Some(values) = const_shape_values(ctx, arena, multiples) {
        if values.iter().any(|&v| v <= 0 && v != -1) {
            return Err(err(
                ctx,
                arena,
                op,
                "expect element of 'multiples' to be positive integer or -1.",
            ));
        }
    }
    Ok(())
}
