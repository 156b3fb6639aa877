//! Folding one op (`Operation::fold`): its folder with the constant values
//! of its operands, then the trait folders (`Commutative`, `Idempotent`,
//! `Involution`) when the folder fails or only updates the op in place.

use super::table::OpTable;
use crate::attrs::Attr;
use crate::body::{IrArena, OpId, Use, Value};
use crate::context::Context;
use crate::ods::FoldResult;
use crate::registry::FoldHook;

/// What folding an op did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// Nothing.
    Failed,
    /// The op was updated in place.
    InPlace,
    /// The op's results are these.
    Results(Vec<FoldResult>),
}

/// The op that materializes the fold result `value` of type `ty` for `op`,
/// built by `op`'s dialect at `op`'s location
/// (`Dialect::materializeConstant`); `None` when the dialect cannot.
pub fn constant_spec(
    ctx: &Context,
    table: &OpTable,
    arena: &IrArena,
    op: OpId,
    value: Attr,
    ty: crate::Type,
) -> Option<crate::OpSpec> {
    let dialect = ctx.op_info(arena.op_name(op)).dialect().to_string();
    table
        .materializer(ctx, &dialect)
        .and_then(|m| m(ctx, value, ty, arena.op_loc(op)))
        .filter(|s| s.result_types.first() == Some(&ty))
}

/// Folds `op` (`Operation::fold(SmallVectorImpl<OpFoldResult>&)`).
pub fn fold_op(ctx: &Context, table: &OpTable, arena: &mut IrArena, op: OpId) -> Folded {
    let constants: Vec<Option<Attr>> = arena
        .operands(op)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|v| table.constant_of(ctx, arena, v))
        .collect();
    fold_with_constants(ctx, table, arena, op, &constants)
}

/// Folds `op` given its operands' constant values.
pub fn fold_with_constants(
    ctx: &Context,
    table: &OpTable,
    arena: &mut IrArena,
    op: OpId,
    constants: &[Option<Attr>],
) -> Folded {
    let entry = table.op(ctx, arena, op);
    let hook_result = match entry.fold {
        Some(FoldHook::Pure(f)) => f(ctx, arena, op, constants),
        Some(FoldHook::InPlace(f)) => f(ctx, arena, op, constants),
        None => None,
    };
    let single = arena.num_results(op) == 1;
    let own = |arena: &IrArena| arena.result(op, 0);
    match hook_result {
        Some(results) if single && results.len() == 1 && results[0] != FoldResult::Value(own(arena)) => {
            Folded::Results(results)
        }
        Some(results) if !single && !results.is_empty() => Folded::Results(results),
        other => {
            // Failed, or updated in place: try the traits.
            let in_place = other.is_some();
            match fold_traits(ctx, table, arena, op, constants) {
                Folded::Failed if in_place => Folded::InPlace,
                r => r,
            }
        }
    }
}

/// The trait folders, first success wins.
fn fold_traits(ctx: &Context, table: &OpTable, arena: &mut IrArena, op: OpId, constants: &[Option<Attr>]) -> Folded {
    let facts = table.op(ctx, arena, op).facts;
    if facts.commutative && fold_commutative(arena, op, constants) {
        return Folded::InPlace;
    }
    // `CastOpInterface`: a cast between identical types is its input.
    if facts.cast {
        if let Some(operands) = crate::cast::fold_cast_interface_op(arena, op) {
            return Folded::Results(operands.into_iter().map(FoldResult::Value).collect());
        }
    }
    if arena.num_results(op) != 1 {
        return Folded::Failed;
    }
    let name = arena.op_name(op);
    let same_name_def = |arena: &IrArena, v: Value| arena.defining_op(v).filter(|&d| arena.op_name(d) == name);
    if facts.idempotent {
        let n = arena.num_operands(op);
        if n == 1 {
            if same_name_def(arena, arena.operand(op, 0)).is_some() {
                return replace_with(arena, op, arena.operand(op, 0));
            }
        } else if n >= 2 && arena.operand(op, 0) == arena.operand(op, 1) {
            return replace_with(arena, op, arena.operand(op, 0));
        }
    }
    if facts.involution && arena.num_operands(op) == 1 {
        if let Some(d) = same_name_def(arena, arena.operand(op, 0)) {
            if arena.num_operands(d) >= 1 {
                return replace_with(arena, op, arena.operand(d, 0));
            }
        }
    }
    Folded::Failed
}

/// A trait fold to `v`: in place when `v` is the op's own result.
fn replace_with(arena: &IrArena, op: OpId, v: Value) -> Folded {
    if v == arena.result(op, 0) {
        Folded::InPlace
    } else {
        Folded::Results(vec![FoldResult::Value(v)])
    }
}

/// `foldCommutative`: moves constant operands after the others (a stable
/// partition); `true` when the order changed.
fn fold_commutative(arena: &mut IrArena, op: OpId, constants: &[Option<Attr>]) -> bool {
    let n = arena.num_operands(op);
    if n < 2 || constants.len() != n {
        return false;
    }
    let Some(first_const) = constants.iter().position(|c| c.is_some()) else {
        return false;
    };
    let values: Vec<Value> = arena.operands(op).collect();
    let tail = first_const..n;
    let non_const: Vec<usize> = tail.clone().filter(|&i| constants[i].is_none()).collect();
    if non_const.is_empty() {
        return false;
    }
    let consts: Vec<usize> = tail.filter(|&i| constants[i].is_some()).collect();
    // std::stable_partition swaps operands; each moved operand is re-set.
    let order: Vec<usize> = non_const.into_iter().chain(consts).collect();
    for (k, &src) in order.iter().enumerate() {
        let slot = first_const + k;
        if slot != src {
            arena.set_operand(
                Use {
                    op,
                    operand: slot as u32,
                },
                values[src],
            );
        }
    }
    true
}
