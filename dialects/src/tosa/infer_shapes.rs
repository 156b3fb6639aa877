//! `tosa-infer-shapes` (upstream `TosaInferShapes`): propagates shapes
//! forward through a function's TOSA ops. Each tosa op implementing
//! `InferShapedTypeOpInterface` (`shape_inference.rs`) is asked for its
//! result components; each result type becomes the join of what it says and
//! what is inferred (`ValueKnowledge::join`: the ranked side wins over an
//! unranked one, a static size over a dynamic one; no change when they
//! clash). Afterwards every refined value used by an op that cannot be
//! refined (neither tosa nor a type-inferring op: `func.return`, unknown
//! ops) is given a `tensor.cast` back to its old type, created once right
//! after the value's definition. Function signatures are left as they are,
//! as upstream does. The regions of `tosa.cond_if` and `tosa.while_loop`
//! are not entered yet.

use ir::interfaces::{InferShapedTypeOpInterfaceMethods, InferTypeOpInterfaceMethods};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{infer_return_type_components, ShapedTypeComponents};
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, RegionId, Type, TypeKind, Value};

/// `ValueKnowledge::join` of a result type and the inferred components (with
/// the result's element type): the refined tensor type, `None` when the two
/// clash or the result is not a tensor.
fn join(ctx: &Context, current: Type, inferred: &ShapedTypeComponents) -> Option<Type> {
    let kind = ctx.type_kind(current);
    let element = match kind {
        TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => *element,
        _ => return None,
    };
    let shape = match (kind.shape(), inferred.dims.as_deref()) {
        (None, None) => None,
        (Some(s), None) | (None, Some(s)) => Some(s.to_vec()),
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return None;
            }
            let joined = a.iter().zip(b).map(|(&x, &y)| match (x, y) {
                (DYNAMIC, y) => Some(y),
                (x, DYNAMIC) => Some(x),
                (x, y) => (x == y).then_some(x),
            });
            Some(joined.collect::<Option<Vec<i64>>>()?)
        }
    };
    Some(ctx.get_type(match shape {
        Some(shape) => TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        },
        None => TypeKind::UnrankedTensor { element },
    }))
}

/// `propagateShapesInRegion`: refines the result types of the tosa ops of
/// `region`'s blocks in order, recording each changed value's old type.
fn propagate_in_region(ctx: &Context, arena: &mut IrArena, region: RegionId, changed: &mut Vec<(Value, Type)>) {
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
        let operands: Vec<Value> = arena.operands(op).collect();
        let inputs = InferInputs {
            arena,
            operands: &operands,
            attributes: arena.properties(op),
            regions: arena.regions(op),
        };
        let Some(Ok(components)) = infer_return_type_components(ctx, name, Some(arena.op_loc(op)), inputs) else {
            continue;
        };
        for (index, inferred) in components.iter().enumerate().take(arena.num_results(op)) {
            let value = arena.result(op, index);
            let old = arena.value_type(value);
            let Some(new) = join(ctx, old, inferred) else { continue };
            if new != old {
                changed.push((value, old));
                arena.set_result_type(op, index, new);
            }
        }
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

/// `TypeModificationState::commit`: casts each refined value back to its
/// old type for the users that cannot take the new one.
fn commit(ctx: &Context, arena: &mut IrArena, changed: Vec<(Value, Type)>) {
    let cast_name = "tensor.cast";
    for (value, old) in changed {
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
                    let spec = crate::common::build::spec(ctx, cast_name, loc, vec![value], vec![old], None);
                    let op = arena.create_op(spec);
                    arena.insert_op_after(op, def);
                    *cast.insert(arena.result(op, 0))
                }
            };
            arena.set_operand(u, cast_value);
        }
    }
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct TosaInferShapes("tosa-infer-shapes", "TosaInferShapesPass", anchor "func.func");
    fn run(ctx, arena, op) {
        let mut changed = Vec::new();
        if let Some(&body) = arena.regions(op).first() {
            propagate_in_region(ctx, arena, body, &mut changed);
        }
        commit(ctx, arena, changed);
        Ok(())
    }
}
