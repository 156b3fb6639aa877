//! One-shot bufferization of `scf.for`, `scf.if` and `scf.yield`
//! (upstream scf `BufferizableOpInterfaceImpl.cpp`). A loop's tensor
//! `iter_args` become buffers: the init operand is always written and read
//! when the body reads the iteration argument; a result equals its init's
//! buffer when the yielded value is equivalent to the iteration argument
//! (anything else is an error unless `allow-return-allocs-from-loops`), and
//! a yielded value that may alias a buffer from outside the loop is copied
//! first. An `scf.if`'s results are the buffers its branches yield.

use super::ops;
use crate::bufferization::one_shot::analysis::{is_tensor, State};
use crate::bufferization::one_shot::copies::{allocate_tensor_for, At, CopyInserter};
use crate::bufferization::one_shot::interface::{Alias, Relation};
use crate::bufferization::one_shot::rewrite::{fully_dynamic_memref, Bufferizer};
use crate::bufferization::ops::{BufferizableOpInterface, BufferizableOpInterfaceMethods};
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind, Use, Value};

/// Attaches the `BufferizableOpInterface` external models of the dialect's
/// ops (MLIR's `registerBufferizableOpInterfaceExternalModels`).
pub fn register(ctx: &ir::Context) {
    BufferizableOpInterfaceMethods::attach::<ops::ForOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::IfOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::YieldOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::ExecuteRegionOp>(ctx);
}

/// The operands before `scf.for`'s `iter_args`.
const FOR_CONTROL: usize = 3;

fn name_of<'c>(ctx: &'c Context, arena: &IrArena, op: OpId) -> &'c str {
    ctx.op_info(arena.op_name(op)).name()
}

/// The first block of region `index` of `op`.
fn block(arena: &IrArena, op: OpId, index: usize) -> Option<ir::BlockId> {
    arena
        .regions(op)
        .get(index)
        .and_then(|&r| arena.region_blocks(r).first().copied())
}

/// The terminator of the first block of region `index` of `op`.
fn terminator(arena: &IrArena, op: OpId, index: usize) -> Option<OpId> {
    block(arena, op, index).and_then(|b| arena.last_op(b))
}

/// The iteration argument of iter_arg `k` of a loop.
fn iter_arg(arena: &IrArena, op: OpId, k: usize) -> Option<Value> {
    let b = block(arena, op, 0)?;
    (k + 1 < arena.num_args(b)).then(|| arena.arg(b, k + 1))
}

/// The value yielded for iter_arg `k` of a loop.
fn yielded(arena: &IrArena, op: OpId, k: usize) -> Option<Value> {
    let y = terminator(arena, op, 0)?;
    (k < arena.num_operands(y)).then(|| arena.operand(y, k))
}

/// `scf.for`.
struct ForModel;

impl ForModel {
    /// `bufferRelation`: equivalent when the yielded value is equivalent to
    /// the iteration argument.
    fn relation(st: &State<'_>, op: OpId, k: usize) -> Relation {
        match (iter_arg(st.arena, op, k), yielded(st.arena, op, k)) {
            (Some(a), Some(y)) if st.equivalent(a, y) => Relation::Equivalent,
            _ => Relation::Unknown,
        }
    }

    /// `computeLoopRegionIterArgBufferType`.
    fn iter_type(bz: &Bufferizer<'_>, op: OpId, k: usize) -> Result<Type, Diagnostic> {
        let init = bz.arena.operand(op, FOR_CONTROL + k);
        let init_ty = bz.buffer_type(init)?;
        let Some(y) = yielded(bz.arena, op, k) else {
            return Ok(init_ty);
        };
        if bz.on_stack(y) {
            return Ok(init_ty);
        }
        let yty = bz.arena.value_type(y);
        let yielded_ty = if is_tensor(bz.ctx, yty) {
            bz.buffer_type(y)?
        } else {
            yty
        };
        if yielded_ty == init_ty {
            return Ok(init_ty);
        }
        let tensor = bz.arena.value_type(bz.arena.result(op, k));
        Ok(fully_dynamic_memref(bz.ctx, tensor))
    }
}

impl BufferizableOpInterface for ops::ForOp {
    fn reads(self, st: &State<'_>, u: Use) -> bool {
        let i = u.operand as usize;
        i >= FOR_CONTROL && iter_arg(st.arena, u.op, i - FOR_CONTROL).is_some_and(|a| st.is_value_read(a))
    }
    fn writes(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        let i = u.operand as usize;
        if i < FOR_CONTROL || i - FOR_CONTROL >= st.arena.num_results(u.op) {
            return Vec::new();
        }
        let k = i - FOR_CONTROL;
        let relation = ForModel::relation(st, u.op, k);
        vec![Alias {
            to: st.arena.result(u.op, k),
            relation,
            definite: relation == Relation::Equivalent,
        }]
    }
    fn aliasing_operands(self, st: &State<'_>, v: Value) -> Vec<Alias<Use>> {
        match v {
            Value::Result { .. } => st.inverse_aliasing_operands(v),
            Value::Arg { .. } => Vec::new(),
        }
    }
    fn verify_analysis(self, st: &State<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        if st.options.allow_return_allocs_from_loops {
            return Ok(());
        }
        for k in 0..st.arena.num_results(op) {
            if !st.is_tensor_value(st.arena.result(op, k)) {
                continue;
            }
            if ForModel::relation(st, op, k) != Relation::Equivalent {
                let at = terminator(st.arena, op, 0).unwrap_or(op);
                return Err(crate::func::plain_error(
                    st.ctx,
                    st.arena,
                    at,
                    format!("Yield operand #{k} is not equivalent to the corresponding iter bbArg"),
                ));
            }
        }
        Ok(())
    }
    fn resolve_conflicts(self, cx: &mut CopyInserter<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        cx.resolve_operand_conflicts(op)?;
        let Some(y) = terminator(cx.arena, op, 0) else {
            return Ok(());
        };
        let Some(region) = cx.arena.regions(op).first().copied() else {
            return Ok(());
        };
        let mut copies = Vec::new();
        {
            let st = cx.state();
            for k in 0..st.arena.num_operands(y) {
                let v = st.arena.operand(y, k);
                let init = FOR_CONTROL + k;
                if init >= st.arena.num_operands(op) || !st.is_tensor_value(st.arena.operand(op, init)) {
                    continue;
                }
                let except = iter_arg(st.arena, op, k);
                if !aliases_external(&st, v, region, except) {
                    continue;
                }
                copies.push((k, v));
            }
        }
        let loc = cx.arena.op_loc(y);
        for (k, v) in copies {
            let new = allocate_tensor_for(cx.ctx, cx.arena, v, true, At::Before(y), loc)?;
            cx.arena.set_operand(
                Use {
                    op: y,
                    operand: k as u32,
                },
                new,
            );
        }
        Ok(())
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let (op, k) = match value {
            Value::Result { op, index } => (op, index as usize),
            Value::Arg { block, index } => {
                let Some(op) = bz.arena.block_parent_op(block) else {
                    return bz.default_buffer_type(value);
                };
                if index == 0 {
                    return Ok(bz.arena.value_type(value));
                }
                (op, index as usize - 1)
            }
        };
        ForModel::iter_type(bz, op, k)
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let n = bz.arena.num_results(op);
        if bz.arena.num_operands(op) != FOR_CONTROL + n {
            return Err(crate::func::plain_error(
                bz.ctx,
                bz.arena,
                op,
                "expected one init per result",
            ));
        }
        let mut types: Vec<Type> = bz.arena.result_types(op).collect();
        let mut inits = Vec::with_capacity(n);
        for k in 0..n {
            let init = bz.arena.operand(op, FOR_CONTROL + k);
            if !is_tensor(bz.ctx, bz.arena.value_type(init)) {
                inits.push(init);
                continue;
            }
            inits.push(bz.get_buffer(init)?);
        }
        for (k, ty) in types.iter_mut().enumerate() {
            let r = bz.arena.result(op, k);
            if is_tensor(bz.ctx, *ty) {
                *ty = bz.buffer_type(r)?;
            }
        }
        let mut operands: Vec<Value> = bz.arena.operands(op).collect();
        for k in 0..n {
            let cast = bz.cast_buffer(inits[k], types[k], At::Before(op))?;
            operands[FOR_CONTROL + k] = cast;
        }
        bz.arena.set_operands(op, &operands);
        if let Some(body) = block(bz.arena, op, 0) {
            for (k, &ty) in types.iter().enumerate() {
                if k + 1 < bz.arena.num_args(body) && is_tensor(bz.ctx, bz.arena.value_type(bz.arena.arg(body, k + 1)))
                {
                    bz.retype_block_arg(body, k + 1, ty)?;
                }
            }
        }
        bz.retype_results(op, &types)
    }
}

/// Whether an alias of `v` is defined outside `region` (block arguments:
/// outside or of its own block, except `except`) (`!doesNotAliasExternalValue`).
fn aliases_external(st: &State<'_>, v: Value, region: ir::RegionId, except: Option<Value>) -> bool {
    let inside = |r: Option<ir::RegionId>, proper: bool| -> bool {
        let mut cur = r;
        let mut first = true;
        while let Some(x) = cur {
            if x == region {
                return !(proper && first);
            }
            first = false;
            cur = st.arena.region_parent(x).and_then(|o| st.arena.op_region(o));
        }
        false
    };
    st.aliases_of(v).into_iter().any(|alias| {
        if Some(alias) == except {
            return false;
        }
        match alias {
            Value::Arg { block, .. } => !inside(st.arena.block_parent(block), true),
            Value::Result { op, .. } => !inside(st.arena.op_region(op), false),
        }
    })
}

/// `scf.if`.
impl BufferizableOpInterface for ops::IfOp {
    fn aliasing_operands(self, st: &State<'_>, v: Value) -> Vec<Alias<Use>> {
        let Value::Result { op, index } = v else {
            return Vec::new();
        };
        (0..2)
            .filter_map(|r| terminator(st.arena, op, r))
            .filter(|&y| (index as usize) < st.arena.num_operands(y))
            .map(|y| Alias {
                to: Use { op: y, operand: index },
                relation: Relation::Equivalent,
                definite: false,
            })
            .collect()
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let Value::Result { op, index } = value else {
            return bz.default_buffer_type(value);
        };
        let mut types = Vec::new();
        for r in 0..2 {
            let Some(y) = terminator(bz.arena, op, r) else { continue };
            let v = bz.arena.operand(y, index as usize);
            let t = bz.arena.value_type(v);
            types.push(if is_tensor(bz.ctx, t) { bz.buffer_type(v)? } else { t });
        }
        match types.as_slice() {
            [a, b] if a == b => Ok(*a),
            [a] => Ok(*a),
            [a, b] => {
                let space = |t: Type| match bz.ctx.type_kind(t) {
                    TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
                        *memory_space
                    }
                    _ => None,
                };
                if space(*a) != space(*b) {
                    return Err(crate::func::plain_error(
                        bz.ctx,
                        bz.arena,
                        op,
                        "inconsistent memory space on then/else branches",
                    ));
                }
                Ok(fully_dynamic_memref(bz.ctx, bz.arena.value_type(value)))
            }
            [] => bz.default_buffer_type(value),
            _ => bz.default_buffer_type(value),
        }
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let mut types = Vec::new();
        for k in 0..bz.arena.num_results(op) {
            let r = bz.arena.result(op, k);
            let t = bz.arena.value_type(r);
            types.push(if is_tensor(bz.ctx, t) { bz.buffer_type(r)? } else { t });
        }
        bz.retype_results(op, &types)
    }
}

/// `scf.yield`: reads what it yields, always in place.
impl BufferizableOpInterface for ops::YieldOp {
    fn reads(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        let Some(parent) = st.arena.parent_op(u.op) else {
            return Vec::new();
        };
        match name_of(st.ctx, st.arena, parent) {
            "scf.if" if (u.operand as usize) < st.arena.num_results(parent) => vec![Alias {
                to: st.arena.result(parent, u.operand as usize),
                relation: Relation::Equivalent,
                definite: false,
            }],
            "scf.execute_region" if (u.operand as usize) < st.arena.num_results(parent) => {
                vec![Alias::new(
                    st.arena.result(parent, u.operand as usize),
                    Relation::Equivalent,
                )]
            }
            _ => Vec::new(),
        }
    }
    fn must_bufferize_in_place(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(parent) = bz.arena.parent_op(op) else {
            return Err(crate::func::plain_error(
                bz.ctx,
                bz.arena,
                op,
                "unsupported scf::YieldOp parent",
            ));
        };
        let parent_name = bz.name(parent);
        if crate::bufferization::one_shot::unsupported(parent_name) {
            return Err(crate::func::plain_error(
                bz.ctx,
                bz.arena,
                parent,
                format!("rods' one-shot-bufferize does not support '{parent_name}' yet"),
            ));
        }
        if !matches!(parent_name, "scf.for" | "scf.if") {
            return Err(crate::func::plain_error(
                bz.ctx,
                bz.arena,
                op,
                "unsupported scf::YieldOp parent",
            ));
        }
        bz.bufferize_operands(op, |bz, k, _, buffer| {
            let want = bz.buffer_type(bz.arena.result(parent, k))?;
            bz.cast_buffer(buffer, want, At::Before(op))
        })
    }
}

/// `scf.execute_region`: only its analysis check (`verifyAnalysis`: one
/// `scf.yield`); rods does not bufferize it yet.
impl BufferizableOpInterface for ops::ExecuteRegionOp {
    fn verify_analysis(self, st: &State<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let yields = st
            .arena
            .regions(op)
            .iter()
            .flat_map(|&r| st.arena.region_blocks(r).iter().copied())
            .filter_map(|b| st.arena.last_op(b))
            .filter(|&t| name_of(st.ctx, st.arena, t) == "scf.yield")
            .count();
        if yields != 1 {
            return Err(crate::func::op_error(
                st.ctx,
                st.arena,
                op,
                "op without unique scf.yield is not supported",
            ));
        }
        Ok(())
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        Err(crate::func::plain_error(
            bz.ctx,
            bz.arena,
            op,
            "rods' one-shot-bufferize does not support 'scf.execute_region' yet",
        ))
    }
}
