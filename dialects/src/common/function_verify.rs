//! The verifiers of function-like ops and their return-like terminators
//! (`func.func`/`func.return`, `ml_program.func`/`return`,
//! `ml_program.subgraph`/`output`): `FunctionOpInterface::verifyTrait`, and
//! the operand checks every function's terminator repeats upstream.

use super::function_interface::FunctionAttrNames;
use crate::common::op_checks::expect_equal;
use ir::text::printer::{attr_to_string, type_to_string};
use ir::{AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

/// `emitOpError`: `'NAME' op MESSAGE` with the "see current operation" note.
fn op_error(ctx: &Context, arena: &IrArena, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, message)
}

/// `emitError`: MESSAGE at the op, with the "see current operation" note.
fn plain_error(ctx: &Context, arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    ir::verify::op_error(ctx, arena, op, message.into())
}

/// The inputs and results of the function type a function-like op stores
/// under `names.function_type` (`None` when it is missing or not a function
/// type).
pub fn signature(ctx: &Context, arena: &IrArena, op: OpId, names: FunctionAttrNames) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.attr_kind(ir::ods::access::inherent(ctx, arena, op, names.function_type)?) {
        AttrKind::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// `FunctionOpInterface` verification of the function-like op `op` (after
/// `SymbolOpInterface`'s, which runs with its traits): the signature
/// attribute, the argument and result attribute arrays, and the entry block's
/// arguments.
pub fn verify_function_op(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    names: FunctionAttrNames,
) -> Result<(), Diagnostic> {
    let body = arena.regions(op).first().copied();
    let entry = body.and_then(|r| arena.region_blocks(r).first().copied());
    let Some((inputs, results)) = signature(ctx, arena, op, names) else {
        return Err(op_error(
            ctx,
            arena,
            op,
            format!("requires '{}' attribute of function type", names.function_type),
        ));
    };
    for (what, name, count) in [
        ("argument", names.arg_attrs, inputs.len()),
        ("result", names.res_attrs, results.len()),
    ] {
        let Some(a) = ir::ods::access::inherent(ctx, arena, op, name) else {
            continue;
        };
        let AttrKind::Array(items) = ctx.attr_kind(a) else {
            continue;
        };
        let noun = if what == "argument" { "arguments" } else { "results" };
        expect_equal(ctx, arena, op, items.len(), count, |actual, _| {
            format!("expects {what} attribute array to have the same number of elements as the number of function {noun}, got {actual}, but expected {count}")
        })?;
        for &d in items {
            if !matches!(ctx.attr_kind(d), AttrKind::Dictionary(_)) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                        attr_to_string(ctx, d)
                    ),
                ));
            }
            if ctx
                .dictionary_entries(d)
                .iter()
                .any(|(k, _)| !ctx.string_value(*k).contains(&b'.'))
            {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("{noun} may only have dialect attributes"),
                ));
            }
        }
    }
    let Some(entry) = entry else { return Ok(()) };
    expect_equal(ctx, arena, op, arena.num_args(entry), inputs.len(), |_, expected| {
        format!("entry block must have {expected} arguments to match function signature")
    })?;
    for (i, &t) in inputs.iter().enumerate() {
        let at = arena.value_type(arena.arg(entry, i));
        if at != t {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_to_string(ctx, at),
                    type_to_string(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

/// The checks of a function's return-like terminator `op` (`ReturnOp::verify`
/// of func and ml_program, `OutputOp::verify`), whose `kind` is `return` or
/// `output`: as many operands as the enclosing function has results ("has N
/// operands, but enclosing function (@f) returns M"), of the same types.
pub fn verify_function_terminator(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    names: FunctionAttrNames,
    kind: &str,
) -> Result<(), Diagnostic> {
    let Some(func) = arena.op_parent(op).and_then(|b| arena.block_parent_op(b)) else {
        return Ok(());
    };
    let name = ir::ods::access::inherent(ctx, arena, func, "sym_name")
        .map(|a| String::from_utf8_lossy(ctx.string_value(a)).into_owned())
        .unwrap_or_default();
    let results = signature(ctx, arena, func, names).map(|(_, r)| r).unwrap_or_default();
    let operands: Vec<Value> = arena.operands(op).collect();
    expect_equal(ctx, arena, op, operands.len(), results.len(), |actual, expected| {
        format!("has {actual} operands, but enclosing function (@{name}) {kind}s {expected}")
    })?;
    for (i, (&v, &r)) in operands.iter().zip(&results).enumerate() {
        let t = arena.value_type(v);
        if t != r {
            return Err(plain_error(
                ctx,
                arena,
                op,
                format!(
                    "type of {kind} operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_to_string(ctx, t),
                    type_to_string(ctx, r)
                ),
            ));
        }
    }
    Ok(())
}
