//! The verifiers of the tosa arithmetic ops (`TosaOps.cpp`): clamp,
//! matmul, mul, rescale and the FFTs.

use super::*;

/// `ClampOp::verify`.
pub(super) fn verify_clamp(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let ie = storage_elem(ctx, input);
    let oe = storage_elem(ctx, result_type(arena, op, 0));
    if ie != oe {
        return fail(ctx, arena, op, "input/output element types are incompatible.");
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
        _ => return fail(ctx, arena, op, incompatible),
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
            return fail_types(
                ctx,
                arena,
                op,
                "expect operands to be both quantized or both not quantized, got ",
                (ae, be),
            );
        }
        let (aw, bw) = (quant_width(ctx, ae).unwrap_or(0), quant_width(ctx, be).unwrap_or(0));
        if aw != bw {
            let msg = format!("expect quantized operands to have same widths, got {aw} and {bw}");
            return fail(ctx, arena, op, msg);
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
            return fail(ctx, arena, op, "requires the same element type for all operands");
        }
        if int_width(ctx, ae).unwrap_or(0) > rw {
            return fail(ctx, arena, op, "invalid data type size for operands or result");
        }
    } else {
        if elem_of(ctx, a) != re || elem_of(ctx, b) != re {
            let msg = "requires the same element type for all operands and results";
            return fail(ctx, arena, op, msg);
        }
        let shift = operand(arena, op, 2).and_then(|v| zero_point(ctx, arena, v, true));
        if shift.is_some_and(|s| s as i32 != 0) {
            return fail(ctx, arena, op, "require shift to be 0 for float type");
        }
    }
    let (ash, bsh) = (ranked_shape(ctx, a), ranked_shape(ctx, b));
    if let (Some(x), Some(y)) = (ash, bsh) {
        if x.len() != y.len() {
            let msg = format!(
                "a and b operands don't have matching ranks, got {} and {}",
                x.len(),
                y.len()
            );
            return fail(ctx, arena, op, msg);
        }
        if broadcast_shapes(x, y).is_none() {
            return fail_types(
                ctx,
                arena,
                op,
                "a and b operands don't have broadcast-compatible shapes, got ",
                (a, b),
            );
        }
    }
    let Some(rs) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    for (s, what) in [(ash, "a"), (bsh, "b")] {
        if let Some(s) = s {
            if s.len() != rs.len() {
                let msg = format!(
                    "result type has different rank than {what}, got {} vs {}",
                    rs.len(),
                    s.len()
                );
                return fail(ctx, arena, op, msg);
            }
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
        let msg = format!(
            "expected {name} and {name}_zp to both be integer of the same bitwidth, but got {} vs. {}",
            ty_str(ctx, e),
            ty_str(ctx, ze)
        );
        return fail(ctx, arena, op, msg);
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
        return fail(ctx, arena, op, format!("expect {name}_zp of 0, got {zp}"));
    }
    if w == Some(16) && unsigned && zp != 32768 {
        let msg = format!("expect {name}_zp of 0 or 32768 for unsigned int16 {name}, got {zp}");
        return fail(ctx, arena, op, msg);
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
        return fail_type(ctx, arena, op, "expect input to have integer element type, got ", ie);
    }
    let oe = storage_elem(ctx, out);
    if !is_int_type(ctx, oe) {
        return fail_type(ctx, arena, op, "expect output to have integer element type, got ", oe);
    }
    verify_rescale_zp_types(ctx, arena, op, *input, *izp, "input")?;
    verify_rescale_zp_types(ctx, arena, op, out, *ozp, "output")?;
    verify_rescale_zero_point(ctx, arena, op, 3, true)?;
    verify_rescale_zero_point(ctx, arena, op, 4, false)?;
    let me = elem_of(ctx, *multiplier);
    let scale32 = bool_attr(ctx, arena, op, "scale32");
    if scale32 && int_width(ctx, me) != Some(32) {
        return fail_type(
            ctx,
            arena,
            op,
            "expect i32 element type for multiplier for scale32=true, got ",
            me,
        );
    }
    if !scale32 && int_width(ctx, me) != Some(16) {
        return fail_type(
            ctx,
            arena,
            op,
            "expect i16 element type for multiplier for scale32=false, got ",
            me,
        );
    }
    let Some(is) = ranked_shape(ctx, *input) else {
        return Ok(());
    };
    let mut channels = 1;
    if bool_attr(ctx, arena, op, "per_channel") {
        let Some(&last) = is.last() else {
            let msg = "requires input to be at least rank 1 when per_channel is true, but got rank 0";
            return fail(ctx, arena, op, msg);
        };
        channels = last;
    }
    for (t, what) in [(*multiplier, "multiplier"), (*shift, "shift")] {
        let Some(s) = ranked_shape(ctx, t) else { return Ok(()) };
        let d = dim(Some(s), 0);
        if d != DYNAMIC && d != channels {
            let msg = format!("expect shape of {{ {channels} }} for {what} input, got {{ {d} }}");
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(())
}

/// `verifyDimIsPowerOfTwo`.
pub(super) fn verify_power_of_two(ctx: &Context, arena: &IrArena, op: OpId, size: i64, name: &str) -> VResult {
    if size == DYNAMIC || (size > 0 && size & (size - 1) == 0) {
        return Ok(());
    }
    let msg = format!("expected {name} to be a power of two, got {size}");
    fail(ctx, arena, op, msg)
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
        let msg = format!("expected output shapes to match, got {}", shown.join(", "));
        return fail(ctx, arena, op, msg);
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
        let msg = format!(
            "expected batch and height dimensions of input/output to match, got input={} output={}",
            ty_str(ctx, input),
            ty_str(ctx, out)
        );
        return fail(ctx, arena, op, msg);
    }
    let out_width = dim(Some(os), 2);
    if width != DYNAMIC && out_width != DYNAMIC && out_width != width / 2 + 1 {
        let msg = format!("expected output width to be equal to input_width / 2 + 1, got {out_width}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}
