//! `tosa-infer-shapes` (upstream `TosaInferShapes`): propagates shapes
//! forward through a function's TOSA ops. Each tosa op implementing
//! `InferShapedTypeOpInterface` (`shape_inference.rs`) is asked for its
//! result components; each result type becomes the join of what it says and
//! what is inferred (`ValueKnowledge::join`: the ranked side wins over an
//! unranked one, a static size over a dynamic one; no change when they
//! clash). Before that, the regions of a `tosa.cond_if` are entered with
//! its operands' shapes on their arguments, and those of a
//! `tosa.while_loop` with the argument types its body settles on (the body
//! is propagated again and again, its changes rolled back, until the `meet`
//! of its inputs and yields stops changing). Afterwards every refined value
//! used by an op that cannot be refined (neither tosa nor a type-inferring
//! op: `func.return`, unknown ops) is given a `tensor.cast` back to its old
//! type, created once right after the value's definition. Function
//! signatures are left as they are, as upstream does.
//!
//! What an op's inference reports when it fails (`emitOptionalError` at the
//! op's location: `Cannot concat tensors with different sizes on the
//! non-axis dimension 0`), each time it is asked (a `while_loop` body's
//! trial propagations too), is emitted through the pass context and the pass
//! succeeds, as upstream's does; so is upstream's final check of the
//! `SameOperandsAndResultRank` ops (`validateSameOperandsAndResultRankTrait`).

use super::ops::{IfOp, WhileOp};
use super::value_knowledge::ValueKnowledge;
use ir::interfaces::{InferShapedTypeOpInterfaceMethods, InferTypeOpInterfaceMethods};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::infer_return_type_components;
use ir::pass::{DiagnosticSink, Diagnostics};
use ir::{Context, IrArena, OpId, RegionId, Type, TypeKind, Value};

/// `TypeModificationState`: the values whose types changed, with their old
/// types, to roll back or commit.
#[derive(Default)]
struct TypeModifications {
    old_types: Vec<(Value, Type)>,
}

impl TypeModifications {
    /// `setType`: gives `value` type `ty`, recording its old type when it
    /// changes.
    fn set_type(&mut self, arena: &mut IrArena, value: Value, ty: Type) {
        let old = arena.value_type(value);
        if old != ty {
            self.old_types.push((value, old));
            set_value_type(arena, value, ty);
        }
    }

    /// `rollBack`: every changed value gets its recorded old type back (in
    /// the order they changed, as upstream does).
    fn roll_back(self, arena: &mut IrArena) {
        for (value, ty) in self.old_types {
            set_value_type(arena, value, ty);
        }
    }

    /// `commit`: casts each refined value back to its old type for the users
    /// that cannot take the new one.
    fn commit(self, ctx: &Context, arena: &mut IrArena) {
        for (value, old) in self.old_types {
            let Value::Result { op: def, .. } = value else { continue };
            let uses: Vec<ir::Use> = arena.uses(value).collect();
            let mut cast: Option<Value> = None;
            for u in uses {
                if can_be_refined(ctx, arena, u.op) {
                    continue;
                }
                let cast_value = match cast {
                    Some(c) => c,
                    None => {
                        let loc = arena.op_loc(def);
                        let spec = crate::common::build::spec(ctx, "tensor.cast", loc, vec![value], vec![old], None);
                        let op = arena.create_op(spec);
                        arena.insert_op_after(op, def);
                        *cast.insert(arena.result(op, 0))
                    }
                };
                arena.set_operand(u, cast_value);
            }
        }
    }
}

/// Sets the type of a result or block argument.
fn set_value_type(arena: &mut IrArena, value: Value, ty: Type) {
    match value {
        Value::Result { op, index } => arena.set_result_type(op, index as usize, ty),
        Value::Arg { block, index } => arena.set_arg_type(block, index as usize, ty),
    }
}

/// `canBeRefined`: whether `user` accepts a refined operand type (a tosa op
/// or an op inferring its types).
fn can_be_refined(ctx: &Context, arena: &IrArena, user: OpId) -> bool {
    let name = arena.op_name(user);
    ctx.op_info(name).dialect() == "tosa"
        || InferTypeOpInterfaceMethods::get(ctx, name).is_some()
        || InferShapedTypeOpInterfaceMethods::get(ctx, name).is_some()
}

/// `TensorType::clone(shape)`: `ty`'s element type (and a ranked tensor's
/// encoding) with `shape`.
fn with_shape(ctx: &Context, ty: Type, shape: &[i64]) -> Option<Type> {
    let (element, encoding) = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, encoding, .. } => (*element, *encoding),
        TypeKind::UnrankedTensor { element } => (*element, None),
        _ => return None,
    };
    Some(ctx.get_type(TypeKind::RankedTensor {
        shape: shape.to_vec(),
        element,
        encoding,
    }))
}

/// `propagateShapesToTosaIf`: each branch's arguments take the shapes of
/// the operands they stand for (joined with what they say), then the
/// branch is propagated.
fn propagate_to_if(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    state: &mut TypeModifications,
    diags: &mut Diagnostics,
) {
    let operands: Vec<Value> = arena.operands(op).collect();
    for region in arena.regions(op).to_vec() {
        let Some(&block) = arena.region_blocks(region).first() else {
            continue;
        };
        if arena.num_args(block) + 1 != operands.len() {
            return;
        }
        for (i, &operand) in operands.iter().enumerate().skip(1) {
            let arg = arena.arg(block, i - 1);
            let operand_ty = arena.value_type(operand);
            if let Some(shape) = ctx.type_kind(operand_ty).shape().map(<[i64]>::to_vec) {
                if let Some(ty) = with_shape(ctx, arena.value_type(arg), &shape) {
                    state.set_type(arena, arg, ty);
                }
            }
        }
        for (i, &operand) in operands.iter().enumerate().skip(1) {
            let arg = arena.arg(block, i - 1);
            let joined = ValueKnowledge::of_type(ctx, arena.value_type(operand))
                .join(&ValueKnowledge::of_type(ctx, arena.value_type(arg)));
            if let Some(ty) = joined.and_then(|k| k.to_type(ctx)) {
                state.set_type(arena, arg, ty);
            }
        }
        propagate_in_region(ctx, arena, region, state, diags);
    }
}

/// Sets the types of the first arguments of `region`'s entry block.
fn set_entry_args(arena: &mut IrArena, region: RegionId, types: &[Type], state: &mut TypeModifications) {
    let Some(&block) = arena.region_blocks(region).first() else {
        return;
    };
    for (i, &ty) in types.iter().enumerate().take(arena.num_args(block)) {
        let arg = arena.arg(block, i);
        state.set_type(arena, arg, ty);
    }
}

/// `propagateShapesToTosaWhile`: the argument types of the loop's regions
/// are the operand types, met with what the body yields for them, until
/// they no longer change (each trial propagation rolled back); then both
/// regions are propagated with them.
fn propagate_to_while(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    state: &mut TypeModifications,
    diags: &mut Diagnostics,
) {
    let regions = arena.regions(op).to_vec();
    let Some(&body) = regions.get(1) else { return };
    let mut arg_types: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
    loop {
        let mut local = TypeModifications::default();
        set_entry_args(arena, body, &arg_types, &mut local);
        propagate_in_region(ctx, arena, body, &mut local, diags);
        let mut known: Vec<ValueKnowledge> = arg_types.iter().map(|&t| ValueKnowledge::of_type(ctx, t)).collect();
        for &block in arena.region_blocks(body) {
            let Some(y) = arena
                .last_op(block)
                .filter(|&y| ctx.op_info(arena.op_name(y)).name() == "tosa.yield")
            else {
                continue;
            };
            for (slot, v) in known.iter_mut().zip(arena.operands(y)) {
                if let Some(meet) = slot.meet(&ValueKnowledge::of_type(ctx, arena.value_type(v))) {
                    *slot = meet;
                }
            }
        }
        let mut changed = false;
        for (ty, k) in arg_types.iter_mut().zip(&known) {
            if let Some(new) = k.to_type(ctx) {
                changed |= new != *ty;
                *ty = new;
            }
        }
        local.roll_back(arena);
        if !changed {
            break;
        }
    }
    for region in regions {
        set_entry_args(arena, region, &arg_types, state);
        propagate_in_region(ctx, arena, region, state, diags);
    }
}

/// `propagateShapesInRegion`: refines the result types of the tosa ops of
/// `region`'s blocks in order (entering `cond_if` and `while_loop` first).
fn propagate_in_region(
    ctx: &Context,
    arena: &mut IrArena,
    region: RegionId,
    state: &mut TypeModifications,
    diags: &mut Diagnostics,
) {
    let ops: Vec<OpId> = arena
        .region_blocks(region)
        .iter()
        .flat_map(|&b| arena.block_ops(b).collect::<Vec<_>>())
        .collect();
    for op in ops {
        let name = arena.op_name(op);
        if ctx.op_info(name).dialect() != "tosa" {
            continue;
        }
        if IfOp::cast(ctx, arena, op).is_some() {
            propagate_to_if(ctx, arena, op, state, diags);
        }
        if WhileOp::cast(ctx, arena, op).is_some() {
            propagate_to_while(ctx, arena, op, state, diags);
        }
        let operands: Vec<Value> = arena.operands(op).collect();
        let inputs = InferInputs {
            arena,
            operands: &operands,
            attributes: arena.properties(op),
            regions: arena.regions(op),
        };
        let loc = arena.op_loc(op);
        let components = match infer_return_type_components(ctx, name, Some(loc), inputs) {
            Some(Ok(components)) => components,
            Some(Err(Some(message))) => {
                diags.emit_error(loc, message);
                continue;
            }
            Some(Err(None)) | None => continue,
        };
        for (index, inferred) in components.iter().enumerate().take(arena.num_results(op)) {
            let value = arena.result(op, index);
            let current = ValueKnowledge::of_type(ctx, arena.value_type(value));
            let Some(dtype) = current.dtype else { continue };
            let inferred = ValueKnowledge {
                sizes: inferred.dims.clone(),
                dtype: Some(dtype),
            };
            if let Some(ty) = current.join(&inferred).and_then(|k| k.to_type(ctx)) {
                state.set_type(arena, value, ty);
            }
        }
    }
}

/// `validateSameOperandsAndResultRankTrait`: the error of each tosa op of
/// `region` (and of the regions of its `cond_if`s and `while_loop`s) whose
/// refined types break `SameOperandsAndResultRank`, reported without
/// failing (the verifier after the pass then fails on the first).
fn validate_same_rank_ops(ctx: &Context, arena: &IrArena, region: RegionId, diags: &mut Diagnostics) {
    for &block in arena.region_blocks(region) {
        for op in arena.block_ops(block) {
            if ctx.op_info(arena.op_name(op)).dialect() != "tosa" {
                continue;
            }
            if let Some(d) = super::same_operands_and_result_rank_error(ctx, arena, op) {
                diags.emit(d);
            }
            if IfOp::cast(ctx, arena, op).is_some() || WhileOp::cast(ctx, arena, op).is_some() {
                for &nested in arena.regions(op) {
                    validate_same_rank_ops(ctx, arena, nested, diags);
                }
            }
        }
    }
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct TosaInferShapes("tosa-infer-shapes", "TosaInferShapesPass", anchor "func.func");
    fn run(ctx, arena, op, pc) {
        let mut state = TypeModifications::default();
        let mut diags = Diagnostics::new();
        let body = arena.regions(op).first().copied();
        if let Some(body) = body {
            propagate_in_region(ctx, arena, body, &mut state, &mut diags);
        }
        state.commit(ctx, arena);
        if let Some(body) = body {
            validate_same_rank_ops(ctx, arena, body, &mut diags);
        }
        pc.emit_all(diags);
        Ok(())
    }
}
