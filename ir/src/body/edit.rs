//! IR mutation beyond building: inserting and moving ops, erasing ops,
//! blocks, block arguments and operands, replacing operand lists. These are
//! the primitives the pattern rewriter and the transformation passes use.
//!
//! They follow MLIR's effects on use lists: an operand that is set or
//! re-set becomes the newest use of its value.

use super::*;

impl IrArena {
    /// Inserts the detached `op` right before `before` (in `before`'s block).
    pub fn insert_op_before(&mut self, op: OpId, before: OpId) {
        let Some(block) = self.op_parent(before) else { return };
        let prev = self.ops[before.index()].prev;
        {
            let d = &mut self.ops[op.index()];
            d.parent = OptId(block.0);
            d.prev = prev;
            d.next = OptId(before.0);
        }
        match prev.get() {
            Some(p) => self.ops[p as usize].next = OptId(op.0),
            None => self.blocks[block.index()].first_op = OptId(op.0),
        }
        self.ops[before.index()].prev = OptId(op.0);
    }

    /// Inserts the detached `op` right after `after` (in `after`'s block).
    pub fn insert_op_after(&mut self, op: OpId, after: OpId) {
        match self.next_op(after) {
            Some(next) => self.insert_op_before(op, next),
            None => {
                if let Some(block) = self.op_parent(after) {
                    self.append_op(block, op);
                }
            }
        }
    }

    /// Inserts the detached `op` at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        match self.first_op(block) {
            Some(first) => self.insert_op_before(op, first),
            None => self.append_op(block, op),
        }
    }

    /// Moves `op` (attached or not) right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        if op == before {
            return;
        }
        self.detach_op(op);
        self.insert_op_before(op, before);
    }

    /// Moves `op` (attached or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.detach_op(op);
        self.append_op(block, op);
    }

    /// Whether `op` was erased (or is not in this arena).
    pub fn is_erased(&self, op: OpId) -> bool {
        self.check_op(op).is_err()
    }

    /// Detaches and erases `op` and everything nested in it, unlinking its
    /// operands (and those of nested ops) from their use lists. Uses of its
    /// results that remain must belong to ops erased next (as in a dead
    /// cycle of a graph region); no other op may keep using them.
    pub fn erase_op(&mut self, op: OpId) {
        if self.is_erased(op) {
            return;
        }
        self.detach_op(op);
        self.erase_detached_op(op);
    }

    /// Removes `block` from its region (it stays alive, detached).
    pub fn detach_block(&mut self, block: BlockId) {
        let Some(region) = self.block_parent(block) else { return };
        self.regions[region.index()].blocks.retain(|&b| b != block);
        self.blocks[block.index()].parent = OptId::NONE;
    }

    /// Inserts the detached `block` into `region` at position `index`
    /// (clamped to the end).
    pub fn insert_block(&mut self, region: RegionId, index: usize, block: BlockId) {
        self.blocks[block.index()].parent = OptId(region.0);
        let blocks = &mut self.regions[region.index()].blocks;
        let index = index.min(blocks.len());
        blocks.insert(index, block);
    }

    /// Erases `block` and every op in it (detaching it from its region).
    /// Uses of its arguments and op results must already be gone or belong
    /// to ops erased with it.
    pub fn erase_block(&mut self, block: BlockId) {
        self.detach_block(block);
        let mut cur = self.blocks[block.index()].first_op.get();
        while let Some(o) = cur {
            cur = self.ops[o as usize].next.get();
            let d = &mut self.ops[o as usize];
            d.parent = OptId::NONE;
            d.prev = OptId::NONE;
            d.next = OptId::NONE;
            self.erase_detached_op(OpId(o));
        }
        let b = &mut self.blocks[block.index()];
        b.first_op = OptId::NONE;
        b.last_op = OptId::NONE;
    }

    /// Number of uses of `value`.
    pub fn use_count(&self, value: Value) -> usize {
        self.uses(value).count()
    }

    /// Whether `value` has exactly one use.
    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    /// Erases argument `index` of `block`; it must have no uses. Later
    /// arguments move down by one (their uses are renumbered in place).
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let n = self.num_args(block);
        if index >= n {
            return;
        }
        self.blocks[block.index()].args.remove(index);
        for i in index..n - 1 {
            let new = Value::Arg { block, index: i as u32 };
            let mut cur = self.blocks[block.index()].args[i].value.first_use.get();
            while let Some(u) = cur {
                let o = self.operand_mut(u);
                o.value = PackedValue::pack(new);
                cur = o.next.get();
            }
        }
    }

    /// Replaces all operands of `op` with `values` (MLIR's `setOperands`):
    /// every operand is unlinked, then each new one becomes the newest use
    /// of its value.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let n = self.ops[op.index()].num_operands;
        for i in 0..n {
            self.unlink_use(Use { op, operand: i });
        }
        self.ops[op.index()].num_operands = 0;
        for &v in values {
            self.push_operand(op, v);
        }
    }

    /// Erases operand `index` of `op`; later operands move down by one.
    pub fn erase_operand(&mut self, op: OpId, index: usize) {
        let mut values: Vec<Value> = self.operands(op).collect();
        if index >= values.len() {
            return;
        }
        values.remove(index);
        self.set_operands(op, &values);
    }

    /// Replaces the successor list of `op`.
    pub fn set_successors(&mut self, op: OpId, successors: Vec<BlockId>) {
        match self.ops[op.index()].extra.get() {
            Some(e) => self.extras[e as usize].successors = successors,
            None => {
                if successors.is_empty() {
                    return;
                }
                self.extras.push(OpExtra {
                    successors,
                    regions: Vec::new(),
                });
                self.ops[op.index()].extra = OptId(id32(self.extras.len() - 1));
            }
        }
    }

    /// Moves every op of `source` before `before` (an op of another block),
    /// after replacing the uses of `source`'s arguments with `args` (MLIR's
    /// `inlineBlockBefore`). `source` is left empty.
    pub fn inline_block_before(&mut self, source: BlockId, before: OpId, args: &[Value]) {
        for (i, &v) in args.iter().enumerate().take(self.num_args(source)) {
            self.replace_all_uses(self.arg(source, i), v);
        }
        let ops: Vec<OpId> = self.block_ops(source).collect();
        for o in ops {
            self.move_op_before(o, before);
        }
    }

    /// Moves every op of `source` to the end of `dest`, after replacing the
    /// uses of `source`'s arguments with `args` (MLIR's `mergeBlocks`).
    pub fn merge_block_into(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        for (i, &v) in args.iter().enumerate().take(self.num_args(source)) {
            self.replace_all_uses(self.arg(source, i), v);
        }
        let ops: Vec<OpId> = self.block_ops(source).collect();
        for o in ops {
            self.move_op_to_end(o, dest);
        }
    }

    /// Position of `op` within its block (0 for the first op). Linear in
    /// the block's length.
    pub fn op_position(&self, op: OpId) -> usize {
        let mut n = 0;
        let mut cur = self.prev_op(op);
        while let Some(p) = cur {
            n += 1;
            cur = self.prev_op(p);
        }
        n
    }

    /// The op of `block` that contains `op` (`op` itself, or the ancestor
    /// of `op` whose parent block is `block`); `None` when `op` is not
    /// nested in `block`.
    pub fn ancestor_in_block(&self, block: BlockId, op: OpId) -> Option<OpId> {
        let mut cur = op;
        loop {
            let parent = self.op_parent(cur)?;
            if parent == block {
                return Some(cur);
            }
            cur = self.block_parent_op(parent)?;
        }
    }

    /// Whether `op` is nested (at any depth) inside `ancestor`'s regions.
    pub fn is_proper_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = op;
        while let Some(parent) = self.op_parent(cur).and_then(|b| self.block_parent_op(b)) {
            if parent == ancestor {
                return true;
            }
            cur = parent;
        }
        false
    }

    /// The op whose region holds `op` (`None` for a top-level or detached op).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.op_parent(op).and_then(|b| self.block_parent_op(b))
    }

    /// The region holding `op`.
    pub fn op_region(&self, op: OpId) -> Option<RegionId> {
        self.op_parent(op).and_then(|b| self.block_parent(b))
    }

    /// Every op nested in `op` and `op` itself, parents before children,
    /// blocks and ops in order (MLIR's pre-order walk).
    pub fn walk_preorder(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            let mut nested = Vec::new();
            for &r in self.regions(o) {
                for &b in self.region_blocks(r) {
                    nested.extend(self.block_ops(b));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
        out
    }

    /// Every op nested in `op` and `op` itself, children before parents
    /// (MLIR's default post-order walk).
    pub fn walk_postorder(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk_postorder_into(op, &mut out);
        out
    }

    fn walk_postorder_into(&self, op: OpId, out: &mut Vec<OpId>) {
        // An explicit stack keeps deep nesting off the call stack: each
        // entry is an op and whether its children were pushed already.
        let mut stack = vec![(op, false)];
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                out.push(o);
                continue;
            }
            stack.push((o, true));
            let mut nested = Vec::new();
            for &r in self.regions(o) {
                for &b in self.region_blocks(r) {
                    nested.extend(self.block_ops(b));
                }
            }
            stack.extend(nested.into_iter().rev().map(|n| (n, false)));
        }
    }

    /// Sets the type of result `index` of `op`.
    pub fn set_result_type(&mut self, op: OpId, index: usize, ty: Type) {
        let d = &self.ops[op.index()];
        if index < d.num_results as usize {
            let i = d.result_start as usize + index;
            self.results[i].ty = ty;
        }
    }

    /// Sets the type of argument `index` of `block`.
    pub fn set_arg_type(&mut self, block: BlockId, index: usize, ty: Type) {
        if let Some(a) = self.blocks[block.index()].args.get_mut(index) {
            a.value.ty = ty;
        }
    }

    /// Relinks the use list of `value` in the order `order` (newest first),
    /// which must hold exactly its current uses; otherwise nothing changes.
    pub fn reorder_uses(&mut self, value: Value, order: &[Use]) {
        let current: Vec<Use> = self.uses(value).collect();
        if current.len() != order.len() || current.iter().any(|u| !order.contains(u)) {
            return;
        }
        self.value_data_mut(value).first_use = order.first().copied().into();
        let mut prev = UseRef::NONE;
        for (i, &u) in order.iter().enumerate() {
            let next: UseRef = order.get(i + 1).copied().into();
            let o = self.operand_mut(u);
            o.prev = prev;
            o.next = next;
            prev = Some(u).into();
        }
    }

    /// Renames the op (`OperationName` change, used by generic rewrites).
    pub fn set_op_name(&mut self, op: OpId, name: OpName) {
        self.ops[op.index()].name = name;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    fn op(ctx: &Context, a: &mut IrArena, operands: Vec<Value>) -> OpId {
        a.create_op(OpSpec {
            operands,
            result_types: vec![ctx.int_type(32)],
            ..OpSpec::new(ctx.op_name("t.op"), ctx.unknown_loc())
        })
    }

    #[test]
    fn insert_move_erase() {
        let ctx = Context::new();
        let mut a = IrArena::new();
        let b = a.create_block(&[(ctx.int_type(32), ctx.unknown_loc()); 3]);
        let arg2 = a.arg(b, 2);
        let x = op(&ctx, &mut a, vec![arg2]);
        a.append_op(b, x);
        let rx = a.result(x, 0);
        let y = op(&ctx, &mut a, vec![rx]);
        a.prepend_op(b, y);
        assert_eq!(a.block_ops(b).collect::<Vec<_>>(), [y, x]);
        a.move_op_before(x, y);
        assert_eq!(a.block_ops(b).collect::<Vec<_>>(), [x, y]);
        let z = op(&ctx, &mut a, vec![]);
        a.insert_op_after(z, x);
        assert_eq!(a.block_ops(b).collect::<Vec<_>>(), [x, z, y]);
        assert_eq!(a.op_position(y), 2);
        a.erase_op(y);
        assert!(a.use_empty(a.result(x, 0)));
        assert_eq!(a.block_ops(b).collect::<Vec<_>>(), [x, z]);
        a.erase_block_arg(b, 0);
        assert_eq!(a.num_args(b), 2);
        assert_eq!(a.operand(x, 0), a.arg(b, 1));
        assert!(a.has_one_use(a.arg(b, 1)));
        a.set_operands(x, &[a.arg(b, 0), a.arg(b, 0)]);
        assert_eq!(a.use_count(a.arg(b, 0)), 2);
        a.erase_operand(x, 0);
        assert_eq!(a.num_operands(x), 1);
        assert_eq!(a.walk_preorder(x), [x]);
    }
}
