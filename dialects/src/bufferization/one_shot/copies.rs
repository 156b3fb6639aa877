//! Tensor copy insertion (upstream `TensorCopyInsertion.cpp` and
//! `resolveTensorOpOperandConflicts`): every operand the analysis put out
//! of place gets an explicit copy, a `bufferization.alloc_tensor` (with
//! `copy(...)` unless the old contents are never read), so that
//! bufferizing every op in place afterwards is correct.

use super::analysis::{is_tensor, Analysis, State};
use super::Options;
use crate::bufferization::ops::AllocTensorOp;
use ir::ods::OpBuilder;
use ir::types::DYNAMIC;
use ir::{Context, Diagnostic, IrArena, OpId, TypeKind, Use, Value};

/// Inserts the copies the analysis asks for.
pub struct CopyInserter<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR.
    pub arena: &'a mut IrArena,
    /// The analysis.
    pub analysis: &'a Analysis,
    /// The pass options.
    pub options: &'a Options,
}

/// Where a new op goes.
#[derive(Copy, Clone, Debug)]
pub enum At {
    /// Before this op.
    Before(OpId),
    /// After this op.
    After(OpId),
}

/// Inserts a detached `op` at `at`.
pub fn insert_at(arena: &mut IrArena, op: OpId, at: At) {
    match at {
        At::Before(b) => arena.insert_op_before(op, b),
        At::After(a) => arena.insert_op_after(op, a),
    }
}

/// An error at `op` (`op->emitError(msg)`).
pub fn op_error(ctx: &Context, arena: &IrArena, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    crate::func::plain_error(ctx, arena, op, msg.to_string())
}

/// An error at a location.
pub fn loc_error(loc: ir::Attr, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir::DiagLoc::Attr(loc), msg)
}

/// `allocateTensorForShapedValue`: a `bufferization.alloc_tensor` of the
/// type of `value` (a ranked tensor), a copy of it when `copy`, created
/// at `at`; the dynamic sizes of an uncopied tensor must be static here.
pub fn allocate_tensor_for(
    ctx: &Context,
    arena: &mut IrArena,
    value: Value,
    copy: bool,
    at: At,
    loc: ir::Attr,
) -> Result<Value, Diagnostic> {
    let ty = arena.value_type(value);
    let owner = match value {
        Value::Result { op, .. } => Some(op),
        Value::Arg { block, .. } => arena.block_parent_op(block),
    };
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ty) else {
        return Err(match owner {
            Some(op) => op_error(ctx, arena, op, "copying of unranked tensors is not implemented"),
            None => loc_error(loc, "copying of unranked tensors is not implemented"),
        });
    };
    let shape = shape.clone();
    let mut at = at;
    let mut sizes = Vec::new();
    if !copy && shape.contains(&DYNAMIC) {
        if matches!(value, Value::Result { .. }) {
            let msg = "rods' one-shot-bufferize cannot allocate a tensor of dynamic shape without a copy yet";
            return Err(match owner {
                Some(op) => op_error(ctx, arena, op, msg),
                None => loc_error(loc, msg),
            });
        }
        // `populateDynamicDimSizes`: a `tensor.dim` per dynamic dimension.
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                sizes.push(tensor_dim(ctx, arena, value, i, &mut at, loc)?);
            }
        }
    }
    let copy_value = copy.then_some(value);
    let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
    let alloc =
        AllocTensorOp::build(&mut b, ty, &sizes, copy_value, None, None).map_err(|e| loc_error(loc, e.to_string()))?;
    insert_at(arena, alloc.op(), at);
    Ok(arena.result(alloc.op(), 0))
}

/// Inserts `op` at `at` and moves an `After` position past it, so that
/// ops inserted one after the other keep their order.
fn insert_next(arena: &mut IrArena, op: OpId, at: &mut At) {
    insert_at(arena, op, *at);
    if let At::After(_) = at {
        *at = At::After(op);
    }
}

/// `tensor::DimOp::create(b, loc, value, index)`: an index constant and a
/// `tensor.dim`.
fn tensor_dim(
    ctx: &Context,
    arena: &mut IrArena,
    value: Value,
    index: usize,
    at: &mut At,
    loc: ir::Attr,
) -> Result<Value, Diagnostic> {
    let idx = ctx.index_type();
    let attr = ir::ods::values::int_attr(ctx, index as i64, "index").map_err(|e| loc_error(loc, e.to_string()))?;
    let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
    let c = crate::arith::ops::ConstantOp::build(&mut b, idx, attr).map_err(|e| loc_error(loc, e.to_string()))?;
    insert_next(arena, c.op(), at);
    let cv = arena.result(c.op(), 0);
    let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
    let dim = crate::tensor::ops::DimOp::build(&mut b, idx, value, cv).map_err(|e| loc_error(loc, e.to_string()))?;
    insert_next(arena, dim.op(), at);
    Ok(arena.result(dim.op(), 0))
}

impl<'a> CopyInserter<'a> {
    /// A query view of the current IR.
    pub fn state(&self) -> State<'_> {
        self.analysis.state(self.ctx, self.arena, self.options)
    }

    /// `canOmitTensorCopy`.
    fn can_omit_copy(st: &State<'_>, u: Use) -> bool {
        if st.has_undefined_contents(u) {
            return true;
        }
        let (reads, writes) = (st.reads(u), st.writes(u));
        if writes && !reads {
            return true;
        }
        !reads && st.aliasing_values(u).iter().all(|a| !st.is_value_read(a.to))
    }

    /// `resolveTensorOpOperandConflicts`: copies each out-of-place
    /// operand before `op`, or, when the op only creates one alias, copies
    /// that result after it.
    pub fn resolve_operand_conflicts(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let mut operand_copies: Vec<(usize, bool)> = Vec::new();
        let mut value_copies: Vec<(Value, bool)> = Vec::new();
        {
            let st = self.state();
            for i in 0..st.arena.num_operands(op) {
                let u = Use { op, operand: i as u32 };
                let ty = st.arena.value_type(st.value_of(u));
                if !is_tensor(st.ctx, ty) || st.is_in_place(u) {
                    continue;
                }
                if matches!(st.ctx.type_kind(ty), TypeKind::UnrankedTensor { .. }) {
                    return Err(op_error(
                        st.ctx,
                        st.arena,
                        op,
                        "copying of unranked tensors is not implemented",
                    ));
                }
                let aliases = st.aliasing_values(u);
                let single_result = match aliases.as_slice() {
                    [a] if matches!(a.to, Value::Result { .. })
                        && !st.writes(u)
                        && st.aliasing_operands(a.to).len() == 1
                        && !matches!(
                            st.ctx.type_kind(st.arena.value_type(a.to)),
                            TypeKind::UnrankedTensor { .. }
                        ) =>
                    {
                        Some(a.to)
                    }
                    _ => None,
                };
                let copy = !Self::can_omit_copy(&st, u);
                match single_result {
                    Some(v) => value_copies.push((v, copy)),
                    None => operand_copies.push((i, copy)),
                }
            }
        }
        let loc = self.arena.op_loc(op);
        for (i, copy) in operand_copies {
            let v = self.arena.operand(op, i);
            let new = allocate_tensor_for(self.ctx, self.arena, v, copy, At::Before(op), loc)?;
            self.arena.set_operand(Use { op, operand: i as u32 }, new);
        }
        for (v, copy) in value_copies.into_iter().rev() {
            let new = allocate_tensor_for(self.ctx, self.arena, v, copy, At::After(op), loc)?;
            let alloc = self.arena.defining_op(new);
            let uses: Vec<Use> = self.arena.uses(v).collect();
            for u in uses {
                if Some(u.op) == alloc || self.ctx.op_info(self.arena.op_name(u.op)).name() == "tensor.dim" {
                    continue;
                }
                self.arena.set_operand(u, new);
            }
        }
        Ok(())
    }
}

/// `insertTensorCopies`: resolves the conflicts of every bufferizable op
/// under `root` (post-order).
pub fn insert_tensor_copies(
    ctx: &Context,
    arena: &mut IrArena,
    analysis: &Analysis,
    options: &Options,
    root: OpId,
) -> Result<(), Diagnostic> {
    let ops = arena.walk_postorder(root);
    let mut cx = CopyInserter {
        ctx,
        arena,
        analysis,
        options,
    };
    for op in ops {
        if cx.arena.is_erased(op) {
            continue;
        }
        let Some(m) = super::interface::model(ctx, cx.arena, op, options.function_boundaries) else {
            continue;
        };
        m.resolve_conflicts(&mut cx)?;
    }
    Ok(())
}
