//! Cloning ops through the rewriter (`OpBuilder::clone` with an
//! `IRMapping`): the copy's operands, block arguments and successors are
//! looked up in the mapping, which the copy's own values are added to.

use super::rewriter::PatternRewriter;
use crate::body::{BlockId, OpSpec, RegionId, Use};
use crate::{OpId, Value};
use std::collections::HashMap;

/// `IRMapping`: old values and blocks to their copies.
#[derive(Default, Debug)]
pub struct IrMapping {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> IrMapping {
        IrMapping::default()
    }

    /// Maps `from` to `to`.
    pub fn map(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// The copy of `v`, or `v` itself (`lookupOrDefault`).
    pub fn lookup_or_default(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
}

impl PatternRewriter<'_> {
    /// Clones `op` (with its regions) at the insertion point, mapping its
    /// operands through `mapping` and recording its results there; every
    /// new op is reported to the listener.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let mut pending = Vec::new();
        let new = self.clone_detached(op, mapping, &mut pending);
        self.map_pending(pending, mapping);
        self.insert(new);
        let nested: Vec<OpId> = self.arena.walk_preorder(new).into_iter().skip(1).collect();
        for n in nested {
            self.listener.op_inserted(self.arena, n, None);
        }
        new
    }

    /// A detached copy of `region` (`Region::cloneInto` into a new region),
    /// for an op about to be created; its ops are not reported.
    pub fn clone_region_detached(&mut self, region: RegionId, mapping: &mut IrMapping) -> RegionId {
        let mut pending = Vec::new();
        let copy = self.clone_region(region, mapping, &mut pending);
        self.map_pending(pending, mapping);
        copy
    }

    /// Maps the operands defined after their users (in a later block) once
    /// everything is copied.
    fn map_pending(&mut self, pending: Vec<(OpId, u32, Value)>, mapping: &IrMapping) {
        for (op, index, old) in pending {
            let v = mapping.lookup_or_default(old);
            if v != old {
                self.arena.set_operand(Use { op, operand: index }, v);
            }
        }
    }

    /// The detached copy of `op`; operands not yet in the mapping are noted
    /// in `pending` as `(copy, operand index, old value)`.
    fn clone_detached(&mut self, op: OpId, mapping: &mut IrMapping, pending: &mut Vec<(OpId, u32, Value)>) -> OpId {
        let old_operands: Vec<Value> = self.arena.operands(op).collect();
        let regions: Vec<RegionId> = self.arena.regions(op).to_vec();
        let new_regions: Vec<RegionId> = regions
            .iter()
            .map(|&r| self.clone_region(r, mapping, pending))
            .collect();
        let spec = OpSpec {
            operands: old_operands.iter().map(|&v| mapping.lookup_or_default(v)).collect(),
            result_types: self.arena.result_types(op).collect(),
            successors: self
                .arena
                .successors(op)
                .iter()
                .map(|b| mapping.blocks.get(b).copied().unwrap_or(*b))
                .collect(),
            regions: new_regions,
            properties: self.arena.properties(op),
            attrs: self.arena.attrs(op),
            ..OpSpec::new(self.arena.op_name(op), self.arena.op_loc(op))
        };
        let copy = self.arena.create_op(spec);
        for (i, &v) in old_operands.iter().enumerate() {
            if !mapping.values.contains_key(&v) {
                pending.push((copy, i as u32, v));
            }
        }
        for i in 0..self.arena.num_results(op) {
            mapping.map(self.arena.result(op, i), self.arena.result(copy, i));
        }
        copy
    }

    /// A detached copy of `region`: its blocks first (so successors map),
    /// then their ops.
    fn clone_region(
        &mut self,
        region: RegionId,
        mapping: &mut IrMapping,
        pending: &mut Vec<(OpId, u32, Value)>,
    ) -> RegionId {
        let new_region = self.arena.create_region();
        let blocks: Vec<BlockId> = self.arena.region_blocks(region).to_vec();
        for &b in &blocks {
            let args: Vec<_> = (0..self.arena.num_args(b))
                .map(|i| (self.arena.value_type(self.arena.arg(b, i)), self.arena.arg_loc(b, i)))
                .collect();
            let nb = self.arena.create_block(&args);
            self.arena.append_block(new_region, nb);
            mapping.blocks.insert(b, nb);
            for i in 0..args.len() {
                mapping.map(self.arena.arg(b, i), self.arena.arg(nb, i));
            }
        }
        for &b in &blocks {
            let nb = mapping.blocks.get(&b).copied().unwrap_or(b);
            let ops: Vec<OpId> = self.arena.block_ops(b).collect();
            for o in ops {
                let copy = self.clone_detached(o, mapping, pending);
                self.arena.append_op(nb, copy);
            }
        }
        new_region
    }
}
