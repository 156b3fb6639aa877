//! More `scf.for` patterns: `ForOpTensorCastFolder` (an iter arg fed by a
//! `tensor.cast` that only loses static information iterates on the cast's
//! source, with casts moved inside the loop), then the generic region-branch
//! patterns (`ir::rewrite::region_branch_canon`), which in MLIR 22 replace
//! `ForOpIterArgsFolder`.

use crate::scf::folds::{create_block, create_with_regions, create_yield, operands, terminator, Rw};
use crate::tensor::folds::{create_cast, preserves_static_information};
use crate::tensor::ops::CastOp as TensorCastOp;
use ir::ods::TypedOp;
use ir::{OpId, Type, Value};

// ----- ForOpTensorCastFolder -----

/// `replaceAndCastForOpIterArg`: a new loop iterating iter arg `i` on
/// `replacement`, casting it back to the old type inside the body and
/// after the loop. Returns the values replacing the old loop's results.
fn replace_and_cast_iter_arg(rw: Rw<'_, '_>, op: OpId, i: usize, replacement: Value) -> Option<Vec<Value>> {
    let ops = operands(rw.arena, op);
    let old_ty = rw.arena.value_type(*ops.get(3 + i)?);
    let new_ty = rw.arena.value_type(replacement);
    let mut new_ops = ops.clone();
    *new_ops.get_mut(3 + i)? = replacement;
    let (loc, props, attrs) = (rw.arena.op_loc(op), rw.arena.properties(op), rw.arena.attrs(op));
    let types: Vec<Type> = new_ops[3..].iter().map(|&v| rw.arena.value_type(v)).collect();
    let mut args = vec![(rw.arena.value_type(ops[0]), loc)];
    args.extend(
        new_ops[3..]
            .iter()
            .map(|&v| (rw.arena.value_type(v), rw.arena.value_loc(v))),
    );
    let new = create_with_regions(rw, "scf.for", new_ops, types, 1, props, attrs, loc);
    let region = *rw.arena.regions(new).first()?;
    let block = create_block(rw, region, &args);
    let ip = rw.insertion_point();
    let mut transfer: Vec<Value> = (0..rw.arena.num_args(block)).map(|k| rw.arena.arg(block, k)).collect();
    let new_arg = *transfer.get(1 + i)?;
    rw.set_insertion_point_to_end(block);
    let cast_in = create_cast(rw, new_arg, old_ty, loc);
    *transfer.get_mut(1 + i)? = cast_in;
    let old_block = *rw.arena.region_blocks(*rw.arena.regions(op).first()?).first()?;
    rw.merge_blocks(old_block, block, &transfer);
    let old_yield = terminator(rw.arena, block)?;
    rw.set_insertion_point_before(old_yield);
    let mut yielded = operands(rw.arena, old_yield);
    let cast_out = create_cast(rw, *yielded.get(i)?, new_ty, loc);
    *yielded.get_mut(i)? = cast_out;
    create_yield(rw, yielded, loc);
    rw.erase_op(old_yield);
    rw.set_insertion_point(ip);
    match rw.arena.next_op(new) {
        Some(next) => rw.set_insertion_point_before(next),
        None => rw.set_insertion_point_to_end(rw.arena.op_parent(new)?),
    }
    let mut results: Vec<Value> = (0..rw.arena.num_results(new))
        .map(|k| rw.arena.result(new, k))
        .collect();
    let r = *results.get(i)?;
    *results.get_mut(i)? = create_cast(rw, r, old_ty, loc);
    rw.set_insertion_point(ip);
    Some(results)
}

fn for_op_tensor_cast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let n = rw.arena.num_results(op);
    for i in 0..n {
        let init = rw.arena.operand(op, 3 + i);
        let Some(cast) = TensorCastOp::defining(rw.ctx, rw.arena, init) else {
            continue;
        };
        let source = cast.source(rw.ctx, rw.arena);
        let (src_ty, dst_ty) = (rw.arena.value_type(source), rw.arena.value_type(init));
        if src_ty == dst_ty || !preserves_static_information(rw.ctx, dst_ty, src_ty) {
            continue;
        }
        if !rw.arena.has_one_use(rw.arena.result(op, i)) {
            continue;
        }
        let Some(results) = replace_and_cast_iter_arg(rw, op, i, source) else {
            return false;
        };
        rw.replace_op(op, &results);
        return true;
    }
    false
}

/// Registers the patterns (after scf's own `scf.for` patterns).
pub(crate) fn register(ctx: &ir::Context) {
    ctx.registry().add_canonicalization("scf.for", |_, s| {
        crate::scf::folds::add(s, "ForOpTensorCastFolder", "scf.for", for_op_tensor_cast_folder);
        ir::rewrite::populate_region_branch_canonicalization(s, "scf.for");
    });
}
