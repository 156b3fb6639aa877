//! The verifiers of the tosa block-scaled (MXFP) ops:
//! `tosa.matmul_t_block_scaled`, `tosa.cast_from_block_scaled` and
//! `tosa.cast_to_block_scaled`.

use super::*;

/// The number of elements a `block_size` attribute names
/// (`BLOCK_SIZE_32` → 32); 32 when absent.
fn block_size(ctx: &Context, arena: &IrArena, op: OpId) -> i64 {
    attr_named(ctx, arena, op, "block_size")
        .and_then(|a| enum_value(ctx, a))
        .and_then(|v| v.strip_prefix("BLOCK_SIZE_").and_then(|n| n.parse().ok()))
        .unwrap_or(32)
}

/// `Diagnostic << ArrayRef<int64_t>` of a shape: dynamic sizes as `?`.
fn join_dims(shape: &[i64]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| if d == DYNAMIC { "?".to_string() } else { d.to_string() })
        .collect();
    dims.join(", ")
}

/// `tryUpdateDimOrFailure`: a static `size` must agree with a static
/// `known` (else `expected DIM of OPERAND to match size KNOWN, got SIZE`),
/// and fills a dynamic one.
fn update_dim(ctx: &Context, arena: &IrArena, op: OpId, known: &mut i64, size: i64, names: (&str, &str)) -> VResult {
    if *known == DYNAMIC {
        *known = size;
        return Ok(());
    }
    if size == DYNAMIC || size == *known {
        return Ok(());
    }
    let (dim_name, operand_name) = names;
    let msg = format!("expected {dim_name} of {operand_name} to match size {known}, got {size}");
    fail(ctx, arena, op, msg)
}

/// The sizes `matmul_t_block_scaled` gathers from its operands: A is
/// [N, H, C], B is [D, W, C], and the scales end in C / block_size.
struct MatmulDims {
    n: i64,
    h: i64,
    c: i64,
    scaled_c: i64,
    d: i64,
    w: i64,
}

/// [`update_dim`] for the three sizes of one rank-3 operand (`shape`,
/// named `operand`), each with its name in the messages.
fn update_dims(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (shape, operand): (&[i64], &str),
    known: [(&mut i64, &str); 3],
) -> VResult {
    for (i, (known, name)) in known.into_iter().enumerate() {
        update_dim(ctx, arena, op, known, dim(Some(shape), i), (name, operand))?;
    }
    Ok(())
}

/// Merges the sizes of `a_scale` [N, H, C/bs], `b_data` [D, W, C] and
/// `b_scale` [D, W, C/bs] into `dims`, in that order (D is unknown before
/// `b_data`, which thus sets it).
fn merge_matmul_dims(ctx: &Context, arena: &IrArena, op: OpId, types: [Type; 3], dims: &mut MatmulDims) -> VResult {
    let [a_scale, b_data, b_scale] = types.map(|t| ranked_shape(ctx, t));
    if let Some(s) = a_scale {
        let known = [
            (&mut dims.n, "batch"),
            (&mut dims.h, "height"),
            (&mut dims.scaled_c, "C/block_size"),
        ];
        update_dims(ctx, arena, op, (s, "a_scale"), known)?;
    }
    if let Some(s) = b_data {
        let known = [
            (&mut dims.d, "batch"),
            (&mut dims.w, "width"),
            (&mut dims.c, "channels"),
        ];
        update_dims(ctx, arena, op, (s, "b_data"), known)?;
    }
    if let Some(s) = b_scale {
        let known = [
            (&mut dims.d, "batch"),
            (&mut dims.w, "width"),
            (&mut dims.scaled_c, "C/block_size"),
        ];
        update_dims(ctx, arena, op, (s, "b_scale"), known)?;
    }
    Ok(())
}

/// `MatmulTBlockScaledOp::verify`: one data element type, the shared sizes
/// of the operands, B's batch broadcastable to A's, C a multiple of the
/// block size matching the scales, and the output [N, H, W].
pub(super) fn verify_matmul_t_block_scaled(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [a_data, a_scale, b_data, b_scale] = types.as_slice() else {
        return Ok(());
    };
    let (ae, be) = (elem_of(ctx, *a_data), elem_of(ctx, *b_data));
    if ae != be {
        let msg = "expect A_data and B_data to have same element type, got ";
        return fail_types(ctx, arena, op, msg, (ae, be));
    }
    let a = ranked_shape(ctx, *a_data);
    let mut dims = MatmulDims {
        n: dim(a, 0),
        h: dim(a, 1),
        c: dim(a, 2),
        scaled_c: DYNAMIC,
        d: DYNAMIC,
        w: DYNAMIC,
    };
    merge_matmul_dims(ctx, arena, op, [*a_scale, *b_data, *b_scale], &mut dims)?;
    let MatmulDims {
        n,
        h,
        c,
        scaled_c,
        d,
        w,
    } = dims;
    if n != DYNAMIC && d != DYNAMIC && d != 1 && d != n {
        let msg = format!("expect B matrix batch size to be broadcast compatible with A, got D={d} vs N={n}");
        return fail(ctx, arena, op, msg);
    }
    verify_scaled_channels(ctx, arena, op, c, scaled_c)?;
    let expected = [if n == DYNAMIC { d } else { n }, h, w];
    match ranked_shape(ctx, result_type(arena, op, 0)) {
        Some(out) if !dims_compatible(out, &expected) => {
            let msg = format!(
                "expected output shape {} to be compatible with expected output shape {}",
                join_dims(out),
                join_dims(&expected)
            );
            fail(ctx, arena, op, msg)
        }
        _ => Ok(()),
    }
}

/// A static C must be a multiple of the block size, and the scales' last
/// size (`scaled_c`, when static) must be C / block_size.
fn verify_scaled_channels(ctx: &Context, arena: &IrArena, op: OpId, c: i64, scaled_c: i64) -> VResult {
    let bs = block_size(ctx, arena, op);
    if c == DYNAMIC {
        return Ok(());
    }
    if bs == 0 || c % bs != 0 {
        let msg = format!("expect C to be a multiple of block size, got C={c}, block_size={bs}");
        return fail(ctx, arena, op, msg);
    }
    if scaled_c != DYNAMIC && scaled_c != c / bs {
        let msg = format!("expect scale operands dimension 2 to equal C/block_size ({c}/{bs}), got {scaled_c}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// The checks shared by the block-scaled casts: `input` and `output` have
/// compatible shapes, `input`'s static last size is a multiple of the
/// block size, and the scale tensor matches the data tensor but for its
/// last size, which is the data's divided by the block size.
fn verify_block_scaled_cast(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (input, output): (Type, Type),
    data: (Type, &str),
    scale: (Type, &str),
) -> VResult {
    if !shapes_compatible(ctx, input, output) {
        let msg = format!(
            "require compatible shapes for input_data ({}) and output_data ({})",
            ty_str(ctx, input),
            ty_str(ctx, output)
        );
        return fail(ctx, arena, op, msg);
    }
    let bs = block_size(ctx, arena, op);
    let last = ranked_shape(ctx, input)
        .and_then(|s| s.last().copied())
        .unwrap_or(DYNAMIC);
    if last != DYNAMIC && (bs == 0 || last % bs != 0) {
        let msg = format!("expect last dimension of input_data ({last}) to be divisible by block_size ({bs})");
        return fail(ctx, arena, op, msg);
    }
    verify_scale_shape(ctx, arena, op, data, scale, bs)
}

/// The scale tensor of a block-scaled cast has the data tensor's shape
/// but for the last size, which is the data's last size / `bs`.
fn verify_scale_shape(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (data, dn): (Type, &str),
    (scale, sn): (Type, &str),
    bs: i64,
) -> VResult {
    let (Some(ds), Some(ss)) = (ranked_shape(ctx, data), ranked_shape(ctx, scale)) else {
        return Ok(());
    };
    let (Some((&dl, d_rest)), Some((&sl, s_rest))) = (ds.split_last(), ss.split_last()) else {
        return Ok(());
    };
    if !dims_compatible(d_rest, s_rest) {
        let msg = format!(
            "require compatible shapes for {dn} ({}) and {sn} ({}) except for the last dimension",
            ty_str(ctx, data),
            ty_str(ctx, scale)
        );
        return fail(ctx, arena, op, msg);
    }
    if dl == DYNAMIC || sl == DYNAMIC || bs == 0 || sl == dl / bs {
        return Ok(());
    }
    let msg = format!(
        "expect last dimension of {sn} ({sl}) to be equal to last dimension of {dn} / block_size ({})",
        dl / bs
    );
    fail(ctx, arena, op, msg)
}

/// `CastFromBlockScaledOp::verify`.
pub(super) fn verify_cast_from_block_scaled(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(data), Some(scale)) = (operand_type(arena, op, 0), operand_type(arena, op, 1)) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_block_scaled_cast(
        ctx,
        arena,
        op,
        (data, out),
        (data, "input_data"),
        (scale, "input_scale"),
    )
}

/// `CastToBlockScaledOp::verify`.
pub(super) fn verify_cast_to_block_scaled(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let results: Vec<Type> = arena.result_types(op).collect();
    let (Some(input), [data, scale]) = (operand_type(arena, op, 0), results.as_slice()) else {
        return Ok(());
    };
    let (data, scale) = (*data, *scale);
    verify_block_scaled_cast(
        ctx,
        arena,
        op,
        (input, data),
        (data, "output_data"),
        (scale, "output_scale"),
    )
}
