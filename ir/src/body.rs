//! The IR body: operations, blocks, regions and values, kept in one arena and
//! named by small ids. Use lists are intrusive doubly linked lists through the
//! operands, newest use first, exactly as MLIR keeps them (this order is what
//! bytecode use-list orders describe).
//!
//! A handle that does not belong to the arena, or names an erased object, is
//! reported as [`IrError`] by the checked accessors; the unchecked ones are for
//! handles the arena itself just handed out.

use crate::attrs::Attr;
use crate::registry::OpName;
use crate::types::Type;
use smallvec::SmallVec;
use std::fmt;

/// An operation in an [`IrArena`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpId(pub(crate) u32);
/// A block in an [`IrArena`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BlockId(pub(crate) u32);
/// A region in an [`IrArena`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct RegionId(pub(crate) u32);

impl OpId {
    /// Dense index of the op in its arena.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl BlockId {
    /// Dense index of the block in its arena.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl RegionId {
    /// Dense index of the region in its arena.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An SSA value: an operation result or a block argument.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Value {
    /// Result `index` of `op`.
    Result {
        /// Defining op.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    Arg {
        /// Owning block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
}

/// One use of a value: operand `operand` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The using op.
    pub op: OpId,
    /// Operand number.
    pub operand: u32,
}

/// An error from a checked IR accessor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrError(pub String);

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for IrError {}

#[derive(Clone, Debug)]
struct Operand {
    value: Value,
    prev: Option<Use>,
    next: Option<Use>,
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    first_use: Option<Use>,
}

#[derive(Clone, Debug)]
struct ArgData {
    value: ValueData,
    loc: Attr,
}

/// Everything an operation holds.
#[derive(Clone, Debug)]
struct OpData {
    name: OpName,
    loc: Attr,
    operands: Vec<Operand>,
    results: SmallVec<[ValueData; 1]>,
    successors: Vec<BlockId>,
    regions: SmallVec<[RegionId; 1]>,
    properties: Option<Attr>,
    attrs: Option<Attr>,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    erased: bool,
}

#[derive(Clone, Debug, Default)]
struct BlockData {
    args: Vec<ArgData>,
    first_op: Option<OpId>,
    last_op: Option<OpId>,
    parent: Option<RegionId>,
}

#[derive(Clone, Debug, Default)]
struct RegionData {
    blocks: Vec<BlockId>,
    parent: Option<OpId>,
}

/// What is needed to create an operation.
#[derive(Clone, Debug)]
pub struct OpSpec {
    /// Operation name.
    pub name: OpName,
    /// Location.
    pub loc: Attr,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Detached regions (from [`IrArena::create_region`]) the op takes over.
    pub regions: Vec<RegionId>,
    /// Properties (a dictionary for unregistered ops' `<{...}>`), if any.
    pub properties: Option<Attr>,
    /// Discardable attribute dictionary; `None` for an empty one.
    pub attrs: Option<Attr>,
}

/// Arena holding a tree of operations. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct IrArena {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
}

impl IrArena {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// Reserves room for about `n` more operations.
    pub fn reserve_ops(&mut self, n: usize) {
        self.ops.reserve(n);
    }

    /// Number of op slots ever created (erased ones included).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Number of block slots ever created.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    // ---------- creation ----------

    /// Creates a detached operation; its operands are linked into their values'
    /// use lists at once.
    pub fn create_op(&mut self, spec: OpSpec) -> OpId {
        let id = OpId(self.ops.len() as u32);
        for r in &spec.regions {
            self.regions[r.index()].parent = Some(id);
        }
        let regions = spec.regions.into_iter().collect();
        self.ops.push(OpData {
            name: spec.name,
            loc: spec.loc,
            operands: Vec::with_capacity(spec.operands.len()),
            results: spec
                .result_types
                .iter()
                .map(|&ty| ValueData { ty, first_use: None })
                .collect(),
            successors: spec.successors,
            regions,
            properties: spec.properties,
            attrs: spec.attrs,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        for value in spec.operands {
            self.push_operand(id, value);
        }
        id
    }

    /// Appends an operand to `op`, linking it as the newest use of `value`.
    pub fn push_operand(&mut self, op: OpId, value: Value) {
        let index = self.ops[op.index()].operands.len() as u32;
        self.ops[op.index()].operands.push(Operand {
            value,
            prev: None,
            next: None,
        });
        self.link_use(Use { op, operand: index }, value);
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        id
    }

    /// Unlinks `op` from its block (it stays alive, detached).
    pub fn detach_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let d = &self.ops[op.index()];
            (d.parent, d.prev, d.next)
        };
        let Some(block) = parent else { return };
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first_op = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[block.index()].last_op = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Sets the location of block argument `i`.
    pub fn set_arg_loc(&mut self, block: BlockId, i: usize, loc: Attr) {
        self.blocks[block.index()].args[i].loc = loc;
    }

    /// Creates a detached block with arguments `(type, location)`.
    pub fn create_block(&mut self, args: &[(Type, Attr)]) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            args: args
                .iter()
                .map(|&(ty, loc)| ArgData {
                    value: ValueData { ty, first_use: None },
                    loc,
                })
                .collect(),
            ..Default::default()
        });
        id
    }

    /// Adds an argument to `block`, returning it.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Attr) -> Value {
        let args = &mut self.blocks[block.index()].args;
        args.push(ArgData {
            value: ValueData { ty, first_use: None },
            loc,
        });
        Value::Arg {
            block,
            index: args.len() as u32 - 1,
        }
    }

    /// Appends a detached block to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.push(block);
    }

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last_op;
        {
            let data = &mut self.ops[op.index()];
            data.parent = Some(block);
            data.prev = last;
            data.next = None;
        }
        match last {
            Some(l) => self.ops[l.index()].next = Some(op),
            None => self.blocks[block.index()].first_op = Some(op),
        }
        self.blocks[block.index()].last_op = Some(op);
    }

    // ---------- use lists ----------

    fn value_data_mut(&mut self, value: Value) -> &mut ValueData {
        match value {
            Value::Result { op, index } => &mut self.ops[op.index()].results[index as usize],
            Value::Arg { block, index } => &mut self.blocks[block.index()].args[index as usize].value,
        }
    }

    fn value_data(&self, value: Value) -> &ValueData {
        match value {
            Value::Result { op, index } => &self.ops[op.index()].results[index as usize],
            Value::Arg { block, index } => &self.blocks[block.index()].args[index as usize].value,
        }
    }

    fn operand_mut(&mut self, u: Use) -> &mut Operand {
        &mut self.ops[u.op.index()].operands[u.operand as usize]
    }

    fn link_use(&mut self, u: Use, value: Value) {
        let old_first = self.value_data(value).first_use;
        {
            let operand = self.operand_mut(u);
            operand.value = value;
            operand.prev = None;
            operand.next = old_first;
        }
        if let Some(f) = old_first {
            self.operand_mut(f).prev = Some(u);
        }
        self.value_data_mut(value).first_use = Some(u);
    }

    fn unlink_use(&mut self, u: Use) {
        let (value, prev, next) = {
            let o = &self.ops[u.op.index()].operands[u.operand as usize];
            (o.value, o.prev, o.next)
        };
        match prev {
            Some(p) => self.operand_mut(p).next = next,
            None => self.value_data_mut(value).first_use = next,
        }
        if let Some(n) = next {
            self.operand_mut(n).prev = prev;
        }
    }

    /// Points operand `u` at `value` (MLIR's `OpOperand::set`: the use moves to
    /// the front of `value`'s use list).
    pub fn set_operand(&mut self, u: Use, value: Value) {
        self.unlink_use(u);
        self.link_use(u, value);
    }

    /// Replaces every use of `from` with `to`, in MLIR's order (front to back,
    /// each moved use becoming the newest use of `to`).
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        while let Some(u) = self.value_data(from).first_use {
            self.set_operand(u, to);
        }
    }

    /// Uses of `value`, newest first (MLIR's use-list order).
    pub fn uses(&self, value: Value) -> UseIter<'_> {
        UseIter {
            arena: self,
            next: self.value_data(value).first_use,
        }
    }

    /// Whether `value` has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        self.value_data(value).first_use.is_none()
    }

    // ---------- erasure ----------

    /// Erases a detached op (and everything in its regions), dropping its
    /// operands' uses. Uses of its results must already be gone.
    pub fn erase_detached_op(&mut self, op: OpId) {
        let n = self.ops[op.index()].operands.len() as u32;
        for i in 0..n {
            self.unlink_use(Use { op, operand: i });
        }
        self.ops[op.index()].erased = true;
        let regions = self.ops[op.index()].regions.clone();
        for r in regions {
            for b in self.regions[r.index()].blocks.clone() {
                let mut cur = self.blocks[b.index()].first_op;
                while let Some(o) = cur {
                    cur = self.ops[o.index()].next;
                    self.erase_detached_op(o);
                }
            }
        }
    }

    // ---------- accessors ----------

    /// Checks that `op` is a live op of this arena.
    pub fn check_op(&self, op: OpId) -> Result<(), IrError> {
        match self.ops.get(op.index()) {
            Some(d) if !d.erased => Ok(()),
            Some(_) => Err(IrError(format!("operation #{} was erased", op.0))),
            None => Err(IrError(format!("operation #{} is not in this IR", op.0))),
        }
    }

    /// Op name.
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op.index()].name
    }
    /// Op location.
    pub fn op_loc(&self, op: OpId) -> Attr {
        self.ops[op.index()].loc
    }
    /// Sets the op location.
    pub fn set_op_loc(&mut self, op: OpId, loc: Attr) {
        self.ops[op.index()].loc = loc;
    }
    /// Number of operands.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].operands.len()
    }
    /// Operand `i`.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.ops[op.index()].operands[i].value
    }
    /// All operands.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op.index()].operands.iter().map(|o| o.value)
    }
    /// Number of results.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].results.len()
    }
    /// Result `i`.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        Value::Result { op, index: i as u32 }
    }
    /// Result types.
    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.ops[op.index()].results.iter().map(|r| r.ty)
    }
    /// Successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.ops[op.index()].successors
    }
    /// Regions.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.ops[op.index()].regions
    }
    /// Properties attribute, if any.
    pub fn properties(&self, op: OpId) -> Option<Attr> {
        self.ops[op.index()].properties
    }
    /// Sets the properties attribute.
    pub fn set_properties(&mut self, op: OpId, props: Option<Attr>) {
        self.ops[op.index()].properties = props;
    }
    /// Discardable attribute dictionary (`None` when empty).
    pub fn attrs(&self, op: OpId) -> Option<Attr> {
        self.ops[op.index()].attrs
    }
    /// Sets the discardable attribute dictionary.
    pub fn set_attrs(&mut self, op: OpId, attrs: Option<Attr>) {
        self.ops[op.index()].attrs = attrs;
    }
    /// Block containing `op`.
    pub fn op_parent(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent
    }
    /// Next op in the block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next
    }
    /// Previous op in the block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev
    }

    /// Type of a value.
    pub fn value_type(&self, value: Value) -> Type {
        self.value_data(value).ty
    }
    /// Op defining a value (None for block arguments).
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match value {
            Value::Result { op, .. } => Some(op),
            Value::Arg { .. } => None,
        }
    }
    /// Block in which a value is defined.
    pub fn value_block(&self, value: Value) -> Option<BlockId> {
        match value {
            Value::Result { op, .. } => self.op_parent(op),
            Value::Arg { block, .. } => Some(block),
        }
    }

    /// Block arguments.
    pub fn num_args(&self, block: BlockId) -> usize {
        self.blocks[block.index()].args.len()
    }
    /// Argument `i` of `block`.
    pub fn arg(&self, block: BlockId, i: usize) -> Value {
        Value::Arg { block, index: i as u32 }
    }
    /// Location of block argument `i`.
    pub fn arg_loc(&self, block: BlockId, i: usize) -> Attr {
        self.blocks[block.index()].args[i].loc
    }
    /// Ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            arena: self,
            next: self.blocks[block.index()].first_op,
        }
    }
    /// First op of a block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first_op
    }
    /// Last op of a block.
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last_op
    }
    /// Region containing a block.
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent
    }
    /// Blocks of a region.
    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.index()].blocks
    }
    /// Op owning a region.
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }
    /// Index of `region` among its parent's regions.
    pub fn region_index(&self, region: RegionId) -> usize {
        self.region_parent(region)
            .and_then(|op| self.regions(op).iter().position(|&r| r == region))
            .unwrap_or(0)
    }
    /// Op that contains `block` (through its region).
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.block_parent(block).and_then(|r| self.region_parent(r))
    }
}

/// Iterator over the uses of a value, newest first.
pub struct UseIter<'a> {
    arena: &'a IrArena,
    next: Option<Use>,
}

impl Iterator for UseIter<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let u = self.next?;
        self.next = self.arena.ops[u.op.index()].operands[u.operand as usize].next;
        Some(u)
    }
}

/// Iterator over the ops of a block.
pub struct OpIter<'a> {
    arena: &'a IrArena,
    next: Option<OpId>,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let op = self.next?;
        self.next = self.arena.ops[op.index()].next;
        Some(op)
    }
}
