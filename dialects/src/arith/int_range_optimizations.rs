//! `--int-range-optimizations` (upstream's `IntRangeOptimizationsPass`,
//! `mlir/lib/Dialect/Arith/Transforms/IntRangeOptimizations.cpp`): runs the
//! integer range analysis ([`ir::int_range::analysis`]) on the op, then the
//! greedy driver with two patterns reading its ranges: a value whose range is
//! one integer is replaced by that constant (materialized by the dialect of
//! the op defining it, or arith's), the op erased when nothing else uses it;
//! a `remsi`/`remui` by a positive constant whose dividend's range already
//! lies in `[0, modulus)` is replaced by its dividend.

use crate::common::consts::{dense_attr, int_attr, is_shaped};
use crate::common::pass::pass_without_options;
use ir::int_range::analysis::IntRangeAnalysis;
use ir::int_range::sext;
use ir::pass::DiagnosticSink;
use ir::rewrite::{
    apply_patterns_greedily, GreedyConfig, InsertPoint, OpTable, PatternRewriter, PatternSet, RewritePattern,
};
use ir::{Attr, Context, IrArena, OpId, Value};
use std::sync::{Arc, Mutex};

pass_without_options! {
    /// `int-range-optimizations`: constants and trivial remainders from
    /// integer ranges.
    pub struct IntRangeOptimizations("int-range-optimizations", "IntRangeOptimizationsPass");
    fn run(ctx, arena, op, pc) {
        let analysis = IntRangeAnalysis::run(ctx, arena, op);
        analysis.reflect(ctx, arena, op);
        let analysis = Arc::new(Mutex::new(analysis));
        let mut patterns = PatternSet::new();
        patterns.add(MaterializeKnownConstantValues(analysis.clone()));
        patterns.add(DeleteTrivialRem { analysis: analysis.clone(), root: "arith.remsi", unsigned: false });
        patterns.add(DeleteTrivialRem { analysis, root: "arith.remui", unsigned: true });
        let outcome =
            apply_patterns_greedily(ctx, arena, op, &patterns.freeze(ctx), &OpTable::new(ctx), &GreedyConfig::default());
        pc.emit_all(outcome.diagnostics);
        Ok(())
    }
}

/// The analysis the patterns share.
type Shared = Arc<Mutex<IntRangeAnalysis>>;

/// The single integer `value`'s range holds, if it holds one.
fn constant_of_range(analysis: &Shared, value: Value) -> Option<u128> {
    let a = analysis.lock().ok()?;
    a.range(value)?.constant_value()
}

/// The attribute holding `bits` of `value`'s type: an integer, or a splat
/// for a shaped type.
fn constant_attr(ctx: &Context, arena: &IrArena, value: Value, bits: u128) -> Option<Attr> {
    let ty = arena.value_type(value);
    if is_shaped(ctx, ty) {
        dense_attr(ctx, ty, &[bits])
    } else {
        int_attr(ctx, ty, bits)
    }
}

/// `maybeReplaceWithConstant`: replaces the uses of `value` by a constant
/// when its range is one integer; `true` when it did.
fn replace_with_constant(analysis: &Shared, rw: &mut PatternRewriter<'_>, value: Value) -> bool {
    if rw.arena.use_empty(value) {
        return false;
    }
    let Some(bits) = constant_of_range(analysis, value) else {
        return false;
    };
    let (ctx, ty, loc) = (rw.ctx, rw.arena.value_type(value), rw.arena.value_loc(value));
    let Some(attr) = constant_attr(ctx, rw.arena, value, bits) else {
        return false;
    };
    let owner = match rw.arena.defining_op(value) {
        Some(op) => Some(op),
        None => rw.arena.value_block(value).and_then(|b| rw.arena.block_parent_op(b)),
    };
    let dialect = owner.map(|o| ctx.op_info(rw.arena.op_name(o)).dialect().to_string());
    let spec = dialect
        .and_then(|d| rw.table.materializer(ctx, &d))
        .and_then(|m| m(ctx, attr, ty, loc))
        .or_else(|| rw.table.materializer(ctx, "arith").and_then(|m| m(ctx, attr, ty, loc)));
    let Some(spec) = spec else {
        return false;
    };
    let op = rw.create(spec);
    let result = rw.arena.result(op, 0);
    if let Ok(mut a) = analysis.lock() {
        a.copy_range(value, result);
    }
    rw.replace_all_uses_with(value, result);
    true
}

/// `MaterializeKnownConstantValues`: replaces an op's results and its
/// regions' block arguments whose ranges are one integer by constants.
struct MaterializeKnownConstantValues(Shared);

impl RewritePattern for MaterializeKnownConstantValues {
    fn name(&self) -> &str {
        "MaterializeKnownConstantValues"
    }
    fn root(&self) -> Option<&str> {
        None
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.table.constant_of_op(rw.ctx, rw.arena, op).is_some() {
            return false;
        }
        let needs =
            |rw: &PatternRewriter<'_>, v: Value| !rw.arena.use_empty(v) && constant_of_range(&self.0, v).is_some();
        let results: Vec<Value> = (0..rw.arena.num_results(op)).map(|i| rw.arena.result(op, i)).collect();
        let blocks: Vec<_> = rw
            .arena
            .regions(op)
            .iter()
            .flat_map(|&r| rw.arena.region_blocks(r).to_vec())
            .collect();
        let has_results = results.iter().any(|&v| needs(rw, v));
        let has_args = blocks
            .iter()
            .any(|&b| (0..rw.arena.num_args(b)).any(|i| needs(rw, rw.arena.arg(b, i))));
        if !has_results && !has_args {
            return false;
        }
        rw.set_insertion_point_before(op);
        let mut replaced_all = !results.is_empty();
        for &v in &results {
            let replaced = replace_with_constant(&self.0, rw, v);
            replaced_all &= replaced || rw.arena.use_empty(v);
        }
        if replaced_all && rw.table.is_trivially_dead(rw.ctx, rw.arena, op) {
            rw.erase_op(op);
            return true;
        }
        for b in blocks {
            rw.set_insertion_point(InsertPoint::block_start(rw.arena, b));
            for i in 0..rw.arena.num_args(b) {
                let arg = rw.arena.arg(b, i);
                replace_with_constant(&self.0, rw, arg);
            }
        }
        true
    }
}

/// `DeleteTrivialRem`: `rem(x, c)` is `x` when `x`'s range lies in `[0, c)`.
struct DeleteTrivialRem {
    analysis: Shared,
    root: &'static str,
    unsigned: bool,
}

impl RewritePattern for DeleteTrivialRem {
    fn name(&self) -> &str {
        "DeleteTrivialRem"
    }
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let operands: Vec<Value> = rw.arena.operands(op).collect();
        let [lhs, rhs] = operands[..] else {
            return false;
        };
        let Some(modulus) = ir::rewrite::constant_int(rw.ctx, rw.arena, rhs) else {
            return false;
        };
        if modulus <= 0 {
            return false;
        }
        let Some(range) = self.analysis.lock().ok().and_then(|a| a.range(lhs)) else {
            return false;
        };
        let (min, max) = if self.unsigned {
            (range.umin(), range.umax())
        } else {
            (range.smin(), range.smax())
        };
        let w = range.width();
        let modulus = modulus as u128;
        let fits = |v: u128| sext(w, v) >= 0 && v < modulus;
        if !fits(min) || !fits(max) || min > max {
            return false;
        }
        rw.replace_op(op, &[lhs]);
        true
    }
}
