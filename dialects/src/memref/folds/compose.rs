//! The reshape composition patterns of upstream `ReshapeOpsUtils.h`:
//! `ComposeCollapseOfExpandOp` and `ComposeExpandOfCollapseOp`.

use crate::memref::ops::CollapseShapeOp;
use crate::memref::ops::ExpandShapeOp;
use ir::ods::TypedOp;

use crate::common::build::int_binop;
use crate::common::consts as c;
use crate::common::mixed::Bound;
use crate::memref::folds::reassoc::collapse_groups;
use crate::memref::folds::reshape::{groups, non_identity, output_shape, reshape_spec, types, Groups};
use crate::memref::folds::{create_cast, strides_and_offset, MemRef};
use crate::scf::folds::{const_int, Rw};
use ir::attrs::Attr;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, OpId, Type};

/// `getConstantIntValue` of a bound.
fn bound_value(rw: &PatternRewriter<'_>, b: Bound) -> Option<i64> {
    match b {
        Bound::Static(v) => Some(v),
        Bound::Value(v) => const_int(rw, v).and_then(|x| i64::try_from(x).ok()),
    }
}

/// The output size of one collapsed group of an expansion's output shape:
/// the product of its dynamic sizes (`arith.muli`) and static ones.
fn group_size(rw: Rw<'_, '_>, output: &[Bound], group: &[i64], loc: Attr) -> Option<Bound> {
    let mut statics = 1i64;
    let mut dynamic = Vec::new();
    for &i in group {
        let b = *output.get(usize::try_from(i).ok()?)?;
        match bound_value(rw, b) {
            Some(v) => statics = statics.wrapping_mul(v),
            None => match b {
                Bound::Value(v) => dynamic.push(v),
                Bound::Static(_) => return None,
            },
        }
    }
    let Some((&first, rest)) = dynamic.split_first() else {
        return Some(Bound::Static(statics));
    };
    let index = rw.ctx.index_type();
    let flags = c::overflow_attr(rw.ctx, false, false);
    let mut result = first;
    for &v in rest {
        result = int_binop(rw, "arith.muli", result, v, flags, loc);
    }
    if statics != 1 {
        let attr = c::int_attr(rw.ctx, index, statics as u128)?;
        let k = crate::common::build::constant(rw, attr, index, loc);
        result = int_binop(rw, "arith.muli", result, k, flags, loc);
    }
    Some(Bound::Value(result))
}

/// The groups of `lower` expressed over the groups of `higher`
/// (`ComposeCollapseOfExpandOp`'s loop); `None` when they do not nest.
fn cover_groups(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Groups> {
    let mut next = 0usize;
    let mut out = Vec::with_capacity(lower.len());
    for group in lower {
        let last = *group.last()?;
        let mut composed = Vec::new();
        while let Some(h) = higher.get(next) {
            let rightmost = *h.last()?;
            if rightmost > last {
                return None;
            }
            composed.push(i64::try_from(next).ok()?);
            next += 1;
            if rightmost == last {
                break;
            }
        }
        out.push(composed);
    }
    Some(out)
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expansion is one reshape
/// (or a cast when the rank does not change).
pub(crate) fn compose_collapse_of_expand(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((src, src_ty, ty)) = types(rw.arena, op) else {
        return false;
    };
    let Some(expand) = ExpandShapeOp::defining(rw.ctx, rw.arena, src).map(ExpandShapeOp::op) else {
        return false;
    };
    let Some((first, first_ty, _)) = types(rw.arena, expand) else {
        return false;
    };
    if [src_ty, first_ty].iter().any(|&t| non_identity(rw.ctx, t)) || first_ty == ty {
        return false;
    }
    let (Some(fm), Some(rm)) = (MemRef::of(rw.ctx, first_ty), MemRef::of(rw.ctx, ty)) else {
        return false;
    };
    let (Some(eg), Some(cg)) = (groups(rw.ctx, rw.arena, expand), groups(rw.ctx, rw.arena, op)) else {
        return false;
    };
    let (src_rank, result_rank) = (fm.shape.len(), rm.shape.len());
    let (higher, lower) = if src_rank > result_rank { (&eg, &cg) } else { (&cg, &eg) };
    let Some(composed) = cover_groups(higher, lower) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let spec = match src_rank.cmp(&result_rank) {
        std::cmp::Ordering::Greater => reshape_spec(rw.ctx, "memref.collapse_shape", first, ty, &composed, None, loc),
        std::cmp::Ordering::Less => {
            let Some(output) = output_shape(rw.ctx, rw.arena, expand) else {
                return false;
            };
            let mut new_output = Vec::with_capacity(cg.len());
            for group in &cg {
                let Some(size) = group_size(rw, &output, group, loc) else {
                    return false;
                };
                new_output.push(size);
            }
            reshape_spec(
                rw.ctx,
                "memref.expand_shape",
                first,
                ty,
                &composed,
                Some(&new_output),
                loc,
            )
        }
        std::cmp::Ordering::Equal => {
            let cast = create_cast(rw, first, ty, loc);
            rw.replace_op(op, &[cast]);
            return true;
        }
    };
    let Some(spec) = spec else { return false };
    rw.replace_op_with_new(op, spec);
    true
}

/// The sizes of `shape` for the dimensions of `group`.
fn sub_shape<'s>(shape: &'s [i64], group: &[i64]) -> Option<&'s [i64]> {
    let from = usize::try_from(*group.first()?).ok()?;
    shape.get(from..from + group.len())
}

/// `findCollapsingReassociation`.
fn find_collapsing(src_groups: &[Vec<i64>], result_groups: &[Vec<i64>], src: &[i64], result: &[i64]) -> Option<Groups> {
    if src_groups.is_empty() {
        return collapse_groups(src, result);
    }
    let mut out = Vec::new();
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    for (sg, rg) in src_groups.iter().zip(result_groups) {
        let (ss, rs) = (sub_shape(src, sg)?, sub_shape(result, rg)?);
        if dynamic(ss) >= 2 && dynamic(rs) >= 2 {
            return None;
        }
        let start = *sg.first()?;
        if ss.len() == rs.len() {
            if ss != rs {
                return None;
            }
            out.extend((0..ss.len() as i64).map(|i| vec![start + i]));
            continue;
        }
        for g in collapse_groups(ss, rs)? {
            out.push(g.iter().map(|&i| start + i).collect());
        }
    }
    Some(out)
}

/// `CastOp::areCastCompatible` for two ranked memrefs.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some(x), Some(y)) = (MemRef::of(ctx, a), MemRef::of(ctx, b)) else {
        return false;
    };
    if x.element != y.element || x.space != y.space || x.shape.len() != y.shape.len() {
        return false;
    }
    if x.layout != y.layout {
        let (Some((xs, xo)), Some((ys, yo))) = (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) else {
            return false;
        };
        let ok = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
        if xs.len() != ys.len() || !ok(xo, yo) || !xs.iter().zip(&ys).all(|(&p, &q)| ok(p, q)) {
            return false;
        }
    }
    x.shape
        .iter()
        .zip(&y.shape)
        .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
}

/// `ComposeExpandOfCollapseOp`: an expansion of a collapse is one reshape,
/// or a cast for non-identity layouts of static shape.
pub(crate) fn compose_expand_of_collapse(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((src, src_ty, ty)) = types(rw.arena, op) else {
        return false;
    };
    let Some(collapse) = CollapseShapeOp::defining(rw.ctx, rw.arena, src).map(CollapseShapeOp::op) else {
        return false;
    };
    let Some((first, first_ty, _)) = types(rw.arena, collapse) else {
        return false;
    };
    let (Some(fm), Some(rm)) = (MemRef::of(rw.ctx, first_ty), MemRef::of(rw.ctx, ty)) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    if [src_ty, first_ty].iter().any(|&t| non_identity(rw.ctx, t)) {
        if fm.has_static_shape() && cast_compatible(rw.ctx, first_ty, ty) {
            let cast = create_cast(rw, first, ty, loc);
            rw.replace_op(op, &[cast]);
            return true;
        }
        return false;
    }
    let (Some(sg), Some(rg)) = (groups(rw.ctx, rw.arena, collapse), groups(rw.ctx, rw.arena, op)) else {
        return false;
    };
    let spec = match fm.shape.len().cmp(&rm.shape.len()) {
        std::cmp::Ordering::Equal => return false,
        std::cmp::Ordering::Greater => find_collapsing(&sg, &rg, &fm.shape, &rm.shape)
            .and_then(|g| reshape_spec(rw.ctx, "memref.collapse_shape", first, ty, &g, None, loc)),
        std::cmp::Ordering::Less => {
            let output = output_shape(rw.ctx, rw.arena, op);
            find_collapsing(&rg, &sg, &rm.shape, &fm.shape)
                .zip(output)
                .and_then(|(g, o)| reshape_spec(rw.ctx, "memref.expand_shape", first, ty, &g, Some(&o), loc))
        }
    };
    let Some(spec) = spec else { return false };
    rw.replace_op_with_new(op, spec);
    true
}
