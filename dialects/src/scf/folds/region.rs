//! `scf.execute_region` and `scf.index_switch` canonicalizations: the
//! execute_region inliners (`SingleBlockExecuteInliner`,
//! `MultiBlockExecuteInliner`), `FoldConstantCase` (a constant selector
//! inlines the selected region before the switch), then the generic
//! region-branch patterns (`ir::rewrite::region_branch_canon`: results that are
//! unused or that every `scf.yield` forwards as one value defined outside).

use crate::common::consts as c;
use crate::scf::folds::{operands, terminator, Rw};
use ir::attrs::Attr;
use ir::{BlockId, Context, IrArena, OpId, OpSpec, RegionId, Value};

fn name_is(ctx: &Context, a: &IrArena, op: OpId, name: &str) -> bool {
    ctx.op_info(a.op_name(op)).name() == name
}

/// The single block of `region`, its `scf.yield` and the yielded values,
/// when the region is one block whose `scf.yield` yields as many values as
/// `op` has results: a region that can replace `op` (`replaceOpWithRegion`).
fn yielding_block(rw: Rw<'_, '_>, op: OpId, region: RegionId) -> Option<(BlockId, OpId, Vec<Value>)> {
    let &[block] = rw.arena.region_blocks(region) else {
        return None;
    };
    let term = terminator(rw.arena, block)?;
    let results = operands(rw.arena, term);
    (name_is(rw.ctx, rw.arena, term, "scf.yield") && results.len() == rw.arena.num_results(op))
        .then_some((block, term, results))
}

// ----- scf.execute_region -----

fn inlinable(rw: Rw<'_, '_>, op: OpId) -> bool {
    c::prop(rw.ctx, rw.arena, op, "no_inline").is_none() && rw.arena.regions(op).len() == 1
}

/// `SingleBlockExecuteInliner` (`replaceOpWithRegion`).
fn single_block_inliner(op: OpId, rw: Rw<'_, '_>) -> bool {
    if !inlinable(rw, op) {
        return false;
    }
    let Some(&region) = rw.arena.regions(op).first() else {
        return false;
    };
    let Some((block, term, results)) = yielding_block(rw, op, region) else {
        return false;
    };
    rw.inline_block_before(block, op, &[]);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

/// `RewriterBase::splitBlock`: a new block after `block` receiving the ops
/// from `before` on, moved one by one from the back.
fn split_block(rw: Rw<'_, '_>, block: BlockId, before: OpId) -> Option<BlockId> {
    let region = rw.arena.block_parent(block)?;
    let index = rw.arena.region_blocks(region).iter().position(|&b| b == block)?;
    let new = rw.arena.create_block(&[]);
    rw.arena.insert_block(region, index + 1, new);
    while rw.arena.op_parent(before) != Some(new) {
        let last = rw.arena.last_op(block)?;
        match rw.arena.first_op(new) {
            Some(first) => rw.move_op_before(last, first),
            None => rw.move_op_to_end(last, new),
        }
    }
    Some(new)
}

/// A `cf.br` to `dest` with `args` at the insertion point.
fn create_br(rw: Rw<'_, '_>, dest: BlockId, args: Vec<Value>, loc: Attr) -> OpId {
    let spec = OpSpec {
        operands: args,
        successors: vec![dest],
        ..OpSpec::new(rw.ctx.op_name("cf.br"), loc)
    };
    rw.create(spec)
}

/// `MultiBlockExecuteInliner`: inlines the region into a parent that may
/// hold several blocks (a function, `isa<FunctionOpInterface>`, or another
/// execute_region).
fn multi_block_inliner(op: OpId, rw: Rw<'_, '_>) -> bool {
    if !inlinable(rw, op) {
        return false;
    }
    let Some(parent) = rw.arena.parent_op(op) else {
        return false;
    };
    let is_function = ir::interfaces::FunctionOpInterfaceRef::get(rw.ctx, rw.arena, parent).is_some();
    if !is_function && !name_is(rw.ctx, rw.arena, parent, "scf.execute_region") {
        return false;
    }
    let (Some(prev), Some(&region)) = (rw.arena.op_parent(op), rw.arena.regions(op).first()) else {
        return false;
    };
    let Some(&entry) = rw.arena.region_blocks(region).first() else {
        return false;
    };
    let Some(post) = split_block(rw, prev, op) else {
        return false;
    };
    rw.set_insertion_point_to_end(prev);
    let loc = rw.arena.op_loc(op);
    create_br(rw, entry, Vec::new(), loc);
    for blk in rw.arena.region_blocks(region).to_vec() {
        let Some(y) = terminator(rw.arena, blk) else { continue };
        if !name_is(rw.ctx, rw.arena, y, "scf.yield") {
            continue;
        }
        rw.set_insertion_point_before(y);
        let (vals, yl) = (operands(rw.arena, y), rw.arena.op_loc(y));
        create_br(rw, post, vals, yl);
        rw.erase_op(y);
    }
    let Some(parent_region) = rw.arena.block_parent(post) else {
        return false;
    };
    for blk in rw.arena.region_blocks(region).to_vec() {
        let Some(at) = rw.arena.region_blocks(parent_region).iter().position(|&b| b == post) else {
            return false;
        };
        rw.arena.detach_block(blk);
        rw.arena.insert_block(parent_region, at, blk);
    }
    let args: Vec<Value> = rw
        .arena
        .result_types(op)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| rw.arena.add_block_arg(post, t, loc))
        .collect();
    rw.replace_op(op, &args);
    true
}

// ----- scf.index_switch -----

/// `FoldConstantCase`: with a constant selector, inlines the selected
/// region (a matching case, else the default) before the op and replaces
/// the op with its yielded values.
fn fold_constant_case(op: OpId, rw: Rw<'_, '_>) -> bool {
    if rw.arena.num_operands(op) != 1 {
        return false;
    }
    let Some(cst) = c::int_attr_value(rw.ctx, rw.constant_of(rw.arena.operand(op, 0))) else {
        return false;
    };
    let Some(cases) = crate::common::mixed::i64_prop(rw.ctx, rw.arena, op, "cases") else {
        return false;
    };
    if rw.arena.regions(op).len() != cases.len() + 1 {
        return false;
    }
    let idx = cases.iter().position(|&v| v == cst).map_or(0, |i| i + 1);
    let Some(&region) = rw.arena.regions(op).get(idx) else {
        return false;
    };
    let Some((source, term, results)) = yielding_block(rw, op, region) else {
        return false;
    };
    rw.inline_block_before(source, op, &[]);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

/// Registers the hooks.
pub(crate) fn register(ctx: &Context) {
    use crate::scf::folds::add;
    let reg = ctx.registry();
    reg.add_canonicalization("scf.execute_region", |_, s| {
        add(
            s,
            "SingleBlockExecuteInliner",
            "scf.execute_region",
            single_block_inliner,
        );
        add(s, "MultiBlockExecuteInliner", "scf.execute_region", multi_block_inliner);
        ir::rewrite::populate_region_branch_canonicalization(s, "scf.execute_region");
    });
    reg.add_canonicalization("scf.index_switch", |_, s| {
        add(s, "FoldConstantCase", "scf.index_switch", fold_constant_case);
        ir::rewrite::populate_region_branch_canonicalization(s, "scf.index_switch");
    });
}
