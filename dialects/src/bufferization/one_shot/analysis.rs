//! One-Shot Analysis (upstream `OneShotAnalysis.cpp`): decides for every
//! tensor operand whether it bufferizes in place. Ops are visited bottom
//! up; an operand goes out of place when bufferizing it in place would
//! write to a non-writable buffer (a constant, a read-only argument) or
//! create a read-after-write conflict: a read that, by the SSA use-def
//! chain, should see one definition but would see a later write to an
//! alias (the checks are in `conflicts`). Alias and equivalence sets are
//! union-find sets over values.

use super::conflicts;
use super::interface::{model, Alias, Relation};
use super::order::BlockOrder;
use super::Options;
use crate::bufferization::ops::BufferizableOpInterfaceRef;
use crate::common::entry_block;
use ir::{Context, Diagnostic, IrArena, OpId, TypeKind, Use, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Union-find sets of values that remember their members.
#[derive(Default, Debug)]
pub struct ValueSets {
    parent: HashMap<Value, Value>,
    members: HashMap<Value, Vec<Value>>,
}

impl ValueSets {
    /// The representative of `v`'s set.
    pub fn find(&self, v: Value) -> Value {
        let mut x = v;
        while let Some(&p) = self.parent.get(&x) {
            x = p;
        }
        x
    }

    /// Merges the sets of `a` and `b`.
    pub fn union(&mut self, a: Value, b: Value) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let moved = self.members.remove(&rb).unwrap_or_else(|| vec![rb]);
        self.members.entry(ra).or_insert_with(|| vec![ra]).extend(moved);
        self.parent.insert(rb, ra);
    }

    /// The members of `v`'s set (`v` alone when it was never merged).
    pub fn members(&self, v: Value) -> Vec<Value> {
        let r = self.find(v);
        self.members.get(&r).cloned().unwrap_or_else(|| vec![r])
    }

    /// Whether `a` and `b` are in one set.
    pub fn same(&self, a: Value, b: Value) -> bool {
        self.find(a) == self.find(b)
    }
}

/// The analysis' decisions: alias and equivalence sets, in-place
/// operands, and uses of tensors with undefined contents.
#[derive(Default, Debug)]
pub struct Decisions {
    aliases: ValueSets,
    equivalences: ValueSets,
    in_place: HashSet<Use>,
    undefined: HashSet<Use>,
}

/// What the module analysis learned about each function's arguments
/// (`FuncAnalysisState`).
#[derive(Default, Debug)]
pub struct FuncFacts {
    /// Functions whose analysis is complete.
    pub analyzed: HashSet<OpId>,
    /// Argument numbers read by each function.
    pub read_args: HashMap<OpId, HashSet<usize>>,
    /// Argument numbers written by each function.
    pub written_args: HashMap<OpId, HashSet<usize>>,
    /// Result number -> equivalent argument number, per function.
    pub equivalent_args: HashMap<OpId, HashMap<usize, usize>>,
    /// Argument number -> result numbers that may alias it, per function.
    pub aliasing_results: HashMap<OpId, HashMap<usize, Vec<usize>>>,
}

/// A read-only view of the IR with the analysis' decisions: what the hooks
/// query (`OneShotAnalysisState`).
pub struct State<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR.
    pub arena: &'a IrArena,
    /// The decisions so far.
    pub dec: &'a Decisions,
    /// Function-boundary facts.
    pub funcs: &'a FuncFacts,
    /// The pass options.
    pub options: &'a Options,
    /// Op order within blocks, while `analyze` runs (the IR is unchanged
    /// then); `None` otherwise.
    pub order: Option<&'a BlockOrder>,
}

/// Whether `ty` is a tensor type.
pub fn is_tensor(ctx: &Context, ty: ir::Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

impl<'a> State<'a> {
    /// The hooks of `op`.
    pub fn model(&self, op: OpId) -> Option<BufferizableOpInterfaceRef> {
        model(self.ctx, self.arena, op, self.options.function_boundaries)
    }

    /// Whether `v` is a tensor.
    pub fn is_tensor_value(&self, v: Value) -> bool {
        is_tensor(self.ctx, self.arena.value_type(v))
    }

    /// The op that defines `v` or owns its block.
    pub fn owner(&self, v: Value) -> Option<OpId> {
        match v {
            Value::Result { op, .. } => Some(op),
            Value::Arg { block, .. } => self.arena.block_parent_op(block),
        }
    }

    /// The value of a use.
    pub fn value_of(&self, u: Use) -> Value {
        self.arena.operand(u.op, u.operand as usize)
    }

    /// The uses of `v`.
    pub fn uses(&self, v: Value) -> Vec<Use> {
        self.arena.uses(v).collect()
    }

    /// `bufferizesToMemoryRead` (unknown ops read).
    pub fn reads(&self, u: Use) -> bool {
        self.model(u.op).is_none_or(|m| m.reads(self, u))
    }

    /// `bufferizesToMemoryWrite` of an operand (unknown ops write).
    pub fn writes(&self, u: Use) -> bool {
        self.model(u.op).is_none_or(|m| m.writes(self, u))
    }

    /// `getAliasingValues` (unknown ops: every tensor result, maybe).
    pub fn aliasing_values(&self, u: Use) -> Vec<Alias<Value>> {
        match self.model(u.op) {
            Some(m) => m.aliasing_values(self, u),
            None => self.unknown_aliasing_values(u.op),
        }
    }

    /// What an operand of `op` aliases when nothing is known of `op`: every
    /// tensor result, maybe (`Relation::Unknown`, not definite).
    pub fn unknown_aliasing_values(&self, op: OpId) -> Vec<Alias<Value>> {
        (0..self.arena.num_results(op))
            .map(|i| self.arena.result(op, i))
            .filter(|&r| self.is_tensor_value(r))
            .map(|r| Alias {
                to: r,
                relation: Relation::Unknown,
                definite: false,
            })
            .collect()
    }

    /// `getAliasingOpOperands` (block arguments of unknown ops: none).
    pub fn aliasing_operands(&self, v: Value) -> Vec<Alias<Use>> {
        match self.owner(v).and_then(|op| self.model(op)) {
            Some(m) => m.aliasing_operands(self, v),
            None if matches!(v, Value::Result { .. }) => self.inverse_aliasing_operands(v),
            None => Vec::new(),
        }
    }

    /// The default `getAliasingOpOperands`: the tensor operands of the
    /// defining op whose aliasing values contain `v`.
    pub fn inverse_aliasing_operands(&self, v: Value) -> Vec<Alias<Use>> {
        let Value::Result { op, .. } = v else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for i in 0..self.arena.num_operands(op) {
            let u = Use { op, operand: i as u32 };
            if !self.is_tensor_value(self.value_of(u)) {
                continue;
            }
            for a in self.aliasing_values(u) {
                if a.to == v {
                    out.push(Alias {
                        to: u,
                        relation: a.relation,
                        definite: a.definite,
                    });
                }
            }
        }
        out
    }

    /// `bufferizesToMemoryWrite(Value)`: block arguments and results of
    /// unknown ops are definitions; others ask `resultBufferizesToMemoryWrite`.
    pub fn value_writes(&self, v: Value) -> bool {
        let Value::Result { op, .. } = v else {
            return true;
        };
        self.model(op).is_none_or(|m| m.result_writes(self, v))
    }

    /// `defaultResultBufferizesToMemoryWrite`.
    pub fn default_result_writes(&self, result: Value) -> bool {
        let operands = self.aliasing_operands(result);
        if operands.is_empty() {
            return true;
        }
        if operands.iter().any(|a| self.writes(a.to)) {
            return true;
        }
        let Some(def) = self.owner(result) else { return false };
        operands.iter().any(|a| {
            !self
                .find_in_reverse_chain(a.to, Chase::default(), |v| {
                    self.owner(v)
                        .is_some_and(|o| o == def || self.arena.is_proper_ancestor(def, o))
                        && self.value_writes(v)
                })
                .is_empty()
        })
    }

    /// `isWritable` (values of unknown ops are not).
    pub fn is_writable(&self, v: Value) -> bool {
        self.owner(v)
            .and_then(|op| self.model(op))
            .is_some_and(|m| m.is_writable(self, v))
    }

    /// Whether the use was decided in place (the operands of ops without
    /// hooks always are: their buffers are passed as they are).
    pub fn is_in_place(&self, u: Use) -> bool {
        self.dec.in_place.contains(&u) || self.model(u.op).is_none()
    }

    /// Whether `a` and `b` bufferize to one buffer.
    pub fn equivalent(&self, a: Value, b: Value) -> bool {
        self.dec.equivalences.same(a, b)
    }

    /// Whether `a` and `b` may bufferize to overlapping buffers.
    pub fn aliasing(&self, a: Value, b: Value) -> bool {
        self.dec.aliases.same(a, b)
    }

    /// The alias set of `v`.
    pub fn aliases_of(&self, v: Value) -> Vec<Value> {
        self.dec.aliases.members(v)
    }

    /// Whether the contents of the tensor at `u` are undefined.
    pub fn has_undefined_contents(&self, u: Use) -> bool {
        self.dec.undefined.contains(&u)
    }

    /// `bufferizesToAliasOnly`.
    fn alias_only(&self, u: Use) -> bool {
        !self.reads(u) && !self.writes(u) && !self.aliasing_values(u).is_empty()
    }

    /// `isValueRead`: some use reads `v` or a value it only aliases.
    pub fn is_value_read(&self, v: Value) -> bool {
        let mut work = self.uses(v);
        let mut seen = HashSet::default();
        while let Some(u) = work.pop() {
            if !seen.insert(u) {
                continue;
            }
            if self.alias_only(u) {
                for a in self.aliasing_values(u) {
                    work.extend(self.uses(a.to));
                }
            }
            if self.reads(u) {
                return true;
            }
        }
        false
    }

    /// `isValueWritten`: an alias of `v` is written in place.
    pub fn is_value_written(&self, v: Value) -> bool {
        self.aliases_of(v)
            .into_iter()
            .any(|a| self.uses(a).into_iter().any(|u| self.is_in_place(u) && self.writes(u)))
    }

    /// `findValueInReverseUseDefChain` from the value at `start`,
    /// following aliasing operands; leaves are kept only when `chase`
    /// says so.
    pub fn find_in_reverse_chain(&self, start: Use, chase: Chase, cond: impl Fn(Value) -> bool) -> Vec<Value> {
        self.find_from_value(self.value_of(start), chase, cond)
    }

    /// [`Self::find_in_reverse_chain`] from a value.
    pub fn find_from_value(&self, start: Value, chase: Chase, cond: impl Fn(Value) -> bool) -> Vec<Value> {
        let mut result: Vec<Value> = Vec::new();
        let mut work = vec![start];
        let mut visited = HashSet::default();
        let add = |r: &mut Vec<Value>, v: Value| {
            if !r.contains(&v) {
                r.push(v);
            }
        };
        while let Some(v) = work.pop() {
            if !visited.insert(v) {
                if chase.include_leaves {
                    add(&mut result, v);
                }
                continue;
            }
            if cond(v) {
                add(&mut result, v);
                continue;
            }
            if self.owner(v).and_then(|o| self.model(o)).is_none() {
                if chase.include_leaves {
                    add(&mut result, v);
                }
                continue;
            }
            let operands = self.aliasing_operands(v);
            if operands.is_empty() && chase.include_leaves {
                add(&mut result, v);
            }
            for a in operands {
                if chase.equivalent_only && a.relation != Relation::Equivalent {
                    if chase.include_leaves {
                        add(&mut result, v);
                    }
                    continue;
                }
                let next = self.value_of(a.to);
                if !work.contains(&next) {
                    work.push(next);
                }
            }
        }
        result
    }

    /// `findDefinitions`: the values that last wrote the buffer read at `u`.
    pub fn definitions(&self, u: Use) -> Vec<Value> {
        self.find_in_reverse_chain(u, Chase::default(), |v| self.value_writes(v))
    }
}

/// How [`State::find_in_reverse_chain`] walks (`TraversalConfig`).
#[derive(Copy, Clone, Default, Debug)]
pub struct Chase {
    /// `alwaysIncludeLeaves`.
    pub include_leaves: bool,
    /// `followEquivalentOnly`.
    pub equivalent_only: bool,
}

/// Whether `op` has a tensor operand or result.
pub fn has_tensor_semantics(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    arena.operands(op).any(|v| is_tensor(ctx, arena.value_type(v))) || arena.result_types(op).any(|t| is_tensor(ctx, t))
}

/// The analysis over a module: decisions plus function facts.
pub struct Analysis {
    /// The decisions.
    pub dec: Decisions,
    /// Function-boundary facts.
    pub funcs: FuncFacts,
    /// Op order cache, present while `analyze` runs.
    order: Option<BlockOrder>,
}

impl Analysis {
    /// A fresh analysis of the IR under `root`: alias sets, and the
    /// operands that must bufferize in place marked so.
    pub fn new(ctx: &Context, arena: &IrArena, root: OpId, options: &Options) -> Analysis {
        let mut a = Analysis {
            dec: Decisions::default(),
            funcs: FuncFacts::default(),
            order: None,
        };
        let mut must = Vec::new();
        {
            let st = a.state(ctx, arena, options);
            for op in arena.walk_preorder(root) {
                let Some(m) = st.model(op) else { continue };
                for i in 0..arena.num_operands(op) {
                    let u = Use { op, operand: i as u32 };
                    if st.is_tensor_value(st.value_of(u)) && m.must_bufferize_in_place(&st, u) {
                        must.push(u);
                    }
                }
            }
        }
        for u in must {
            a.bufferize_in_place(ctx, arena, options, u);
        }
        a
    }

    /// A query view.
    pub fn state<'a>(&'a self, ctx: &'a Context, arena: &'a IrArena, options: &'a Options) -> State<'a> {
        State {
            ctx,
            arena,
            dec: &self.dec,
            funcs: &self.funcs,
            options,
            order: self.order.as_ref(),
        }
    }

    fn bufferize_in_place(&mut self, ctx: &Context, arena: &IrArena, options: &Options, u: Use) {
        if self.dec.in_place.contains(&u) {
            return;
        }
        let aliases = self.state(ctx, arena, options).aliasing_values(u);
        self.dec.in_place.insert(u);
        let v = arena.operand(u.op, u.operand as usize);
        for a in aliases {
            self.dec.aliases.union(a.to, v);
        }
    }

    /// `analyzeOp`: in-place analysis (bottom up), equivalence analysis,
    /// `verifyAnalysis` of every op, and the undefined-contents uses.
    /// Every failed `verifyAnalysis` is reported.
    pub fn analyze(
        &mut self,
        ctx: &Context,
        arena: &IrArena,
        options: &Options,
        op: OpId,
    ) -> Result<(), Vec<Diagnostic>> {
        self.order = Some(BlockOrder::default());
        let result = self.analyze_with_order(ctx, arena, options, op);
        self.order = None;
        result
    }

    /// [`Analysis::analyze`] with the op order cache in place.
    fn analyze_with_order(
        &mut self,
        ctx: &Context,
        arena: &IrArena,
        options: &Options,
        op: OpId,
    ) -> Result<(), Vec<Diagnostic>> {
        let ops: Vec<OpId> = arena
            .walk_postorder(op)
            .into_iter()
            .filter(|&o| has_tensor_semantics(ctx, arena, o))
            .collect();
        for &o in ops.iter().rev() {
            if model(ctx, arena, o, options.function_boundaries).is_none() {
                continue;
            }
            for i in 0..arena.num_operands(o) {
                let u = Use {
                    op: o,
                    operand: i as u32,
                };
                if !is_tensor(ctx, arena.value_type(arena.operand(o, i))) || self.dec.in_place.contains(&u) {
                    continue;
                }
                let conflict = {
                    let st = self.state(ctx, arena, options);
                    conflicts::would_write_read_only(&st, u) || conflicts::would_create_raw(&st, u)
                };
                if !conflict {
                    self.bufferize_in_place(ctx, arena, options, u);
                }
            }
        }
        self.equivalence_analysis(ctx, arena, options, op);
        let st = self.state(ctx, arena, options);
        let errors: Vec<Diagnostic> = arena
            .walk_preorder(op)
            .into_iter()
            .filter_map(|o| st.model(o).and_then(|m| m.verify_analysis(&st).err()))
            .collect();
        if !errors.is_empty() {
            return Err(errors);
        }
        self.gather_undefined_uses(ctx, arena, options, op);
        Ok(())
    }

    /// `equivalenceAnalysis`.
    fn equivalence_analysis(&mut self, ctx: &Context, arena: &IrArena, options: &Options, root: OpId) {
        for op in arena.walk_postorder(root) {
            if model(ctx, arena, op, options.function_boundaries).is_none() {
                continue;
            }
            for i in 0..arena.num_results(op) {
                let r = arena.result(op, i);
                if !is_tensor(ctx, arena.value_type(r)) {
                    continue;
                }
                let merge = {
                    let st = self.state(ctx, arena, options);
                    let aliases = st.aliasing_operands(r);
                    let Some(first) = aliases.first().map(|a| st.value_of(a.to)) else {
                        continue;
                    };
                    let mut all_equivalent = true;
                    let mut definite = None;
                    for a in &aliases {
                        let equiv = a.relation == Relation::Equivalent;
                        let in_place = st.is_in_place(a.to);
                        let operand = st.value_of(a.to);
                        if equiv && in_place && a.definite {
                            definite = Some(operand);
                            all_equivalent = false;
                            break;
                        }
                        if !equiv || !in_place || !st.equivalent(operand, first) {
                            all_equivalent = false;
                        }
                    }
                    let allocates = st.model(op).is_some_and(|m| m.allocates(&st, r));
                    definite.or((all_equivalent && !allocates).then_some(first))
                };
                if let Some(v) = merge {
                    self.dec.equivalences.union(r, v);
                }
            }
        }
    }

    /// `gatherUndefinedTensorUses`: the uses of results with no definition.
    fn gather_undefined_uses(&mut self, ctx: &Context, arena: &IrArena, options: &Options, root: OpId) {
        let mut found = Vec::new();
        {
            let st = self.state(ctx, arena, options);
            for op in arena.walk_preorder(root) {
                if st.model(op).is_none() {
                    continue;
                }
                for i in 0..arena.num_results(op) {
                    let r = arena.result(op, i);
                    if !st.is_tensor_value(r) {
                        continue;
                    }
                    let uses = st.uses(r);
                    let Some(&first) = uses.first() else { continue };
                    if st.definitions(first).is_empty() {
                        found.extend(uses);
                    }
                }
            }
        }
        self.dec.undefined.extend(found);
    }

    /// Records the function-boundary facts of an analyzed function
    /// (`aliasingFuncOpBBArgsAnalysis`, `funcOpBbArgReadWriteAnalysis`).
    pub fn record_function(&mut self, ctx: &Context, arena: &IrArena, options: &Options, func: OpId) {
        let st = self.state(ctx, arena, options);
        let (mut read, mut written) = (HashSet::default(), HashSet::default());
        let (mut equivalent, mut aliasing) = (HashMap::default(), HashMap::<usize, Vec<usize>>::default());
        let entry = entry_block(arena, func);
        match entry {
            None => {
                let n = crate::func::bufferize::function_inputs(ctx, arena, func).len();
                read.extend(0..n);
                written.extend(0..n);
            }
            Some(block) => {
                let args: Vec<Value> = (0..arena.num_args(block)).map(|i| arena.arg(block, i)).collect();
                let returns = return_ops(ctx, arena, func);
                if let [ret] = returns.as_slice() {
                    for (ri, rv) in arena.operands(*ret).enumerate() {
                        if !st.is_tensor_value(rv) {
                            continue;
                        }
                        for (ai, &arg) in args.iter().enumerate() {
                            if !st.is_tensor_value(arg) {
                                continue;
                            }
                            if st.equivalent(rv, arg) {
                                equivalent.insert(ri, ai);
                            }
                            if st.aliasing(rv, arg) {
                                aliasing.entry(ai).or_default().push(ri);
                            }
                        }
                    }
                }
                for (ai, &arg) in args.iter().enumerate() {
                    if !st.is_tensor_value(arg) {
                        continue;
                    }
                    if st.is_value_read(arg) {
                        read.insert(ai);
                    }
                    if st.is_value_written(arg) {
                        written.insert(ai);
                    }
                }
            }
        }
        self.funcs.read_args.insert(func, read);
        self.funcs.written_args.insert(func, written);
        self.funcs.equivalent_args.insert(func, equivalent);
        self.funcs.aliasing_results.insert(func, aliasing);
        self.funcs.analyzed.insert(func);
    }
}

/// `getReturnOps`: the terminators of `func`'s blocks that return from it
/// (`ReturnLike`, which gives `RegionBranchTerminatorOpInterface`).
fn return_ops(ctx: &Context, arena: &IrArena, func: OpId) -> Vec<OpId> {
    let is_return = |o: OpId| {
        ctx.op_info(arena.op_name(o)).traits().is_terminator
            && ir::interfaces::RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, o).is_some()
    };
    let blocks = arena
        .regions(func)
        .iter()
        .flat_map(|&r| arena.region_blocks(r).iter().copied());
    blocks
        .filter_map(|b| arena.last_op(b))
        .filter(|&o| is_return(o))
        .collect()
}
