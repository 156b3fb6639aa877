//! `cse`: MLIR's common subexpression elimination. Walks regions in
//! dominance order with a scoped table of known ops; an op equal to a known
//! one (same name, attributes, properties, result types and operands, with
//! commutative operands in any order, and equivalent regions) is replaced by
//! it when side-effect free, or when it only reads memory and nothing
//! between the two in the same block may write. Isolated-from-above ops get
//! a fresh table. Trivially dead ops met on the way are erased too.

use super::dominance::dom_tree;
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::pass::{Pass, PassContext, PassFailure};
use crate::rewrite::{OpTable, PatternRewriter, SinkListener};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

/// The CSE pass.
#[derive(Clone, Copy, Default)]
pub struct Cse;

impl Pass for Cse {
    crate::pass_identity!("cse", "CSE");

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let table = OpTable::new(ctx);
        let mut driver = CseDriver {
            ctx,
            table: &table,
            known: ScopedTable::default(),
            to_erase: Vec::new(),
            dom_time: Duration::ZERO,
            write_cache: FxHashMap::default(),
        };
        for r in arena.regions(op).to_vec() {
            driver.simplify_region(arena, r);
        }
        let to_erase = std::mem::take(&mut driver.to_erase);
        pc.record_analysis("DominanceInfo", driver.dom_time);
        let mut listener = SinkListener(pc);
        let mut rw = PatternRewriter::new(ctx, arena, &table, &mut listener);
        for o in to_erase {
            rw.erase_op(o);
        }
        Ok(())
    }
}

/// `ScopedHashTable<Operation*, Operation*>` keyed by the structural hash;
/// entries are checked for equivalence on lookup.
#[derive(Default)]
struct ScopedTable {
    map: FxHashMap<u64, Vec<OpId>>,
    /// Per open scope, the hashes inserted in it.
    scopes: Vec<Vec<u64>>,
}

impl ScopedTable {
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        for h in self.scopes.pop().unwrap_or_default() {
            if let Some(v) = self.map.get_mut(&h) {
                v.pop();
                if v.is_empty() {
                    self.map.remove(&h);
                }
            }
        }
    }

    fn insert(&mut self, hash: u64, op: OpId) {
        self.map.entry(hash).or_default().push(op);
        if let Some(s) = self.scopes.last_mut() {
            s.push(hash);
        }
    }

    fn contains_op(&self, op: OpId) -> bool {
        self.map.values().any(|v| v.contains(&op))
    }
}

struct CseDriver<'a> {
    ctx: &'a Context,
    table: &'a OpTable,
    known: ScopedTable,
    to_erase: Vec<OpId>,
    dom_time: Duration,
    /// `memEffectsCache`: from a read op, how far no write was seen
    /// (`Ok(op)`), or where a write was found (`Err(op)`).
    write_cache: FxHashMap<OpId, Result<OpId, OpId>>,
}

fn hash_op(ctx: &Context, table: &OpTable, arena: &IrArena, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    arena.op_name(op).hash(&mut h);
    arena.attrs(op).hash(&mut h);
    let name = ctx.op_info(arena.op_name(op)).name();
    crate::ods::native_props::properties_hash(ctx, name, arena.properties(op)).hash(&mut h);
    for t in arena.result_types(op) {
        t.hash(&mut h);
    }
    if table.op(ctx, arena, op).facts.commutative && arena.num_operands(op) > 0 {
        let mut sum: u64 = 0;
        for v in arena.operands(op) {
            let mut vh = FxHasher::default();
            v.hash(&mut vh);
            sum = sum.wrapping_add(vh.finish());
        }
        sum.hash(&mut h);
    } else {
        for v in arena.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// `OperationEquivalence::isEquivalentTo` ignoring locations.
struct Equivalence<'a> {
    ctx: &'a Context,
    table: &'a OpTable,
    arena: &'a IrArena,
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Equivalence<'_> {
    fn same_value(&self, l: Value, r: Value) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }

    fn ops(&mut self, l: OpId, r: OpId) -> bool {
        let a = self.arena;
        if l == r {
            return true;
        }
        if !a.same_op_header(l, r) {
            return false;
        }
        if self.table.op(self.ctx, a, l).facts.commutative {
            let mut lv: Vec<Value> = a
                .operands(l)
                .map(|v| self.values.get(&v).copied().unwrap_or(v))
                .collect();
            let mut rv: Vec<Value> = a.operands(r).collect();
            lv.sort();
            rv.sort();
            if lv != rv {
                return false;
            }
        } else {
            for (x, y) in a.operands(l).zip(a.operands(r)) {
                if x == y {
                    continue;
                }
                if a.value_type(x) != a.value_type(y) || !self.same_value(x, y) {
                    return false;
                }
            }
        }
        for (x, y) in a.result_types(l).zip(a.result_types(r)) {
            if x != y {
                return false;
            }
        }
        for i in 0..a.num_results(l) {
            self.values.insert(a.result(l, i), a.result(r, i));
        }
        for (&lr, &rr) in a.regions(l).iter().zip(a.regions(r)) {
            if !self.regions(lr, rr) {
                return false;
            }
        }
        true
    }

    fn regions(&mut self, l: RegionId, r: RegionId) -> bool {
        let a = self.arena;
        let (lb, rb) = (a.region_blocks(l), a.region_blocks(r));
        if lb.len() != rb.len() {
            return false;
        }
        for (&x, &y) in lb.iter().zip(rb) {
            if a.num_args(x) != a.num_args(y) {
                return false;
            }
            if *self.blocks.entry(x).or_insert(y) != y {
                return false;
            }
            for i in 0..a.num_args(x) {
                let (ax, ay) = (a.arg(x, i), a.arg(y, i));
                if a.value_type(ax) != a.value_type(ay) {
                    return false;
                }
                self.values.insert(ax, ay);
            }
            let lo: Vec<OpId> = a.block_ops(x).collect();
            let ro: Vec<OpId> = a.block_ops(y).collect();
            if lo.len() != ro.len() {
                return false;
            }
            for (&p, &q) in lo.iter().zip(&ro) {
                if !self.ops(p, q) {
                    return false;
                }
                for (&s, &t) in a.successors(p).iter().zip(a.successors(q)) {
                    if *self.blocks.entry(s).or_insert(t) != t {
                        return false;
                    }
                }
            }
        }
        true
    }
}

fn has_ssa_dominance(ctx: &Context, arena: &IrArena, region: RegionId) -> bool {
    match arena.region_parent(region) {
        Some(p) => {
            let info = ctx.op_info(arena.op_name(p));
            info.is_registered() && !info.traits().graph_regions
        }
        None => true,
    }
}

impl CseDriver<'_> {
    fn lookup(&self, arena: &IrArena, hash: u64, op: OpId) -> Option<OpId> {
        let candidates = self.known.map.get(&hash)?;
        for &c in candidates.iter().rev() {
            let mut eq = Equivalence {
                ctx: self.ctx,
                table: self.table,
                arena,
                values: FxHashMap::default(),
                blocks: FxHashMap::default(),
            };
            if eq.ops(op, c) {
                return Some(c);
            }
        }
        None
    }

    fn simplify_region(&mut self, arena: &mut IrArena, region: RegionId) {
        let blocks = arena.region_blocks(region).to_vec();
        if blocks.is_empty() {
            return;
        }
        let ssa = has_ssa_dominance(self.ctx, arena, region);
        if blocks.len() == 1 {
            self.known.push_scope();
            self.simplify_block(arena, blocks[0], ssa);
            self.known.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        let start = Instant::now();
        let Some(tree) = dom_tree(arena, region) else { return };
        self.dom_time += start.elapsed();
        // (block, next child index); a scope is open per stacked block.
        let mut stack: Vec<(BlockId, usize)> = vec![(tree.root, 0)];
        self.known.push_scope();
        self.simplify_block(arena, tree.root, ssa);
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let child = tree.children.get(&b).and_then(|c| c.get(*next)).copied();
            match child {
                Some(c) => {
                    *next += 1;
                    stack.push((c, 0));
                    self.known.push_scope();
                    self.simplify_block(arena, c, ssa);
                }
                None => {
                    stack.pop();
                    self.known.pop_scope();
                }
            }
        }
    }

    fn simplify_block(&mut self, arena: &mut IrArena, block: BlockId, ssa: bool) {
        let ops: Vec<OpId> = arena.block_ops(block).collect();
        for op in ops {
            let regions = arena.regions(op).to_vec();
            if !regions.is_empty() {
                let info = self.ctx.op_info(arena.op_name(op));
                if !info.is_registered() || info.traits().isolated_from_above {
                    let saved = std::mem::take(&mut self.known);
                    for r in regions {
                        self.simplify_region(arena, r);
                    }
                    self.known = saved;
                } else {
                    for r in regions {
                        self.simplify_region(arena, r);
                    }
                }
            }
            self.simplify_op(arena, op, ssa);
        }
        self.write_cache.clear();
    }

    fn simplify_op(&mut self, arena: &mut IrArena, op: OpId, ssa: bool) {
        let (ctx, table) = (self.ctx, self.table);
        if ctx.op_info(arena.op_name(op)).traits().is_terminator {
            return;
        }
        if table.is_trivially_dead(ctx, arena, op) {
            self.to_erase.push(op);
            return;
        }
        if arena.regions(op).iter().any(|&r| arena.region_blocks(r).len() > 1) {
            return;
        }
        let hash = hash_op(ctx, table, arena, op);
        if !table.is_memory_effect_free(ctx, arena, op) {
            let effects = table.op(ctx, arena, op).facts.effects;
            if !effects.only_reads() {
                return;
            }
            if let Some(existing) = self.lookup(arena, hash, op) {
                if arena.op_parent(existing) == arena.op_parent(op) && !self.write_between(arena, existing, op) {
                    self.replace(arena, op, existing, ssa);
                    return;
                }
            }
            self.known.insert(hash, op);
            return;
        }
        if let Some(existing) = self.lookup(arena, hash, op) {
            self.replace(arena, op, existing, ssa);
            return;
        }
        self.known.insert(hash, op);
    }

    /// `hasOtherSideEffectingOpInBetween`.
    fn write_between(&mut self, arena: &IrArena, from: OpId, to: OpId) -> bool {
        let mut next = arena.next_op(from);
        match self.write_cache.get(&from) {
            Some(Err(_)) => return true,
            Some(Ok(upto)) => next = Some(*upto),
            None => {}
        }
        while let Some(n) = next {
            if n == to {
                break;
            }
            if self.table.may_write(self.ctx, arena, n) {
                self.write_cache.insert(from, Err(n));
                return true;
            }
            next = arena.next_op(n);
        }
        self.write_cache.insert(from, Ok(to));
        false
    }

    /// `replaceUsesAndDelete`.
    fn replace(&mut self, arena: &mut IrArena, op: OpId, existing: OpId, ssa: bool) {
        let n = arena.num_results(op).min(arena.num_results(existing));
        if ssa {
            for i in 0..n {
                arena.replace_all_uses(arena.result(op, i), arena.result(existing, i));
            }
            self.to_erase.push(op);
        } else {
            for i in 0..n {
                let from = arena.result(op, i);
                let to = arena.result(existing, i);
                let uses: Vec<crate::Use> = arena.uses(from).collect();
                for u in uses {
                    // Only uses the walk has already visited.
                    if !self.known.contains_op(u.op) {
                        arena.set_operand(u, to);
                    }
                }
            }
            if (0..arena.num_results(op)).all(|i| arena.use_empty(arena.result(op, i))) {
                self.to_erase.push(op);
            }
        }
        let unknown = self.ctx.unknown_loc();
        if arena.op_loc(existing) == unknown && arena.op_loc(op) != unknown {
            arena.set_op_loc(existing, arena.op_loc(op));
        }
    }
}
