//! Bufferization proper (upstream `Bufferize.cpp`'s `bufferizeOp`): every
//! op with tensor semantics is rewritten on buffers in post-order, all in
//! place (the copies are already explicit). A rewritten op's tensor results
//! are replaced by `bufferization.to_tensor` of its buffers; an op that
//! needs the buffer of a tensor takes the `to_tensor`'s operand or, for
//! other values, a new `bufferization.to_buffer`. At the end each
//! `to_buffer(to_tensor(m))` pair folds to `m` (a `memref.cast` or a copy
//! when the types differ), and dead `to_tensor` ops are erased.

use super::analysis::{has_tensor_semantics, is_tensor, Analysis, State};
use super::copies::{insert_at, loc_error, op_error, At};
use super::interface::{model, Relation};
use super::{LayoutMap, Options};
use crate::bufferization::ops::BufferizableOpInterfaceRef;
use crate::bufferization::ops::{ToBufferOp, ToTensorOp};
use crate::memref::ops as memref;
use ir::ods::OpBuilder;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Use, Value};
use std::cell::RefCell;
use std::collections::HashSet;

/// The rewriter state of one `bufferizeOp` run.
pub struct Bufferizer<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR.
    pub arena: &'a mut IrArena,
    /// The analysis (for buffer types that follow equivalent operands).
    pub analysis: &'a Analysis,
    /// The pass options.
    pub options: &'a Options,
    /// The module (where `memref.global`s go).
    pub module: OpId,
    /// The module symbol table's uniquing counter (`_N` suffixes of new
    /// symbols whose names are taken), shared by all functions.
    pub symbol_counter: u32,
    worklist: Vec<OpId>,
    to_buffers: Vec<OpId>,
    erased: HashSet<OpId>,
    stack: RefCell<Vec<Value>>,
}

/// `getMemRefTypeWithFullyDynamicLayout`.
pub fn fully_dynamic_memref(ctx: &Context, tensor: Type) -> Type {
    match ctx.type_kind(tensor).clone() {
        TypeKind::RankedTensor { shape, element, .. } => {
            let layout = ctx.get_attr(AttrKind::Strided {
                offset: DYNAMIC,
                strides: vec![DYNAMIC; shape.len()],
            });
            memref_type(ctx, &shape, element, Some(layout))
        }
        TypeKind::UnrankedTensor { element } => ctx.get_type(TypeKind::UnrankedMemRef {
            element,
            memory_space: None,
        }),
        _ => tensor,
    }
}

/// `getMemRefTypeWithStaticIdentityLayout`.
pub fn identity_memref(ctx: &Context, tensor: Type) -> Type {
    match ctx.type_kind(tensor).clone() {
        TypeKind::RankedTensor { shape, element, .. } => memref_type(ctx, &shape, element, None),
        _ => fully_dynamic_memref(ctx, tensor),
    }
}

/// A memref type in the default memory space.
pub fn memref_type(ctx: &Context, shape: &[i64], element: Type, layout: Option<Attr>) -> Type {
    ctx.get_type(TypeKind::MemRef {
        shape: shape.to_vec(),
        element,
        layout,
        memory_space: None,
    })
}

/// The tensor type a memref type holds.
pub fn tensor_of_memref(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty).clone() {
        TypeKind::MemRef { shape, element, .. } => Some(ctx.ranked_tensor_type(&shape, element)),
        TypeKind::UnrankedMemRef { element, .. } => Some(ctx.get_type(TypeKind::UnrankedTensor { element })),
        _ => None,
    }
}

/// A memref type converted with a layout option.
pub fn convert_with(ctx: &Context, tensor: Type, layout: LayoutMap) -> Type {
    match layout {
        LayoutMap::IdentityLayoutMap => identity_memref(ctx, tensor),
        _ => fully_dynamic_memref(ctx, tensor),
    }
}

/// `memref::CastOp::areCastCompatible` for ranked memrefs: same element
/// type and rank, and sizes, strides and offset equal where both are static.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (
        TypeKind::MemRef {
            shape: sa,
            element: ea,
            memory_space: ma,
            ..
        },
        TypeKind::MemRef {
            shape: sb,
            element: eb,
            memory_space: mb,
            ..
        },
    ) = (ctx.type_kind(a).clone(), ctx.type_kind(b).clone())
    else {
        return false;
    };
    if ea != eb || ma != mb || sa.len() != sb.len() {
        return false;
    }
    let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
    if !sa.iter().zip(&sb).all(|(&x, &y)| compatible(x, y)) {
        return false;
    }
    let (Some((st_a, off_a)), Some((st_b, off_b))) = (
        crate::memref::layout::strides_and_offset(ctx, a),
        crate::memref::layout::strides_and_offset(ctx, b),
    ) else {
        return false;
    };
    compatible(off_a, off_b) && st_a.iter().zip(&st_b).all(|(&x, &y)| compatible(x, y))
}

impl<'a> Bufferizer<'a> {
    /// A bufferizer over `arena`.
    pub fn new(
        ctx: &'a Context,
        arena: &'a mut IrArena,
        analysis: &'a Analysis,
        options: &'a Options,
        module: OpId,
    ) -> Self {
        Bufferizer {
            ctx,
            arena,
            analysis,
            options,
            module,
            symbol_counter: 0,
            worklist: Vec::new(),
            to_buffers: Vec::new(),
            erased: HashSet::new(),
            stack: RefCell::new(Vec::new()),
        }
    }

    /// A query view of the current IR with the analysis' decisions.
    pub fn state(&self) -> State<'_> {
        self.analysis.state(self.ctx, self.arena, self.options)
    }

    /// The hooks of `op`.
    pub fn model(&self, op: OpId) -> Option<BufferizableOpInterfaceRef> {
        model(self.ctx, self.arena, op, self.options.function_boundaries)
    }

    /// The name of `op`.
    pub fn name(&self, op: OpId) -> &'a str {
        self.ctx.op_info(self.arena.op_name(op)).name()
    }

    /// Builds an op with a generated builder and inserts it at `at`
    /// (`notifyOperationInserted`: new ops with tensor semantics join the
    /// worklist, new `to_buffer`s are folded at the end).
    pub fn build<T: ir::ods::TypedOp>(
        &mut self,
        at: At,
        loc: Attr,
        build: impl FnOnce(&mut OpBuilder<'_>) -> Result<T, ir::ods::BuildError>,
    ) -> Result<OpId, Diagnostic> {
        let mut b = OpBuilder::new(self.ctx, self.arena).with_loc(loc);
        let op = build(&mut b).map_err(|e| loc_error(loc, e.to_string()))?.op_id();
        insert_at(self.arena, op, at);
        self.notify_inserted(op);
        Ok(op)
    }

    /// Records a newly inserted op.
    pub fn notify_inserted(&mut self, op: OpId) {
        match self.name(op) {
            "bufferization.to_buffer" => self.to_buffers.push(op),
            "bufferization.to_tensor" => {}
            _ if self.has_tensor_semantics(op) => self.worklist.push(op),
            _ => {}
        }
    }

    /// `hasTensorSemantics`, with signatures for functions (`FunctionOpInterface`).
    pub fn has_tensor_semantics(&self, op: OpId) -> bool {
        if ir::interfaces::FunctionOpInterfaceRef::get(self.ctx, self.arena, op).is_some() {
            return super::has_tensor_signature(self.ctx, self.arena, op);
        }
        has_tensor_semantics(self.ctx, self.arena, op)
    }

    /// `unknownTypeConverterFn`.
    pub fn unknown_type(&self, tensor: Type) -> Type {
        convert_with(self.ctx, tensor, self.options.unknown_type_conversion)
    }

    /// `bufferization::getBufferType`.
    pub fn buffer_type(&self, value: Value) -> Result<Type, Diagnostic> {
        let ty = self.arena.value_type(value);
        if !is_tensor(self.ctx, ty) {
            return Ok(ty);
        }
        if let Value::Result { op, .. } = value {
            if self.name(op) == "bufferization.to_tensor" {
                return Ok(self.arena.value_type(self.arena.operand(op, 0)));
            }
        }
        let owner = match value {
            Value::Result { op, .. } => Some(op),
            Value::Arg { block, .. } => self.arena.block_parent_op(block),
        };
        match owner.and_then(|o| self.model(o)) {
            Some(m) => {
                self.push_stack(value);
                let t = m.buffer_type(self, value);
                self.pop_stack();
                t
            }
            None => Ok(self.unknown_type(ty)),
        }
    }

    /// Records that the buffer type of `v` is being computed (upstream's
    /// `invocationStack`, which stops recursion through loops).
    pub fn push_stack(&self, v: Value) {
        self.stack.borrow_mut().push(v);
    }

    /// Ends [`Self::push_stack`].
    pub fn pop_stack(&self) {
        self.stack.borrow_mut().pop();
    }

    /// Whether the buffer type of `v` is being computed.
    pub fn on_stack(&self, v: Value) -> bool {
        self.stack.borrow().contains(&v)
    }

    /// `defaultGetBufferType`: the type of an equivalent operand's buffer,
    /// else the unknown-type conversion.
    pub fn default_buffer_type(&self, value: Value) -> Result<Type, Diagnostic> {
        let ty = self.arena.value_type(value);
        if matches!(value, Value::Arg { .. }) {
            return Ok(self.unknown_type(ty));
        }
        let first = {
            let st = self.state();
            st.aliasing_operands(value)
                .first()
                .filter(|a| a.relation == Relation::Equivalent)
                .map(|a| st.value_of(a.to))
        };
        match first {
            Some(v) => self.buffer_type(v),
            None => Ok(self.unknown_type(ty)),
        }
    }

    /// Replaces each tensor operand of `op` with its buffer, passed through
    /// `convert` (with the operand's position and the tensor) to the buffer
    /// type the op wants there; the other operands stay.
    pub fn bufferize_operands(
        &mut self,
        op: OpId,
        mut convert: impl FnMut(&mut Self, usize, Value, Value) -> Result<Value, Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let mut operands = Vec::new();
        for i in 0..self.arena.num_operands(op) {
            let v = self.arena.operand(op, i);
            if !is_tensor(self.ctx, self.arena.value_type(v)) {
                operands.push(v);
                continue;
            }
            let buffer = self.get_buffer(v)?;
            operands.push(convert(self, i, v, buffer)?);
        }
        self.arena.set_operands(op, &operands);
        Ok(())
    }

    /// `getBuffer`: the buffer of a tensor value (the operand of its
    /// `to_tensor`, else a new `to_buffer` right after its definition).
    pub fn get_buffer(&mut self, value: Value) -> Result<Value, Diagnostic> {
        if let Value::Result { op, .. } = value {
            if self.name(op) == "bufferization.to_tensor" {
                return Ok(self.arena.operand(op, 0));
            }
        }
        let ty = self.buffer_type(value)?;
        let loc = self.arena.value_loc(value);
        let at = match value {
            Value::Result { op, .. } => At::After(op),
            Value::Arg { block, .. } => match self.arena.first_op(block) {
                Some(first) => At::Before(first),
                None => {
                    return Err(loc_error(
                        loc,
                        "cannot take the buffer of an argument of an empty block",
                    ))
                }
            },
        };
        let op = self.build(at, loc, |b| ToBufferOp::build(b, ty, value, None))?;
        Ok(self.arena.result(op, 0))
    }

    /// The buffer of operand `index` of `op`.
    pub fn operand_buffer(&mut self, op: OpId, index: usize) -> Result<Value, Diagnostic> {
        let v = self.arena.operand(op, index);
        self.get_buffer(v)
    }

    /// `replaceOpWithBufferizedValues`: tensor results become `to_tensor`
    /// of their buffers; `op` is erased.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), Diagnostic> {
        for (i, &v) in values.iter().enumerate() {
            let r = self.arena.result(op, i);
            let rty = self.arena.value_type(r);
            let replacement = if is_tensor(self.ctx, rty) {
                let loc = self.arena.value_loc(v);
                let t = self.build(At::After(op), loc, |b| ToTensorOp::build(b, rty, v, None, None))?;
                self.arena.result(t, 0)
            } else {
                v
            };
            self.arena.replace_all_uses(r, replacement);
        }
        self.erase(op);
        Ok(())
    }

    /// Gives `op`'s results new (buffer) types in place; the tensor uses of
    /// a retyped result read a `to_tensor` of it instead (what
    /// `replaceOpWithBufferizedValues` on a rebuilt op gives).
    pub fn retype_results(&mut self, op: OpId, types: &[Type]) -> Result<(), Diagnostic> {
        for (i, &t) in types.iter().enumerate() {
            let r = self.arena.result(op, i);
            let old = self.arena.value_type(r);
            if old == t {
                continue;
            }
            let uses = self.uses(r);
            self.arena.set_result_type(op, i, t);
            if !is_tensor(self.ctx, old) || uses.is_empty() {
                continue;
            }
            let loc = self.arena.value_loc(r);
            let tt = self.build(At::After(op), loc, |b| ToTensorOp::build(b, old, r, None, None))?;
            let tv = self.arena.result(tt, 0);
            for u in uses {
                self.arena.set_operand(u, tv);
            }
        }
        Ok(())
    }

    /// `bufferizeBlockSignature` for one argument: argument `index` of
    /// `block` gets type `ty`; its tensor uses read a `to_tensor` of it,
    /// made at the start of the block.
    pub fn retype_block_arg(&mut self, block: ir::BlockId, index: usize, ty: Type) -> Result<(), Diagnostic> {
        let arg = self.arena.arg(block, index);
        let old = self.arena.value_type(arg);
        if old == ty {
            return Ok(());
        }
        let uses = self.uses(arg);
        self.arena.set_arg_type(block, index, ty);
        let (Some(first), false) = (self.arena.first_op(block), uses.is_empty()) else {
            return Ok(());
        };
        let loc = self.arena.arg_loc(block, index);
        let t = self.build(At::Before(first), loc, |b| ToTensorOp::build(b, old, arg, None, None))?;
        let tv = self.arena.result(t, 0);
        for u in uses {
            self.arena.set_operand(u, tv);
        }
        Ok(())
    }

    /// Moves the blocks of each region of `from` into a new detached
    /// region; returns the new regions.
    pub fn take_regions(&mut self, from: OpId) -> Vec<ir::RegionId> {
        let mut out = Vec::new();
        for region in self.arena.regions(from).to_vec() {
            let new = self.arena.create_region();
            for (i, block) in self.arena.region_blocks(region).to_vec().into_iter().enumerate() {
                self.arena.detach_block(block);
                self.arena.insert_block(new, i, block);
            }
            out.push(new);
        }
        out
    }

    /// `replaceOpWithNewBufferizedOp`: `op`'s single result becomes the
    /// first result of the new op `new`.
    pub fn replace_op_with(&mut self, op: OpId, new: OpId) -> Result<(), Diagnostic> {
        let v = self.arena.result(new, 0);
        self.replace_op(op, &[v])
    }

    /// Erases `op` (and what it holds).
    pub fn erase(&mut self, op: OpId) {
        for o in self.arena.walk_preorder(op) {
            self.erased.insert(o);
        }
        self.arena.erase_op(op);
    }

    /// `castBuffer`: `buffer` as `ty`, through a `memref.cast` before `at`.
    pub fn cast_buffer(&mut self, buffer: Value, ty: Type, at: At) -> Result<Value, Diagnostic> {
        if self.arena.value_type(buffer) == ty {
            return Ok(buffer);
        }
        let loc = self.arena.value_loc(buffer);
        let op = self.build(at, loc, |b| memref::CastOp::build(b, ty, buffer))?;
        Ok(self.arena.result(op, 0))
    }

    /// `castOrReallocMemRefValue`: a cast when the types are cast
    /// compatible, else a new buffer of type `ty` with a copy.
    pub fn cast_or_realloc(&mut self, buffer: Value, ty: Type, at: At, loc: Attr) -> Result<Value, Diagnostic> {
        let from = self.arena.value_type(buffer);
        if from == ty {
            return Ok(buffer);
        }
        if cast_compatible(self.ctx, from, ty) {
            let op = self.build(at, loc, |b| memref::CastOp::build(b, ty, buffer))?;
            return Ok(self.arena.result(op, 0));
        }
        let TypeKind::MemRef { shape, .. } = self.ctx.type_kind(ty).clone() else {
            return Err(loc_error(loc, "cannot reallocate into an unranked memref"));
        };
        let mut sizes = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                sizes.push(self.memref_dim(buffer, i, at, loc)?);
            }
        }
        let identity = match self.ctx.type_kind(ty).clone() {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } if crate::memref::layout::strides_and_offset(self.ctx, ty).is_some() && layout.is_some() => {
                self.ctx.get_type(TypeKind::MemRef {
                    shape,
                    element,
                    layout: None,
                    memory_space,
                })
            }
            _ => ty,
        };
        let alloc = self.create_alloc(identity, &sizes, at, loc)?;
        self.create_copy(buffer, alloc, at, loc)?;
        self.cast_buffer(alloc, ty, at)
    }

    /// A `memref.dim` of dimension `index` of `buffer`.
    pub fn memref_dim(&mut self, buffer: Value, index: usize, at: At, loc: Attr) -> Result<Value, Diagnostic> {
        let c = self.index_constant(index as i64, at, loc)?;
        let idx = self.ctx.index_type();
        let op = self.build(at, loc, |b| memref::DimOp::build(b, idx, buffer, c))?;
        Ok(self.arena.result(op, 0))
    }

    /// An `arith.constant N : index`.
    pub fn index_constant(&mut self, n: i64, at: At, loc: Attr) -> Result<Value, Diagnostic> {
        let idx = self.ctx.index_type();
        let value = ir::ods::values::int_attr(self.ctx, n, "index").map_err(|e| loc_error(loc, e.to_string()))?;
        let op = self.build(at, loc, |b| crate::arith::ops::ConstantOp::build(b, idx, value))?;
        Ok(self.arena.result(op, 0))
    }

    /// `BufferizationOptions::createAlloc`: `memref.alloc` with the
    /// buffer alignment.
    pub fn create_alloc(&mut self, ty: Type, sizes: &[Value], at: At, loc: Attr) -> Result<Value, Diagnostic> {
        let align = if self.options.buffer_alignment != 0 {
            let a = ir::ods::values::int_attr(self.ctx, self.options.buffer_alignment as i64, "i64");
            Some(a.map_err(|e| loc_error(loc, e.to_string()))?)
        } else {
            None
        };
        let op = self.build(at, loc, |b| memref::AllocOp::build(b, ty, sizes, &[], align))?;
        Ok(self.arena.result(op, 0))
    }

    /// `BufferizationOptions::createMemCpy`: `memref.copy`.
    pub fn create_copy(&mut self, from: Value, to: Value, at: At, loc: Attr) -> Result<(), Diagnostic> {
        self.build(at, loc, |b| memref::CopyOp::build(b, from, to))?;
        Ok(())
    }

    /// `bufferizeOp`: bufferizes every op under `root` (post-order,
    /// including ops created on the way), folds the `to_buffer`/`to_tensor`
    /// pairs, erases dead `to_tensor`s and checks that nothing with tensor
    /// semantics is left.
    pub fn run(&mut self, root: OpId) -> Result<(), Diagnostic> {
        self.to_buffers = self
            .arena
            .walk_preorder(root)
            .into_iter()
            .filter(|&o| self.name(o) == "bufferization.to_buffer")
            .collect();
        self.worklist = self
            .arena
            .walk_postorder(root)
            .into_iter()
            .filter(|&o| self.has_tensor_semantics(o) && self.allowed(o))
            .collect();
        let mut i = 0;
        while i < self.worklist.len() {
            let op = self.worklist[i];
            i += 1;
            if self.erased.contains(&op) || self.arena.is_erased(op) {
                continue;
            }
            let Some(m) = self.model(op) else { continue };
            if !self.has_tensor_semantics(op) {
                continue;
            }
            m.bufferize(self)?;
        }
        self.fold_to_buffers()?;
        for op in self.arena.walk_postorder(root) {
            if self.arena.is_erased(op) || self.name(op) != "bufferization.to_tensor" {
                continue;
            }
            if self.arena.use_empty(self.arena.result(op, 0)) {
                self.erase(op);
            }
        }
        if self.options.allow_unknown_ops {
            return Ok(());
        }
        let list = std::mem::take(&mut self.worklist);
        for op in list {
            if self.erased.contains(&op) || self.arena.is_erased(op) || !self.has_tensor_semantics(op) {
                continue;
            }
            let name = self.name(op);
            if name == "bufferization.to_tensor" {
                continue;
            }
            let dead = (0..self.arena.num_results(op)).all(|r| self.arena.use_empty(self.arena.result(op, r)));
            if dead && ir::rewrite::OpTable::default().is_memory_effect_free(self.ctx, self.arena, op) {
                continue;
            }
            if super::unsupported(name) {
                return Err(op_error(
                    self.ctx,
                    self.arena,
                    op,
                    format!("rods' one-shot-bufferize does not support '{name}' yet"),
                ));
            }
            return Err(op_error(self.ctx, self.arena, op, "op was not bufferized"));
        }
        Ok(())
    }

    /// Whether the op filter allows `op` (`BufferizationOptions::isOpAllowed`:
    /// the ops of the func dialect need function boundaries).
    fn allowed(&self, op: OpId) -> bool {
        self.options.function_boundaries || self.ctx.op_info(self.arena.op_name(op)).dialect() != "func"
    }

    /// `foldToBufferToTensorPair` for every `to_buffer`.
    fn fold_to_buffers(&mut self) -> Result<(), Diagnostic> {
        let list = std::mem::take(&mut self.to_buffers);
        for op in list {
            if self.arena.is_erased(op) {
                continue;
            }
            let Some(def) = self.arena.defining_op(self.arena.operand(op, 0)) else {
                continue;
            };
            if self.name(def) != "bufferization.to_tensor" {
                continue;
            }
            let src = self.arena.operand(def, 0);
            let result = self.arena.result(op, 0);
            let ty = self.arena.value_type(result);
            let loc = self.arena.op_loc(op);
            let replacement = self.cast_or_realloc(src, ty, At::Before(op), loc)?;
            self.arena.replace_all_uses(result, replacement);
            self.erase(op);
        }
        Ok(())
    }

    /// The uses of `v`.
    pub fn uses(&self, v: Value) -> Vec<Use> {
        self.arena.uses(v).collect()
    }
}
