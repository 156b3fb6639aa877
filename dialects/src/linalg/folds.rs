//! A first part of linalg's folders and canonicalizations (upstream
//! `LinalgOps.cpp`): `TransposeOp::fold` and
//! `FoldTransposeWithTranspose`, `EraseIdentityLinalgOp` for
//! `linalg.generic` and `linalg.broadcast`, and `EraseSelfCopy` for
//! `linalg.copy`.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::common::entry_block;
use crate::common::mixed::{i64_array, i64_prop};
use crate::linalg::ops::TransposeOp;
use crate::scf::folds::parallel::segments;
use crate::scf::folds::{add, create_block, Rw};
use crate::tensor::folds::create_cast;
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::{Context, IrArena, OpId, OpSpec, TypeKind, Value};

/// Whether `v` is a tensor (ranked or not).
fn is_tensor(ctx: &Context, a: &IrArena, v: Value) -> bool {
    matches!(
        ctx.type_kind(a.value_type(v)),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Whether `v` is a memref.
fn is_memref(ctx: &Context, a: &IrArena, v: Value) -> bool {
    matches!(
        ctx.type_kind(a.value_type(v)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// `TransposeOp::fold`: a tensor transpose by the identity permutation.
fn transpose_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let input = a.operands(op).next()?;
    if !is_tensor(ctx, a, input) {
        return None;
    }
    let perm = i64_prop(ctx, a, op, "permutation")?;
    let identity = perm.iter().enumerate().all(|(i, &p)| i64::try_from(i) == Ok(p));
    identity.then(|| vec![FoldResult::Value(input)])
}

/// `FoldTransposeWithTranspose`: two transposes are one, by the composed
/// permutation.
fn fold_transpose_with_transpose(op: OpId, rw: Rw<'_, '_>) -> bool {
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let (Some(&input), Some(&init)) = (operands.first(), operands.get(1)) else {
        return false;
    };
    let Some(def) = TransposeOp::defining(rw.ctx, rw.arena, input).map(TransposeOp::op) else {
        return false;
    };
    let (Some(def_perm), Some(perm)) = (
        i64_prop(rw.ctx, rw.arena, def, "permutation"),
        i64_prop(rw.ctx, rw.arena, op, "permutation"),
    ) else {
        return false;
    };
    let folded: Option<Vec<i64>> = perm
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| def_perm.get(p).copied()))
        .collect();
    let (Some(folded), Some(source)) = (folded, rw.arena.operands(def).next()) else {
        return false;
    };
    let Some(perm_attr) = i64_array(rw.ctx, &folded) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let region = rw.arena.create_region();
    let spec = OpSpec {
        name: rw.ctx.op_name("linalg.transpose"),
        loc,
        operands: vec![source, init],
        result_types: rw.arena.result_types(op).collect(),
        successors: Vec::new(),
        regions: vec![region],
        properties: c::props(rw.ctx, &[("permutation", perm_attr)]),
        attrs: None,
    };
    let new = rw.create(spec);
    // `buildIdentityRegion`: yield the input element.
    let (in_el, out_el) = (
        c::element_type(rw.ctx, rw.arena.value_type(source)),
        c::element_type(rw.ctx, rw.arena.value_type(init)),
    );
    let arg_locs = (rw.arena.value_loc(source), rw.arena.value_loc(init));
    let block = create_block(rw, region, &[(in_el, arg_locs.0), (out_el, arg_locs.1)]);
    let ip = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let arg = rw.arena.arg(block, 0);
    crate::scf::folds::create_terminator(rw, "linalg.yield", vec![arg], loc);
    rw.set_insertion_point(ip);
    let results: Vec<Value> = (0..rw.arena.num_results(new))
        .map(|i| rw.arena.result(new, i))
        .collect();
    rw.replace_op(op, &results);
    true
}

/// The input and init operand counts of a destination-style linalg op and
/// whether all its indexing maps are equal.
fn dps_shape(rw: &PatternRewriter<'_>, op: OpId) -> Option<(usize, usize, bool)> {
    let name = rw.ctx.op_info(rw.arena.op_name(op)).name();
    match name {
        "linalg.generic" => {
            let &[ins, outs] = segments(rw.ctx, rw.arena, op)?.as_slice() else {
                return None;
            };
            let AttrKind::Array(maps) = rw.ctx.attr_kind(c::prop(rw.ctx, rw.arena, op, "indexing_maps")?) else {
                return None;
            };
            Some((ins, outs, maps.windows(2).all(|w| w[0] == w[1])))
        }
        "linalg.broadcast" => {
            let dims = i64_prop(rw.ctx, rw.arena, op, "dimensions")?;
            Some((1, 1, dims.is_empty()))
        }
        _ => None,
    }
}

/// `EraseIdentityLinalgOp`: an op whose maps are all equal and whose body
/// only yields block arguments forwards those operands (cast to the result
/// types); on buffers, a copy of a buffer into itself is erased.
fn erase_identity_linalg_op(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((ins, outs, equal_maps)) = dps_shape(rw, op) else {
        return false;
    };
    if !equal_maps {
        return false;
    }
    let Some(body) = entry_block(rw.arena, op) else {
        return false;
    };
    let Some(yield_op) = rw.arena.last_op(body) else {
        return false;
    };
    if rw.arena.first_op(body) != Some(yield_op) || rw.ctx.op_info(rw.arena.op_name(yield_op)).name() != "linalg.yield"
    {
        return false;
    }
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    if operands.len() != ins + outs {
        return false;
    }
    let shaped: Vec<Value> = operands
        .iter()
        .copied()
        .filter(|&v| is_tensor(rw.ctx, rw.arena, v) || is_memref(rw.ctx, rw.arena, v))
        .collect();
    let yielded: Vec<Value> = rw.arena.operands(yield_op).collect();
    let arg_number = |v: Value| match v {
        Value::Arg { block, index } if block == body => Some(index as usize),
        _ => None,
    };
    if !shaped.is_empty() && shaped.iter().all(|&v| is_memref(rw.ctx, rw.arena, v)) {
        if ins != 1 || outs != 1 || operands[0] != operands[1] {
            return false;
        }
        if yielded.first().and_then(|&v| arg_number(v)).is_none() {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    if !shaped.iter().all(|&v| is_tensor(rw.ctx, rw.arena, v)) {
        return false;
    }
    let loc = rw.arena.op_loc(op);
    let mut returned = Vec::with_capacity(yielded.len());
    for (i, &y) in yielded.iter().enumerate() {
        let Some(&value) = arg_number(y).and_then(|n| operands.get(n)) else {
            return false;
        };
        let Some(result_ty) = rw.arena.result_types(op).nth(i) else {
            return false;
        };
        let value_ty = rw.arena.value_type(value);
        if value_ty == result_ty {
            returned.push(value);
            continue;
        }
        if !cast_compatible(rw.ctx, value_ty, result_ty) {
            return false;
        }
        returned.push(create_cast(rw, value, result_ty, loc));
    }
    if returned.len() != rw.arena.num_results(op) {
        return false;
    }
    rw.replace_op(op, &returned);
    true
}

/// `tensor::CastOp::areCastCompatible`: tensors of one element type with
/// compatible shapes.
fn cast_compatible(ctx: &Context, a: ir::Type, b: ir::Type) -> bool {
    if c::element_type(ctx, a) != c::element_type(ctx, b) {
        return false;
    }
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::RankedTensor { shape: x, .. }, TypeKind::RankedTensor { shape: y, .. }) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == q || p == ir::types::DYNAMIC || q == ir::types::DYNAMIC)
        }
        (TypeKind::UnrankedTensor { .. }, _) | (_, TypeKind::UnrankedTensor { .. }) => true,
        _ => false,
    }
}

/// `EraseSelfCopy`: a `linalg.copy` of a buffer into itself.
fn erase_self_copy(op: OpId, rw: Rw<'_, '_>) -> bool {
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let (&[input], &[output]) = (operands.get(..1).unwrap_or(&[]), operands.get(1..).unwrap_or(&[])) else {
        return false;
    };
    if input != output || !is_memref(rw.ctx, rw.arena, input) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `IndexOp::fold`: the index of a loop whose static range is 1 is 0.
fn index_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let parent = a.parent_op(op)?;
    let s = super::structured::structured_op(ctx, a, parent)?;
    let dim = ir::ods::access::inherent(ctx, a, op, "dim").and_then(|d| ir::ods::values::as_int(ctx, d))?;
    let ranges = s.static_loop_ranges(ctx, a);
    if *ranges.get(usize::try_from(dim).ok()?)? != 1 {
        return None;
    }
    let zero = ir::ods::values::int_attr(ctx, 0, "index").ok()?;
    Some(vec![FoldResult::Attr(zero)])
}

/// Registers the folders and the patterns.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("linalg.transpose", ir::registry::FoldHook::Pure(transpose_fold));
    reg.set_fold_hook("linalg.index", ir::registry::FoldHook::Pure(index_fold));
    reg.add_canonicalization("linalg.transpose", |_, s| {
        add(
            s,
            "FoldTransposeWithTranspose",
            "linalg.transpose",
            fold_transpose_with_transpose,
        );
    });
    reg.add_canonicalization("linalg.generic", |_, s| {
        add(s, "EraseIdentityLinalgOp", "linalg.generic", erase_identity_linalg_op);
    });
    reg.add_canonicalization("linalg.broadcast", |_, s| {
        add(s, "EraseIdentityLinalgOp", "linalg.broadcast", erase_identity_linalg_op);
    });
    reg.add_canonicalization("linalg.copy", |_, s| {
        add(s, "EraseSelfCopy", "linalg.copy", erase_self_copy);
    });
}
