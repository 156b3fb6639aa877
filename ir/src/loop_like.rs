//! `LoopLikeOpInterface`'s verifier (`detail::verifyLoopLikeOpInterface`,
//! upstream's `LoopLikeInterface.cpp`): a loop's inits, region iter_args,
//! yielded values and results agree in number and type.

use crate::diag::Diagnostic;
use crate::interfaces::LoopLikeOpInterfaceRef;
use crate::ods::verify::op_error;
use crate::text::printer::type_to_string;
use crate::{Context, IrArena, OpId, Value};

/// The interface's `verify` (with regions), read through its methods: the
/// counts first (inits and region iter_args; region iter_args and yielded
/// values, when the loop yields any; loop results, when it has them, and
/// region iter_args), then the types index by index (init and region
/// iter_arg, region iter_arg and yielded value), then those of the loop
/// results, which upstream reports all as the `0-th` (its index is not
/// advanced in that loop: mlir-opt-22's wording).
pub fn verify_loop_like_op(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(loop_like) = LoopLikeOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    let inits = loop_like.inits(ctx, arena);
    let iter_args = loop_like.region_iter_args(ctx, arena);
    let yielded = loop_like.yielded_values(ctx, arena);
    let results = loop_like.loop_results(ctx, arena);
    let n = iter_args.len();
    let fail = |message: String| Err(op_error(ctx, arena, op, message));
    if inits.len() != n {
        return fail(format!(
            "different number of inits and region iter_args: {} != {n}",
            inits.len()
        ));
    }
    if !yielded.is_empty() && yielded.len() != n {
        return fail(format!(
            "different number of region iter_args and yielded values: {n} != {}",
            yielded.len()
        ));
    }
    if let Some(results) = results.as_ref().filter(|r| r.len() != n) {
        return fail(format!(
            "different number of loop results and region iter_args: {} != {n}",
            results.len()
        ));
    }
    let differ = |a: Value, b: Value| arena.value_type(a) != arena.value_type(b);
    let ty = |v: Value| type_to_string(ctx, arena.value_type(v));
    for (i, (&init, &arg)) in inits.iter().zip(&iter_args).enumerate() {
        if differ(init, arg) {
            return fail(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                ty(init),
                ty(arg)
            ));
        }
        if let Some(&y) = yielded.get(i).filter(|&&y| differ(arg, y)) {
            return fail(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                ty(arg),
                ty(y)
            ));
        }
    }
    for (&arg, &r) in iter_args.iter().zip(results.iter().flatten()) {
        if differ(arg, r) {
            return fail(format!(
                "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                ty(arg),
                ty(r)
            ));
        }
    }
    Ok(())
}
