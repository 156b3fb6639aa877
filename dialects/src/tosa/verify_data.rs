//! The verifiers of the tosa data-movement and reduction ops
//! (`TosaOps.cpp`): concat, reshape, transpose, slice, tile, gather,
//! reverse, table and the reduce ops.

use super::*;

/// `ConcatOp::verify`.
pub(super) fn verify_concat(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let inputs = operand_types(arena, op);
    if inputs.is_empty() {
        return fail(ctx, arena, op, "expect at least one input");
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
        let msg = format!("expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got {axis}");
        return fail(ctx, arena, op, msg);
    }
    if shapes.iter().any(Option::is_none) {
        return Ok(());
    }
    let ranked: Vec<&[i64]> = shapes.into_iter().flatten().collect();
    for (n, s) in ranked.iter().enumerate().skip(1) {
        if s.len() != first.len() {
            let msg = format!(
                "expect all operands to have the same rank, but got {} vs {} on operands 0 and {n}",
                first.len(),
                s.len()
            );
            return fail(ctx, arena, op, msg);
        }
        for i in 0..s.len() {
            if i as i64 == axis || first[i] == DYNAMIC || s[i] == DYNAMIC {
                continue;
            }
            if s[i] != first[i] {
                let msg = format!("expect all operand shapes to have the same sizes on non-axis dimensions, but got {} vs {} at index {i} on operands 0 and {n}", s[i], first[i]);
                return fail(ctx, arena, op, msg);
            }
        }
    }
    if let Some(os) = ranked_shape(ctx, out) {
        if os.len() != first.len() {
            let msg = format!(
                "expect output rank to match inputs rank, got {} vs {}",
                os.len(),
                first.len()
            );
            return fail(ctx, arena, op, msg);
        }
    }
    let a = axis as usize;
    let sum = ranked
        .iter()
        .try_fold(0i64, |acc, s| s.get(a).filter(|&&d| d != DYNAMIC).map(|d| acc + d));
    if let (Some(sum), Some(os)) = (sum, ranked_shape(ctx, out)) {
        let od = dim(Some(os), a);
        if od != DYNAMIC && sum != od {
            let msg =
                format!("requires sum of axis dimensions of input1 equal to output axis dimension, got {sum} and {od}");
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(())
}

/// `ReshapeOp::verify`.
pub(super) fn verify_reshape(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some((input, out)) = same_element_input_output(ctx, arena, op)? else {
        return Ok(());
    };
    let Some(values) = operand(arena, op, 1).and_then(|v| const_shape_values(ctx, arena, v)) else {
        return Ok(());
    };
    if values.iter().filter(|&&d| d == -1).count() > 1 {
        return fail(ctx, arena, op, "expected at most one target dimension to be -1");
    }
    let Some(os) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    if values.len() != os.len() {
        return fail(ctx, arena, op, "new shape does not match result rank");
    }
    for (&n, &o) in values.iter().zip(os) {
        if n != -1 && n != DYNAMIC && o != DYNAMIC && n != o {
            return fail(ctx, arena, op, "new shape is inconsistent with result shape");
        }
        if n != DYNAMIC && n < -1 {
            let msg = format!("new shape has invalid tensor dimension size {n}");
            return fail(ctx, arena, op, msg);
        }
    }
    let Some(in_count) = ranked_shape(ctx, input).and_then(num_elements) else {
        return Ok(());
    };
    if let Some(out_count) = num_elements(os) {
        if in_count != out_count {
            let msg = format!("cannot reshape {in_count} elements into {out_count}");
            return fail(ctx, arena, op, msg);
        }
    }
    let new_count = values
        .iter()
        .filter(|&&d| d > 0)
        .fold(1i64, |acc, &d| acc.saturating_mul(d));
    let all_static = values.iter().all(|&d| d > 0);
    if (all_static && in_count != new_count) || (!all_static && new_count > in_count) {
        let msg = format!("cannot reshape {in_count} elements into {new_count}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `TransposeOp::verify`.
pub(super) fn verify_transpose(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some((input, out)) = same_element_input_output(ctx, arena, op)? else {
        return Ok(());
    };
    let perms = dense_attr(ctx, arena, op, "perms");
    let (is, os) = (ranked_shape(ctx, input), ranked_shape(ctx, out));
    if let Some(is) = is {
        if perms.len() != is.len() {
            let msg = format!(
                "expected perms attribute to have size {} (input rank) but got size {}",
                is.len(),
                perms.len()
            );
            return fail(ctx, arena, op, msg);
        }
    }
    if let (Some(is), Some(os)) = (is, os) {
        if is.len() != os.len() {
            return fail(ctx, arena, op, "expected input tensor rank to equal result tensor rank");
        }
    }
    if let Some(os) = os {
        if perms.len() != os.len() {
            let msg = format!(
                "expected perms attribute to have size {} (output rank) but got size {}",
                os.len(),
                perms.len()
            );
            return fail(ctx, arena, op, msg);
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
        return fail(ctx, arena, op, "expected valid permutation indices");
    }
    let (Some(is), Some(os)) = (is, os) else { return Ok(()) };
    if let (Some(ic), Some(oc)) = (num_elements(is), num_elements(os)) {
        if ic != oc {
            let msg = format!("expected input1 and output to have same numbers of elements, got {ic} and {oc}");
            return fail(ctx, arena, op, msg);
        }
    }
    for (i, &p) in perms.iter().enumerate() {
        let (id, od) = (is[p as usize], os[i]);
        if id == DYNAMIC || od == DYNAMIC {
            continue;
        }
        if id != od {
            let msg = format!("expected output tensor dim {i} to match input dim {p} with value of {id}");
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(())
}

/// `verifyReduceOp` (the inferred result type is checked through
/// `InferTypeOpInterface`, `shape_inference.rs`).
pub(super) fn verify_reduce(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    let AxisRanks { axis, output: os, .. } =
        verify_axis_ranks(ctx, arena, op, input, out, "reduce", "reduce axis must not be negative")?;
    if let Some(os) = os.filter(|s| !s.is_empty()) {
        let d = os[axis as usize];
        if d != DYNAMIC && d != 1 {
            let msg = format!("expect reduced dimension size to be 1, got {d}");
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(())
}

/// What [`verify_axis_ranks`] found: the axis and the ranked output shape.
pub(super) struct AxisRanks<'c> {
    /// The `axis` attribute (0 when absent).
    pub axis: i64,
    /// The output's shape, when ranked.
    pub output: Option<&'c [i64]>,
}

/// The `axis` checks shared by the reduce ops and `ReverseOp`: `axis` must
/// not be negative (`negative` is the op's message) and must lie below the
/// input's and output's ranks (`what` names the axis, "reduce" or
/// "reverse"), and the two ranks must agree. Returns the axis and the
/// ranked output shape.
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
        return fail(ctx, arena, op, negative);
    }
    let is = ranked_shape(ctx, input);
    let os = ranked_shape(ctx, out);
    for (which, shape) in [("input", is), ("output", os)] {
        let Some(shape) = shape else { continue };
        let rank = shape.len() as i64;
        if which == "output" && is.is_some_and(|s| s.len() != shape.len()) {
            let msg = "expect output tensor rank to be equal to input tensor rank";
            return fail(ctx, arena, op, msg);
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            let msg = format!("expect {which} tensor rank ({rank}) to be larger than {what} axis ({axis})");
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(AxisRanks { axis, output: os })
}

/// `ReverseOp::verify`.
pub(super) fn verify_reverse(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some((input, out)) = same_element_input_output(ctx, arena, op)? else {
        return Ok(());
    };
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

/// `TableOp::verify`.
pub(super) fn verify_table(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(is), Some(os)) = (
        operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t)),
        ranked_shape(ctx, result_type(arena, op, 0)),
    ) else {
        return Ok(());
    };
    if is.len() != os.len() {
        return fail(ctx, arena, op, "expected input tensor rank to equal result tensor rank");
    }
    for (i, (&id, &od)) in is.iter().zip(os).enumerate() {
        if od != DYNAMIC && od != id {
            let shown = if id == DYNAMIC {
                i64::MIN.to_string()
            } else {
                id.to_string()
            };
            let msg = format!("dim(result, {i}) = {od} doesn't match dim(input, {i}) = {shown}");
            return fail(ctx, arena, op, msg);
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
    let (mut n, mut c) = (dim(vs, 0), dim(vs, 2));
    let mut w = DYNAMIC;
    if let Some(is) = ranked_shape(ctx, indices) {
        merge_dim(ctx, arena, op, &mut n, dim(Some(is), 0), ("indices", 0))?;
        w = dim(Some(is), 1);
    }
    if let Some(os) = ranked_shape(ctx, out) {
        for (i, known) in [&mut n, &mut w, &mut c].into_iter().enumerate() {
            merge_dim(ctx, arena, op, known, dim(Some(os), i), ("output", i))?;
        }
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
            let msg = format!(
                "expect input1 and output to have the same ranks, got {rank} and {}",
                os.len()
            );
            return fail(ctx, arena, op, msg);
        }
    }
    if shape_rank(ctx, *start) != Some(rank) {
        return fail(ctx, arena, op, "length of start is not equal to rank of input shape");
    }
    if shape_rank(ctx, *size) != Some(rank) {
        return fail(ctx, arena, op, "length of size is not equal to rank of input shape");
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
            let msg = format!("expect 'multiples' to have rank {} but got {m_rank}.", is.len());
            return fail(ctx, arena, op, msg);
        }
        if os.is_some_and(|o| o.len() != is.len()) {
            return fail(ctx, arena, op, "expect same input and output tensor rank.");
        }
    } else if let Some(os) = os {
        if os.len() as i64 != m_rank {
            let msg = format!("expect 'multiples' array to have length {} but got {m_rank}.", os.len());
            return fail(ctx, arena, op, msg);
        }
    }
    if let Some(values) = const_shape_values(ctx, arena, multiples) {
        if values.iter().any(|&v| v <= 0 && v != -1) {
            let msg = "expect element of 'multiples' to be positive integer or -1.";
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(())
}

/// `PadOp::verify`: the element types, the ranks, and for a constant
/// padding its size, its values and the padded output sizes.
pub(super) fn verify_pad(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(padding)) = (operand_type(arena, op, 0), operand(arena, op, 1)) else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, input, out)?;
    if let Some(pad_const) = operand_type(arena, op, 2) {
        verify_same_element_types(ctx, arena, op, pad_const, out)?;
    }
    let (Some(is), Some(os)) = (ranked_shape(ctx, input), ranked_shape(ctx, out)) else {
        return Ok(());
    };
    let rank = is.len();
    if rank != os.len() {
        let msg = format!(
            "expect same input and output tensor rank, but got inputRank: {rank}, outputRank: {}",
            os.len()
        );
        return fail(ctx, arena, op, msg);
    }
    let Some(values) = const_shape_values(ctx, arena, padding) else {
        // Upstream's `matchPattern(getPadding(), m_Constant(...))` fails
        // verification here without a diagnostic; rods says why.
        return fail(
            ctx,
            arena,
            op,
            "expected the padding to be a constant shape".to_string(),
        );
    };
    if values.len() != rank * 2 {
        let msg = format!(
            "padding tensor must have {rank} * 2 = {} elements, but got {}",
            rank * 2,
            values.len()
        );
        return fail(ctx, arena, op, msg);
    }
    for (i, ((&id, &od), pads)) in is.iter().zip(os).zip(values.chunks(2)).enumerate() {
        let [start, end] = pads else { continue };
        verify_pad_dim(ctx, arena, op, i, (id, od), (*start, *end))?;
    }
    Ok(())
}

/// One dimension of [`verify_pad`]: the paddings are non-negative or -1,
/// and a static output size is the padded static input size.
fn verify_pad_dim(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    i: usize,
    (input, output): (i64, i64),
    (start, end): (i64, i64),
) -> VResult {
    if (start < 0 && start != -1) || (end < 0 && end != -1) {
        let msg = format!(
            "invalid padding values at dimension {i}: values must be non-negative or -1 for dynamic padding, got [{start}, {end}]"
        );
        return fail(ctx, arena, op, msg);
    }
    if input == DYNAMIC || output == DYNAMIC {
        return Ok(());
    }
    let padded = input.wrapping_add(start).wrapping_add(end);
    if output != padded {
        let msg = format!(
            "mismatch in output shape at dimension {i}: expected {input} + {start} + {end} = {padded}, but got {output}"
        );
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// Merges a dimension size into `known` (the size found so far, possibly
/// dynamic): a static `size` must agree with a static `known`, and fills a
/// dynamic one. On disagreement fails with `requires WHAT dimension I to
/// have size KNOWN, got SIZE`.
fn merge_dim(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    known: &mut i64,
    size: i64,
    (what, i): (&str, usize),
) -> VResult {
    if *known == DYNAMIC {
        *known = size;
    } else if size != DYNAMIC && size != *known {
        let msg = format!("requires {what} dimension {i} to have size {known}, got {size}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `ScatterOp::verify`: the element types, then the sizes N, K, W and C
/// shared by `values_in` [N, K, C], `indices` [N, W], `input` [N, W, C] and
/// `values_out` [N, K, C], with K >= W.
pub(super) fn verify_scatter(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [values_in, indices, input] = types.as_slice() else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, *values_in, out)?;
    verify_same_element_types(ctx, arena, op, *input, out)?;
    let vs = ranked_shape(ctx, *values_in);
    let (mut n, mut k, mut c) = (dim(vs, 0), dim(vs, 1), dim(vs, 2));
    let mut w = DYNAMIC;
    if let Some(s) = ranked_shape(ctx, *indices) {
        merge_dim(ctx, arena, op, &mut n, dim(Some(s), 0), ("indices", 0))?;
        w = dim(Some(s), 1);
    }
    if let Some(s) = ranked_shape(ctx, *input) {
        for (i, known) in [&mut n, &mut w, &mut c].into_iter().enumerate() {
            merge_dim(ctx, arena, op, known, dim(Some(s), i), ("input", i))?;
        }
    }
    if let Some(s) = ranked_shape(ctx, out) {
        for (i, known) in [&mut n, &mut k, &mut c].into_iter().enumerate() {
            merge_dim(ctx, arena, op, known, dim(Some(s), i), ("values_out", i))?;
        }
    }
    if k != DYNAMIC && w != DYNAMIC && k < w {
        let msg = format!("requires dimensions K >= W, got K={k} and W={w}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `ResizeOp::verify`: with constant scale, offset and border, positive
/// scales and, for each static input size other than 1, an output size of
/// `idiv_check((I - 1) * scale_n - offset + border, scale_d) + 1`.
pub(super) fn verify_resize(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let consts: Vec<Vec<i64>> = (1..4)
        .filter_map(|i| operand(arena, op, i).and_then(|v| const_shape_values(ctx, arena, v)))
        .collect();
    let [scale, offset, border] = consts.as_slice() else {
        return Ok(());
    };
    if scale.iter().any(|&s| s <= 0) {
        let msg = format!("expect all scale values to be > 0, got {}", join(scale));
        return fail(ctx, arena, op, msg);
    }
    let ([yn, yd, xn, xd], [oy, ox], [by, bx]) = (scale.as_slice(), offset.as_slice(), border.as_slice()) else {
        return Ok(());
    };
    let in_shape = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t));
    let (Some(is), Some(os)) = (in_shape, ranked_shape(ctx, result_type(arena, op, 0))) else {
        return Ok(());
    };
    let dims = [
        (
            dim(Some(is), 1),
            dim(Some(os), 1),
            [*yn, *yd, *oy, *by],
            ("height", "y"),
        ),
        (dim(Some(is), 2), dim(Some(os), 2), [*xn, *xd, *ox, *bx], ("width", "x")),
    ];
    for (input, output, params, names) in dims {
        verify_resize_dim(ctx, arena, op, (input, output), params, names)?;
    }
    Ok(())
}

/// One spatial dimension of [`verify_resize`]; `params` are the scale's
/// numerator and denominator, the offset and the border.
fn verify_resize_dim(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (input, output): (i64, i64),
    params: [i64; 4],
    (name, axis): (&str, &str),
) -> VResult {
    if input == DYNAMIC || input == 1 {
        return Ok(());
    }
    let [num, den, offset, border] = params;
    let scaled = (input - 1).wrapping_mul(num).wrapping_sub(offset).wrapping_add(border);
    let Some(minus_one) = idiv_check(scaled, den) else {
        let msg = format!(
            "expected (input_{name} - 1) * scale_{axis}_n - offset_{axis} + border_{axis} to be wholly divisible by scale_{axis}_d, got (({input} - 1) * {num} - {offset} + {border}) / {den}"
        );
        return fail(ctx, arena, op, msg);
    };
    let calculated = minus_one.wrapping_add(1);
    if output != DYNAMIC && calculated != output {
        return fail(ctx, arena, op, calculated_mismatch(name, calculated, output));
    }
    Ok(())
}
