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
use std::fmt;

mod edit;

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

/// "No id" in the compact `u32` fields below. No arena or interner can hand
/// out this id: it would need 2^32 objects.
const NONE: u32 = u32::MAX;

/// An optional `u32` id without `Option`'s extra word.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct OptId(u32);

impl OptId {
    const NONE: OptId = OptId(NONE);

    fn get(self) -> Option<u32> {
        (self.0 != NONE).then_some(self.0)
    }
}

impl From<Option<u32>> for OptId {
    fn from(v: Option<u32>) -> OptId {
        OptId(v.unwrap_or(NONE))
    }
}

/// An optional [`Use`] in 8 bytes (`op == NONE` for none).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct UseRef {
    op: u32,
    operand: u32,
}

impl UseRef {
    const NONE: UseRef = UseRef { op: NONE, operand: 0 };

    fn get(self) -> Option<Use> {
        (self.op != NONE).then_some(Use {
            op: OpId(self.op),
            operand: self.operand,
        })
    }
}

impl From<Option<Use>> for UseRef {
    fn from(u: Option<Use>) -> UseRef {
        match u {
            Some(u) => UseRef {
                op: u.op.0,
                operand: u.operand,
            },
            None => UseRef::NONE,
        }
    }
}

/// Marks a block argument in [`PackedValue::index`].
const ARG_BIT: u32 = 1 << 31;

/// A [`Value`] in 8 bytes: the owner id and the index, whose top bit tells a
/// block argument from a result. Only values already checked against the
/// arena are packed, and no op or block can hold 2^31 values, so the bit is
/// free.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct PackedValue {
    owner: u32,
    index: u32,
}

impl PackedValue {
    fn pack(v: Value) -> PackedValue {
        match v {
            Value::Result { op, index } => PackedValue { owner: op.0, index },
            Value::Arg { block, index } => PackedValue {
                owner: block.0,
                index: index | ARG_BIT,
            },
        }
    }

    fn unpack(self) -> Value {
        if self.index & ARG_BIT != 0 {
            Value::Arg {
                block: BlockId(self.owner),
                index: self.index & !ARG_BIT,
            }
        } else {
            Value::Result {
                op: OpId(self.owner),
                index: self.index,
            }
        }
    }
}

/// One operand: the value it uses and its neighbours in that value's use
/// list (24 bytes).
#[derive(Clone, Debug)]
struct Operand {
    value: PackedValue,
    prev: UseRef,
    next: UseRef,
}

/// A value's type and the head of its use list (12 bytes).
#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    first_use: UseRef,
}

#[derive(Clone, Debug)]
struct ArgData {
    value: ValueData,
    loc: Attr,
}

/// The rarely present parts of an operation.
#[derive(Clone, Debug, Default)]
struct OpExtra {
    successors: Vec<BlockId>,
    regions: Vec<RegionId>,
}

/// Everything an operation holds, in 52 bytes: operands and results live
/// in the arena's shared vectors (`operands[operand_start..][..num_operands]`
/// and likewise for results), successors and regions in an [`OpExtra`].
#[derive(Clone, Debug)]
struct OpData {
    name: OpName,
    loc: Attr,
    properties: OptId,
    attrs: OptId,
    parent: OptId,
    prev: OptId,
    next: OptId,
    operand_start: u32,
    num_operands: u32,
    result_start: u32,
    num_results: u32,
    extra: OptId,
    erased: bool,
}

impl OpData {
    fn operand_range(&self) -> std::ops::Range<usize> {
        let start = self.operand_start as usize;
        start..start + self.num_operands as usize
    }

    fn result_range(&self) -> std::ops::Range<usize> {
        let start = self.result_start as usize;
        start..start + self.num_results as usize
    }
}

#[derive(Clone, Debug)]
struct BlockData {
    args: Vec<ArgData>,
    first_op: OptId,
    last_op: OptId,
    parent: OptId,
}

#[derive(Clone, Debug)]
struct RegionData {
    blocks: Vec<BlockId>,
    parent: OptId,
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

impl OpSpec {
    /// An op named `name` at `loc` with nothing else: no operands, results,
    /// successors, regions, properties or attributes; fill in what the op has
    /// with struct update syntax (`OpSpec { operands, ..OpSpec::new(name, loc) }`).
    pub fn new(name: OpName, loc: Attr) -> OpSpec {
        OpSpec {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            properties: None,
            attrs: None,
        }
    }
}

/// Arena holding a tree of operations. See the module documentation.
///
/// Operands and results of all ops share two vectors; an op that gains an
/// operand while another op's operands follow its own moves its operands to
/// the end (use lists name operands by op and number, so nothing else
/// changes). Slots of erased or moved operands are not reused.
#[derive(Clone, Debug, Default)]
pub struct IrArena {
    ops: Vec<OpData>,
    operands: Vec<Operand>,
    results: Vec<ValueData>,
    extras: Vec<OpExtra>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
}

fn id32(n: usize) -> u32 {
    u32::try_from(n)
        .ok()
        .filter(|&n| n != NONE)
        .expect("IR arena holds fewer than 2^32 - 1 objects")
}

impl IrArena {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// Reserves room for about `n` more operations (and their operands and
    /// results).
    pub fn reserve_ops(&mut self, n: usize) {
        self.ops.reserve(n);
        self.operands.reserve(n * 2);
        self.results.reserve(n);
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
        let id = OpId(id32(self.ops.len()));
        let extra = if spec.successors.is_empty() && spec.regions.is_empty() {
            OptId::NONE
        } else {
            for r in &spec.regions {
                self.regions[r.index()].parent = OptId(id.0);
            }
            self.extras.push(OpExtra {
                successors: spec.successors,
                regions: spec.regions,
            });
            OptId(id32(self.extras.len() - 1))
        };
        let result_start = id32(self.results.len());
        self.results.extend(spec.result_types.iter().map(|&ty| ValueData {
            ty,
            first_use: UseRef::NONE,
        }));
        self.ops.push(OpData {
            name: spec.name,
            loc: spec.loc,
            properties: spec.properties.map(|a| a.0).into(),
            attrs: spec.attrs.map(|a| a.0).into(),
            parent: OptId::NONE,
            prev: OptId::NONE,
            next: OptId::NONE,
            operand_start: id32(self.operands.len()),
            num_operands: 0,
            result_start,
            num_results: id32(spec.result_types.len()),
            extra,
            erased: false,
        });
        self.operands.reserve(spec.operands.len());
        for value in spec.operands {
            self.push_operand(id, value);
        }
        id
    }

    /// Appends an operand to `op`, linking it as the newest use of `value`.
    pub fn push_operand(&mut self, op: OpId, value: Value) {
        // Checks `value` before anything changes.
        let _ = self.value_data(value);
        let range = self.ops[op.index()].operand_range();
        if range.end != self.operands.len() {
            // Another op's operands follow: move this op's to the end.
            let start = id32(self.operands.len());
            self.operands.extend_from_within(range);
            self.ops[op.index()].operand_start = start;
        }
        let data = &mut self.ops[op.index()];
        let index = data.num_operands;
        data.num_operands += 1;
        self.operands.push(Operand {
            value: PackedValue::pack(value),
            prev: UseRef::NONE,
            next: UseRef::NONE,
        });
        self.link_use(Use { op, operand: index }, value);
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(id32(self.regions.len()));
        self.regions.push(RegionData {
            blocks: Vec::new(),
            parent: OptId::NONE,
        });
        id
    }

    /// Unlinks `op` from its block (it stays alive, detached).
    pub fn detach_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let d = &self.ops[op.index()];
            (d.parent, d.prev, d.next)
        };
        let Some(block) = parent.get() else { return };
        match prev.get() {
            Some(p) => self.ops[p as usize].next = next,
            None => self.blocks[block as usize].first_op = next,
        }
        match next.get() {
            Some(n) => self.ops[n as usize].prev = prev,
            None => self.blocks[block as usize].last_op = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = OptId::NONE;
        d.prev = OptId::NONE;
        d.next = OptId::NONE;
    }

    /// Sets the location of block argument `i`.
    pub fn set_arg_loc(&mut self, block: BlockId, i: usize, loc: Attr) {
        self.blocks[block.index()].args[i].loc = loc;
    }

    /// Creates a detached block with arguments `(type, location)`.
    pub fn create_block(&mut self, args: &[(Type, Attr)]) -> BlockId {
        let id = BlockId(id32(self.blocks.len()));
        self.blocks.push(BlockData {
            args: args
                .iter()
                .map(|&(ty, loc)| ArgData {
                    value: ValueData {
                        ty,
                        first_use: UseRef::NONE,
                    },
                    loc,
                })
                .collect(),
            first_op: OptId::NONE,
            last_op: OptId::NONE,
            parent: OptId::NONE,
        });
        id
    }

    /// Adds an argument to `block`, returning it.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Attr) -> Value {
        let args = &mut self.blocks[block.index()].args;
        assert!(args.len() < ARG_BIT as usize, "too many block arguments");
        args.push(ArgData {
            value: ValueData {
                ty,
                first_use: UseRef::NONE,
            },
            loc,
        });
        Value::Arg {
            block,
            index: args.len() as u32 - 1,
        }
    }

    /// Creates a block with arguments `(type, location)` and appends it to
    /// `region`: the entry block when `region` is empty (as after building an
    /// op whose region has to be filled, such as a `func.func`).
    pub fn add_block(&mut self, region: RegionId, args: &[(Type, Attr)]) -> BlockId {
        let block = self.create_block(args);
        self.append_block(region, block);
        block
    }

    /// Appends a detached block to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block.index()].parent = OptId(region.0);
        self.regions[region.index()].blocks.push(block);
    }

    /// Creates an op named `name` (without regions or successors; its
    /// properties and discardable attributes dictionaries of `properties`
    /// and `attrs` unless empty) at the end of `block`, and returns its
    /// results.
    #[allow(clippy::too_many_arguments)]
    pub fn append_new_op(
        &mut self,
        ctx: &crate::context::Context,
        block: BlockId,
        name: &str,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        properties: Vec<(Attr, Attr)>,
        attrs: Vec<(Attr, Attr)>,
        loc: Attr,
    ) -> Vec<Value> {
        let n = result_types.len();
        let op = self.create_op(OpSpec {
            name: ctx.op_name(name),
            loc,
            operands,
            result_types,
            successors: Vec::new(),
            regions: Vec::new(),
            properties: (!properties.is_empty()).then(|| ctx.dictionary_attr(properties)),
            attrs: (!attrs.is_empty()).then(|| ctx.dictionary_attr(attrs)),
        });
        self.append_op(block, op);
        (0..n).map(|i| self.result(op, i)).collect()
    }

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last_op;
        {
            let data = &mut self.ops[op.index()];
            data.parent = OptId(block.0);
            data.prev = last;
            data.next = OptId::NONE;
        }
        match last.get() {
            Some(l) => self.ops[l as usize].next = OptId(op.0),
            None => self.blocks[block.index()].first_op = OptId(op.0),
        }
        self.blocks[block.index()].last_op = OptId(op.0);
    }

    // ---------- use lists ----------

    fn value_data_mut(&mut self, value: Value) -> &mut ValueData {
        match value {
            Value::Result { op, index } => {
                let d = &self.ops[op.index()];
                assert!(index < d.num_results, "result #{index} out of range");
                &mut self.results[d.result_start as usize + index as usize]
            }
            Value::Arg { block, index } => &mut self.blocks[block.index()].args[index as usize].value,
        }
    }

    fn value_data(&self, value: Value) -> &ValueData {
        match value {
            Value::Result { op, index } => {
                let d = &self.ops[op.index()];
                assert!(index < d.num_results, "result #{index} out of range");
                &self.results[d.result_start as usize + index as usize]
            }
            Value::Arg { block, index } => &self.blocks[block.index()].args[index as usize].value,
        }
    }

    fn operand_ref(&self, u: Use) -> &Operand {
        let d = &self.ops[u.op.index()];
        assert!(u.operand < d.num_operands, "operand #{} out of range", u.operand);
        &self.operands[d.operand_start as usize + u.operand as usize]
    }

    fn operand_mut(&mut self, u: Use) -> &mut Operand {
        let d = &self.ops[u.op.index()];
        assert!(u.operand < d.num_operands, "operand #{} out of range", u.operand);
        &mut self.operands[d.operand_start as usize + u.operand as usize]
    }

    fn link_use(&mut self, u: Use, value: Value) {
        let old_first = self.value_data(value).first_use;
        {
            let operand = self.operand_mut(u);
            operand.value = PackedValue::pack(value);
            operand.prev = UseRef::NONE;
            operand.next = old_first;
        }
        if let Some(f) = old_first.get() {
            self.operand_mut(f).prev = Some(u).into();
        }
        self.value_data_mut(value).first_use = Some(u).into();
    }

    fn unlink_use(&mut self, u: Use) {
        let (value, prev, next) = {
            let o = self.operand_ref(u);
            (o.value.unpack(), o.prev, o.next)
        };
        match prev.get() {
            Some(p) => self.operand_mut(p).next = next,
            None => self.value_data_mut(value).first_use = next,
        }
        if let Some(n) = next.get() {
            self.operand_mut(n).prev = prev;
        }
    }

    /// Points operand `u` at `value` (MLIR's `OpOperand::set`: the use moves to
    /// the front of `value`'s use list).
    pub fn set_operand(&mut self, u: Use, value: Value) {
        // Checks `value` before anything changes.
        let _ = self.value_data(value);
        self.unlink_use(u);
        self.link_use(u, value);
    }

    /// Replaces every use of `from` with `to`, in MLIR's order (front to back,
    /// each moved use becoming the newest use of `to`).
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        while let Some(u) = self.value_data(from).first_use.get() {
            self.set_operand(u, to);
        }
    }

    /// Uses of `value`, newest first (MLIR's use-list order).
    pub fn uses(&self, value: Value) -> UseIter<'_> {
        UseIter {
            arena: self,
            next: self.value_data(value).first_use.get(),
        }
    }

    /// Whether `value` has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        self.value_data(value).first_use.get().is_none()
    }

    // ---------- erasure ----------

    /// Erases a detached op (and everything in its regions), dropping its
    /// operands' uses. Uses of its results must already be gone.
    pub fn erase_detached_op(&mut self, op: OpId) {
        let n = self.ops[op.index()].num_operands;
        for i in 0..n {
            self.unlink_use(Use { op, operand: i });
        }
        self.ops[op.index()].erased = true;
        let regions = self.regions(op).to_vec();
        for r in regions {
            for b in self.regions[r.index()].blocks.clone() {
                let mut cur = self.blocks[b.index()].first_op.get();
                while let Some(o) = cur {
                    cur = self.ops[o as usize].next.get();
                    self.erase_detached_op(OpId(o));
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

    fn extra(&self, op: OpId) -> Option<&OpExtra> {
        self.ops[op.index()].extra.get().map(|e| &self.extras[e as usize])
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
        self.ops[op.index()].num_operands as usize
    }
    /// Operand `i`.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        let range = self.ops[op.index()].operand_range();
        self.operands[range][i].value.unpack()
    }
    /// All operands.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        let range = self.ops[op.index()].operand_range();
        self.operands[range].iter().map(|o| o.value.unpack())
    }
    /// The operands at the positions in `range` (those of them the op has).
    pub fn operands_in(&self, op: OpId, range: std::ops::Range<usize>) -> Vec<Value> {
        self.operands(op).skip(range.start).take(range.len()).collect()
    }
    /// Number of results.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].num_results as usize
    }
    /// Result `i`.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        Value::Result { op, index: i as u32 }
    }
    /// Result types.
    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        let range = self.ops[op.index()].result_range();
        self.results[range].iter().map(|r| r.ty)
    }
    /// Successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.extra(op).map_or(&[], |e| &e.successors)
    }
    /// Regions.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.extra(op).map_or(&[], |e| &e.regions)
    }
    /// Properties attribute, if any.
    pub fn properties(&self, op: OpId) -> Option<Attr> {
        self.ops[op.index()].properties.get().map(Attr)
    }
    /// Sets the properties attribute.
    pub fn set_properties(&mut self, op: OpId, props: Option<Attr>) {
        self.ops[op.index()].properties = props.map(|a| a.0).into();
    }
    /// Discardable attribute dictionary (`None` when empty).
    pub fn attrs(&self, op: OpId) -> Option<Attr> {
        self.ops[op.index()].attrs.get().map(Attr)
    }
    /// Sets the discardable attribute dictionary.
    pub fn set_attrs(&mut self, op: OpId, attrs: Option<Attr>) {
        self.ops[op.index()].attrs = attrs.map(|a| a.0).into();
    }
    /// `true` when two ops agree on everything but their operand values,
    /// result values and region contents: name, discardable attributes,
    /// properties, and the numbers of regions, successors, operands and
    /// results (MLIR's `OperationEquivalence::isEquivalentTo` header check,
    /// shared by CSE and block merging, which then compare operands their
    /// own way).
    pub fn same_op_header(&self, l: OpId, r: OpId) -> bool {
        self.attrs(l) == self.attrs(r)
            && self.op_name(l) == self.op_name(r)
            && self.regions(l).len() == self.regions(r).len()
            && self.successors(l).len() == self.successors(r).len()
            && self.num_operands(l) == self.num_operands(r)
            && self.num_results(l) == self.num_results(r)
            && self.properties(l) == self.properties(r)
    }
    /// Block containing `op`.
    pub fn op_parent(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent.get().map(BlockId)
    }
    /// Next op in the block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next.get().map(OpId)
    }
    /// Previous op in the block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev.get().map(OpId)
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
    /// Location of `value` (`Value::getLoc`): its block argument's, or its
    /// defining op's.
    pub fn value_loc(&self, value: Value) -> Attr {
        match value {
            Value::Arg { block, index } => self.arg_loc(block, index as usize),
            Value::Result { op, .. } => self.op_loc(op),
        }
    }
    /// Ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            arena: self,
            next: self.blocks[block.index()].first_op.get().map(OpId),
        }
    }
    /// First op of a block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first_op.get().map(OpId)
    }
    /// Last op of a block.
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last_op.get().map(OpId)
    }
    /// Region containing a block.
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent.get().map(RegionId)
    }
    /// Blocks of a region.
    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.index()].blocks
    }
    /// Op owning a region.
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent.get().map(OpId)
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
        self.next = self.arena.operand_ref(u).next.get();
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
        self.next = self.arena.ops[op.index()].next.get().map(OpId);
        Some(op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    #[test]
    fn compact_layout() {
        assert_eq!(std::mem::size_of::<OpData>(), 52);
        assert_eq!(std::mem::size_of::<Operand>(), 24);
        assert_eq!(std::mem::size_of::<ValueData>(), 12);
    }

    fn spec(ctx: &Context, operands: Vec<Value>, results: usize) -> OpSpec {
        OpSpec {
            name: ctx.op_name("t.op"),
            loc: ctx.unknown_loc(),
            operands,
            result_types: vec![ctx.int_type(32); results],
            successors: Vec::new(),
            regions: Vec::new(),
            properties: None,
            attrs: None,
        }
    }

    /// Growing an op whose operands are followed by another op's moves them
    /// without disturbing any use list.
    #[test]
    fn push_operand_relocates() {
        let ctx = Context::new();
        let mut a = IrArena::new();
        let def = a.create_op(spec(&ctx, vec![], 2));
        let (x, y) = (a.result(def, 0), a.result(def, 1));
        let first = a.create_op(spec(&ctx, vec![x, y], 0));
        let second = a.create_op(spec(&ctx, vec![x], 1));
        a.push_operand(first, y);
        a.push_operand(second, a.result(second, 0));
        a.push_operand(first, x);
        assert_eq!(a.operands(first).collect::<Vec<_>>(), [x, y, y, x]);
        assert_eq!(a.operands(second).collect::<Vec<_>>(), [x, a.result(second, 0)]);
        let uses = |a: &IrArena, v| a.uses(v).map(|u: Use| (u.op, u.operand)).collect::<Vec<_>>();
        assert_eq!(uses(&a, x), [(first, 3), (second, 0), (first, 0)]);
        assert_eq!(uses(&a, y), [(first, 2), (first, 1)]);
        a.set_operand(Use { op: first, operand: 0 }, y);
        assert_eq!(uses(&a, x), [(first, 3), (second, 0)]);
        assert_eq!(uses(&a, y), [(first, 0), (first, 2), (first, 1)]);
        a.erase_detached_op(second);
        assert_eq!(uses(&a, x), [(first, 3)]);
        assert!(a.check_op(second).is_err());
        a.replace_all_uses(y, x);
        assert_eq!(uses(&a, x), [(first, 1), (first, 2), (first, 0), (first, 3)]);
        assert!(a.use_empty(y));
    }

    #[test]
    fn packed_values_round_trip() {
        let vals = [
            Value::Result { op: OpId(7), index: 3 },
            Value::Arg {
                block: BlockId(7),
                index: 3,
            },
            Value::Arg {
                block: BlockId(0),
                index: ARG_BIT - 1,
            },
        ];
        for v in vals {
            assert_eq!(PackedValue::pack(v).unpack(), v);
        }
    }
}
