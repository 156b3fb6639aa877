//! Upstream's `CastOpInterface` helpers (`mlir/Interfaces/CastInterfaces.cpp`):
//! the interface's verifier, which the generic verifier runs for every op
//! declaring it, and its fold, which the trait folders run.

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::interfaces::CastOpInterfaceMethods;
use crate::text::printer::type_to_string;
use crate::types::Type;

/// `impl::verifyCastInterfaceOp`: an op with an implementation of
/// `CastOpInterface` has a result, and its operand types cast to its result types
/// (`are_cast_compatible`), else upstream's `'arith.extsi' op operand type 'i32'
/// and result type 'i16' are cast incompatible`. Nothing for another op.
pub fn verify_cast_interface_op(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(methods) = CastOpInterfaceMethods::get(ctx, arena.op_name(op)) else {
        return Ok(());
    };
    let results: Vec<Type> = arena.result_types(op).collect();
    if results.is_empty() {
        return Err(crate::ods::verify::op_error(
            ctx,
            arena,
            op,
            "expected at least one result for cast operation",
        ));
    }
    let operands: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
    if methods.are_cast_compatible(ctx, &operands, &results) {
        return Ok(());
    }
    let message = format!(
        "operand type{} and result type{} are cast incompatible",
        types_suffix(ctx, &operands),
        types_suffix(ctx, &results)
    );
    Err(crate::ods::verify::op_error(ctx, arena, op, message))
}

/// `s []`, ` 'i32'`, `s 'i32', 'f32'`: how upstream's diagnostic continues `type`.
fn types_suffix(ctx: &Context, types: &[Type]) -> String {
    let quoted: Vec<String> = types.iter().map(|&t| format!("'{}'", type_to_string(ctx, t))).collect();
    match quoted.as_slice() {
        [] => "s []".to_string(),
        [one] => format!(" {one}"),
        many => format!("s {}", many.join(", ")),
    }
}

/// `impl::foldCastInterfaceOp`: the operands of a cast whose operand types are
/// its result types (the results are the operands), else `None`.
pub fn fold_cast_interface_op(arena: &IrArena, op: OpId) -> Option<Vec<crate::body::Value>> {
    if arena.num_operands(op) == 0 || arena.num_operands(op) != arena.num_results(op) {
        return None;
    }
    let same = arena
        .operands(op)
        .zip(arena.result_types(op))
        .all(|(v, t)| arena.value_type(v) == t);
    same.then(|| arena.operands(op).collect())
}
