//! The verifiers of the tosa shape operators (`TosaShapeOps.td`'s
//! `tosa.dim`, `tosa.concat_shape` and `tosa.slice_shape`) and of the
//! variable accesses (`tosa.variable_read`, `tosa.variable_write`).

use super::*;

/// The rank of a `!tosa.shape<N>` type, or -1 for anything else.
fn shape_rank_or_none(ctx: &Context, t: Type) -> i64 {
    shape_rank(ctx, t).unwrap_or(-1)
}

/// `DimOp::verify`: a one-element shape result and an axis inside the
/// input's rank.
pub(super) fn verify_dim(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let out = result_type(arena, op, 0);
    if shape_rank(ctx, out) != Some(1) {
        return fail_type(
            ctx,
            arena,
            op,
            "expect output shape type to contain one element, got ",
            out,
        );
    }
    let Some(shape) = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t)) else {
        return Ok(());
    };
    let axis = int_attr_value(ctx, arena, op, "axis").unwrap_or(0);
    let rank = shape.len() as i64;
    if axis < 0 || axis >= rank {
        let msg = format!("expect axis to be in the range [0, {rank}), got {axis}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `ConcatShapeOp::verify`: the result's rank is the sum of the operands'.
pub(super) fn verify_concat_shape(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let sum: i64 = operand_types(arena, op)
        .into_iter()
        .filter_map(|t| shape_rank(ctx, t))
        .sum();
    let out = shape_rank_or_none(ctx, result_type(arena, op, 0));
    if sum != out {
        let msg =
            format!("requires output shape rank to be equal to the sum of the input shape ranks ({sum}), got {out}");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `SliceShapeOp::verify`: a constant start and size must select a
/// non-empty range of the input shape that the result's rank matches.
pub(super) fn verify_slice_shape(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(start), Some(size)) =
        (operand_type(arena, op, 0), operand(arena, op, 1), operand(arena, op, 2))
    else {
        return Ok(());
    };
    let start = const_first_int(ctx, arena, start);
    if let Some(s) = start.filter(|&s| s < 0) {
        return fail(ctx, arena, op, format!("expected non-negative start index, got {s}"));
    }
    let Some(size) = const_first_int(ctx, arena, size) else {
        return Ok(());
    };
    if size <= 0 {
        return fail(ctx, arena, op, format!("expected positive size, got {size}"));
    }
    let out = shape_rank_or_none(ctx, result_type(arena, op, 0));
    if out != size {
        let msg = format!("expected output type size to be equal to size attribute, got {out} vs {size}");
        return fail(ctx, arena, op, msg);
    }
    let rank = shape_rank_or_none(ctx, input);
    match start.map(|s| s.saturating_add(size)) {
        Some(end) if end > rank => fail(
            ctx,
            arena,
            op,
            format!("expected start + size to be less than or equal to input shape rank ({rank}), got {end}"),
        ),
        _ => Ok(()),
    }
}

/// `getVariableType` of the `tosa.variable` named `name` in the symbol
/// table nearest to `op` (`lookupNearestSymbolFrom`); `None` when there is
/// no such variable.
fn variable_type(ctx: &Context, arena: &IrArena, op: OpId, name: Attr) -> Option<Type> {
    let table = ir::symbol::nearest_symbol_table(ctx, arena, op)?;
    let var = ir::symbol::SymbolTable::new(ctx, arena, table).lookup(name)?;
    if ctx.op_info(arena.op_name(var)).name() != "tosa.variable" {
        return None;
    }
    let shape: Vec<i64> = attr_named(ctx, arena, var, "var_shape")
        .and_then(|a| dense_ints(ctx, a))?
        .into_iter()
        .map(|d| if d == -1 { DYNAMIC } else { d })
        .collect();
    let element = type_attr(ctx, arena, var, "type")?;
    Some(tensor_type(ctx, Some(shape), element))
}

/// `verifyVariableOpErrorIf`: the variable must be declared, and `ty`
/// (the value read or written, called `what`) must match its type.
fn verify_variable_access(ctx: &Context, arena: &IrArena, op: OpId, ty: Type, what: &str) -> VResult {
    let Some(name) = attr_named(ctx, arena, op, "name") else {
        return Ok(());
    };
    let Some(var_ty) = variable_type(ctx, arena, op, name) else {
        let shown = String::from_utf8_lossy(ctx.string_value(name)).into_owned();
        let msg = format!("'{shown}' has not been declared by 'tosa.variable'");
        return fail(ctx, arena, op, msg);
    };
    verify_types_match(ctx, arena, op, (ty, what), (var_ty, "the input tensor"))
}

/// `VariableReadOp::verify`.
pub(super) fn verify_variable_read(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_variable_access(ctx, arena, op, result_type(arena, op, 0), "'output1'")
}

/// `VariableWriteOp::verify`.
pub(super) fn verify_variable_write(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    verify_variable_access(ctx, arena, op, input, "'input1'")
}
