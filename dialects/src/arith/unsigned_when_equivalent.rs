//! `--arith-unsigned-when-equivalent` (upstream's
//! `ArithUnsignedWhenEquivalentPass`,
//! `mlir/lib/Dialect/Arith/Transforms/UnsignedWhenEquivalent.cpp`): runs the
//! integer range analysis ([`ir::int_range::analysis`]), then walks the ops
//! (post-order, as upstream's `walkAndApplyPatterns`: no folding, no dead
//! code removal) turning signed ops into their unsigned twins when no operand
//! or result can be negative (`divsi`, `floordivsi` to `divui`, `ceildivsi`,
//! `remsi`, `minsi`, `maxsi`, `extsi`), and signed `cmpi` predicates into
//! unsigned ones when no operand can be negative. A rewritten op's results
//! have no range any more (upstream's replacement op is new to the analysis),
//! so ops using them stay as they are.

use crate::common::pass::pass_without_options;
use ir::int_range::analysis::IntRangeAnalysis;
use ir::int_range::sext;
use ir::{AttrKind, Context, IrArena, OpId, Value};
use rustc_hash::FxHashSet;

pass_without_options! {
    /// `arith-unsigned-when-equivalent`: signed ops as unsigned ones where
    /// their values are non-negative.
    pub struct ArithUnsignedWhenEquivalent("arith-unsigned-when-equivalent", "ArithUnsignedWhenEquivalentPass");
    fn run(ctx, arena, op) {
        let analysis = IntRangeAnalysis::run(ctx, arena, op);
        analysis.reflect(ctx, arena, op);
        let mut rewritten: FxHashSet<Value> = FxHashSet::default();
        for target in post_order(arena, op) {
            rewrite(ctx, arena, &analysis, &mut rewritten, target);
        }
        Ok(())
    }
}

/// The unsigned twin of a signed op that converts when its values are
/// non-negative.
fn unsigned_twin(name: &str) -> Option<&'static str> {
    Some(match name {
        "arith.divsi" | "arith.floordivsi" => "arith.divui",
        "arith.ceildivsi" => "arith.ceildivui",
        "arith.remsi" => "arith.remui",
        "arith.minsi" => "arith.minui",
        "arith.maxsi" => "arith.maxui",
        "arith.extsi" => "arith.extui",
        _ => return None,
    })
}

/// `staticallyNonNegative`: `value` has a known range whose signed lower
/// bound is not negative.
fn non_negative(analysis: &IntRangeAnalysis, rewritten: &FxHashSet<Value>, value: Value) -> bool {
    !rewritten.contains(&value) && analysis.range(value).is_some_and(|r| sext(r.width(), r.smin()) >= 0)
}

/// Rewrites `op` when it converts.
fn rewrite(
    ctx: &Context,
    arena: &mut IrArena,
    analysis: &IntRangeAnalysis,
    rewritten: &mut FxHashSet<Value>,
    op: OpId,
) {
    let name = ctx.op_info(arena.op_name(op)).name().to_string();
    let operands_non_negative = arena.operands(op).all(|v| non_negative(analysis, rewritten, v));
    if !operands_non_negative {
        return;
    }
    if name == "arith.cmpi" {
        let predicate = ir::ods::access::inherent(ctx, arena, op, "predicate");
        let Some((ty, width, value)) = predicate.and_then(|p| match ctx.attr_kind(p) {
            AttrKind::Integer { ty, value } => Some((*ty, value.width(), value.to_i128()?)),
            _ => None,
        }) else {
            return;
        };
        // slt, sle, sgt, sge (2 to 5) to ult, ule, ugt, uge (6 to 9).
        if !(2..=5).contains(&value) {
            return;
        }
        let unsigned = ir::apint::ApInt::from_i128(width, value + 4);
        let attr = ctx.get_attr(AttrKind::Integer { ty, value: unsigned });
        ir::ods::access::set_inherent(ctx, arena, op, "predicate", Some(attr));
        rewritten.extend((0..arena.num_results(op)).map(|i| arena.result(op, i)));
        return;
    }
    let Some(twin) = unsigned_twin(&name) else {
        return;
    };
    let results: Vec<Value> = (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect();
    if !results.iter().all(|&v| non_negative(analysis, rewritten, v)) {
        return;
    }
    arena.set_op_name(op, ctx.op_name(twin));
    rewritten.extend(results);
}

/// The ops under `root` (not `root`), each after the ops in its regions,
/// in order.
fn post_order(arena: &IrArena, root: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack: Vec<(OpId, bool)> = nested(arena, root).rev().map(|o| (o, false)).collect();
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            out.push(op);
            continue;
        }
        stack.push((op, true));
        stack.extend(nested(arena, op).rev().map(|o| (o, false)));
    }
    out
}

/// The ops directly in the regions of `op`, in order.
fn nested(arena: &IrArena, op: OpId) -> impl DoubleEndedIterator<Item = OpId> + '_ {
    let ops: Vec<OpId> = arena
        .regions(op)
        .iter()
        .flat_map(|&r| arena.region_blocks(r).iter())
        .flat_map(|&b| arena.block_ops(b))
        .collect();
    ops.into_iter()
}
