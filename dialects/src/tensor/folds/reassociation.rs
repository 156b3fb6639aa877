//! Composing reassociative reshapes (upstream `ReshapeOpsUtils`):
//! `ComposeReassociativeReshapeOps` (collapse of collapse, expand of
//! expand), `ComposeCollapseOfExpandOp` and `ComposeExpandOfCollapseOp`.

use crate::common::consts as c;
use crate::common::mixed::{dispatch, i64_array, i64_prop, mixed, Bound};
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::create_cast;
use crate::tensor::folds::shape_of;
use crate::tensor::ops::{CollapseShapeOp, ExpandShapeOp};
use ir::attrs::{Attr, AttrKind};
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Type, Value};

/// Reassociation groups (`ReassociationIndices` per collapsed dimension).
type Groups = Vec<Vec<i64>>;

/// The reassociation groups of a reshape.
pub(crate) fn groups_of(ctx: &Context, a: &IrArena, op: OpId) -> Option<Groups> {
    let AttrKind::Array(groups) = ctx.attr_kind(c::prop(ctx, a, op, "reassociation")?) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(items) => items.iter().map(|&i| c::int_attr_value(ctx, Some(i))).collect(),
            _ => None,
        })
        .collect()
}

/// The `reassociation` attribute of `groups`.
fn groups_attr(ctx: &Context, groups: &[Vec<i64>]) -> Option<Attr> {
    let i64_ty = ctx.int_type(64);
    let arrays = groups
        .iter()
        .map(|g| {
            let items = g
                .iter()
                .map(|&i| c::int_attr(ctx, i64_ty, i as u128))
                .collect::<Option<Vec<_>>>()?;
            Some(ctx.get_attr(AttrKind::Array(items)))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(ctx.get_attr(AttrKind::Array(arrays)))
}

/// `composeReassociationIndices`: the groups of two chained reshapes that
/// both collapse (or both expand), producer first.
fn compose_groups(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Groups> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (larger, smaller) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    if smaller.is_empty() {
        return Some(Vec::new());
    }
    if larger.len() != smaller.iter().map(Vec::len).sum::<usize>() {
        return None;
    }
    smaller
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(larger.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// `getReassociationIndicesForCollapse(source, target)`: groups of `source`
/// dimensions whose products are the `target` dimensions (a dynamic target
/// takes exactly one dynamic source dimension; trailing unit or dynamic
/// dimensions join the last group).
pub(crate) fn groups_for_collapse(source: &[i64], target: &[i64]) -> Option<Groups> {
    if source.len() <= target.len() {
        return None;
    }
    let mut groups: Groups = Vec::with_capacity(target.len());
    let mut current = Vec::new();
    let mut product: i64 = 1;
    let mut dim = 0usize;
    while dim < source.len() {
        let Some(&want) = target.get(groups.len()) else { break };
        while dim + 1 < source.len() && source[dim] != DYNAMIC && product.checked_mul(source[dim])? < want {
            product *= source[dim];
            current.push(dim as i64);
            dim += 1;
        }
        let size = source[dim];
        if size == DYNAMIC && (want != DYNAMIC || product != 1) {
            return None;
        }
        if want == DYNAMIC && size != DYNAMIC {
            return None;
        }
        if size != DYNAMIC && product.checked_mul(size)? != want {
            return None;
        }
        current.push(dim as i64);
        dim += 1;
        groups.push(std::mem::take(&mut current));
        product = 1;
    }
    if groups.len() != target.len() {
        return None;
    }
    for (d, &size) in source.iter().enumerate().skip(dim) {
        if size != DYNAMIC && size != 1 {
            return None;
        }
        if let Some(last) = groups.last_mut() {
            last.push(d as i64);
        }
    }
    Some(groups)
}

/// The spec of a `tensor.collapse_shape`.
fn collapse_spec(ctx: &Context, loc: Attr, ty: Type, source: Value, groups: &[Vec<i64>]) -> Option<OpSpec> {
    Some(crate::common::build::spec(
        ctx,
        "tensor.collapse_shape",
        loc,
        vec![source],
        vec![ty],
        c::props(ctx, &[("reassociation", groups_attr(ctx, groups)?)]),
    ))
}

/// The spec of a `tensor.expand_shape` with output shape `shape`.
fn expand_spec(
    ctx: &Context,
    loc: Attr,
    ty: Type,
    source: Value,
    groups: &[Vec<i64>],
    shape: &[Bound],
) -> Option<OpSpec> {
    let (statics, dynamic) = dispatch(shape);
    let mut operands = vec![source];
    operands.extend(dynamic);
    Some(crate::common::build::spec(
        ctx,
        "tensor.expand_shape",
        loc,
        operands,
        vec![ty],
        c::props(
            ctx,
            &[
                ("reassociation", groups_attr(ctx, groups)?),
                ("static_output_shape", i64_array(ctx, &statics)?),
            ],
        ),
    ))
}

/// The mixed output shape of a `tensor.expand_shape`.
fn output_shape(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<Bound>> {
    let dynamic: Vec<Value> = rw.arena.operands(op).skip(1).collect();
    mixed(&i64_prop(rw.ctx, rw.arena, op, "static_output_shape")?, &dynamic)
}

/// The source, result type and groups of reshape `op` and of the reshape
/// named `producer` defining its source.
struct Chain {
    source: Value,
    ty: Type,
    outer: Groups,
    inner: Groups,
}

/// `Producer` is the op type expected to define `op`'s source.
fn chain<Producer: TypedOp>(rw: &PatternRewriter<'_>, op: OpId) -> Option<Chain> {
    let inner_op = Producer::defining(rw.ctx, rw.arena, rw.arena.operands(op).next()?)?.op_id();
    Some(Chain {
        source: rw.arena.operands(inner_op).next()?,
        ty: rw.arena.result_types(op).next()?,
        outer: groups_of(rw.ctx, rw.arena, op)?,
        inner: groups_of(rw.ctx, rw.arena, inner_op)?,
    })
}

/// `ComposeReassociativeReshapeOps<CollapseShapeOp>`.
fn compose_collapses(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(ch) = chain::<CollapseShapeOp>(rw, op) else {
        return false;
    };
    let Some(groups) = compose_groups(&ch.inner, &ch.outer) else {
        return false;
    };
    let Some(spec) = collapse_spec(rw.ctx, rw.arena.op_loc(op), ch.ty, ch.source, &groups) else {
        return false;
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// `ComposeReassociativeReshapeOps<ExpandShapeOp>`.
fn compose_expands(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(ch) = chain::<ExpandShapeOp>(rw, op) else {
        return false;
    };
    let (Some(groups), Some(shape)) = (compose_groups(&ch.inner, &ch.outer), output_shape(rw, op)) else {
        return false;
    };
    let Some(spec) = expand_spec(rw.ctx, rw.arena.op_loc(op), ch.ty, ch.source, &groups, &shape) else {
        return false;
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expansion is one collapse,
/// one expansion or a cast, when the groups nest.
fn compose_collapse_of_expand(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(ch) = chain::<ExpandShapeOp>(rw, op) else {
        return false;
    };
    let src_ty = rw.arena.value_type(ch.source);
    let (Some(src_rank), Some(res_rank)) = (
        shape_of(rw.ctx, src_ty).map(|s| s.len()),
        shape_of(rw.ctx, ch.ty).map(|s| s.len()),
    ) else {
        return false;
    };
    if src_ty == ch.ty {
        return false;
    }
    let (higher, lower) = if src_rank > res_rank {
        (&ch.inner, &ch.outer)
    } else {
        (&ch.outer, &ch.inner)
    };
    let mut next = 0usize;
    let mut composed: Groups = Vec::with_capacity(lower.len());
    for low in lower {
        let Some(&last) = low.last() else { return false };
        let mut group = Vec::new();
        while let Some(high) = higher.get(next) {
            let Some(&rightmost) = high.last() else { return false };
            if rightmost > last {
                return false;
            }
            group.push(next as i64);
            next += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(group);
    }
    let loc = rw.arena.op_loc(op);
    if src_rank == res_rank {
        let cast = create_cast(rw, ch.source, ch.ty, loc);
        rw.replace_op(op, &[cast]);
        return true;
    }
    let spec = if src_rank > res_rank {
        collapse_spec(rw.ctx, loc, ch.ty, ch.source, &composed)
    } else {
        let shape: Option<Vec<Bound>> = shape_of(rw.ctx, ch.ty).map(|s| s.iter().map(|&d| Bound::Static(d)).collect());
        shape
            .filter(|s| !s.contains(&Bound::Static(DYNAMIC)))
            .and_then(|s| expand_spec(rw.ctx, loc, ch.ty, ch.source, &composed, &s))
    };
    let Some(spec) = spec else { return false };
    rw.replace_op_with_new(op, spec);
    true
}

/// `findCollapsingReassociation`: groups collapsing `src_shape` into
/// `res_shape` inside each pair of corresponding groups.
fn collapsing_groups(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Groups> {
    if src_groups.is_empty() {
        return groups_for_collapse(src_shape, res_shape);
    }
    let band = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let mut composed = Vec::new();
    for (sg, rg) in src_groups.iter().zip(res_groups) {
        let (src_sub, res_sub) = (band(src_shape, sg)?, band(res_shape, rg)?);
        if src_sub.len() == res_sub.len() {
            if src_sub == res_sub && src_sub.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
                composed.push(sg.clone());
            } else {
                return None;
            }
        }
        let start = *sg.first()?;
        for sub in groups_for_collapse(&src_sub, &res_sub)? {
            composed.push(sub.iter().map(|&i| start + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`: an expansion of a collapse is one collapse
/// or one expansion when each group can be re-split.
fn compose_expand_of_collapse(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(ch) = chain::<CollapseShapeOp>(rw, op) else {
        return false;
    };
    let src_ty = rw.arena.value_type(ch.source);
    let (Some(src_shape), Some(res_shape)) = (shape_of(rw.ctx, src_ty), shape_of(rw.ctx, ch.ty)) else {
        return false;
    };
    if src_ty == ch.ty {
        return false;
    }
    let loc = rw.arena.op_loc(op);
    let spec = if src_shape.len() > res_shape.len() {
        collapsing_groups(&ch.inner, &ch.outer, &src_shape, &res_shape)
            .and_then(|g| collapse_spec(rw.ctx, loc, ch.ty, ch.source, &g))
    } else {
        let shape = output_shape(rw, op);
        collapsing_groups(&ch.outer, &ch.inner, &res_shape, &src_shape)
            .zip(shape)
            .and_then(|(g, s)| expand_spec(rw.ctx, loc, ch.ty, ch.source, &g, &s))
    };
    let Some(spec) = spec else { return false };
    rw.replace_op_with_new(op, spec);
    true
}

/// Registers the patterns (before the other reshape patterns, as upstream).
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.add_canonicalization("tensor.expand_shape", |_, s| {
        add(
            s,
            "ComposeReassociativeReshapeOps",
            "tensor.expand_shape",
            compose_expands,
        );
        add(
            s,
            "ComposeExpandOfCollapseOp",
            "tensor.expand_shape",
            compose_expand_of_collapse,
        );
    });
    reg.add_canonicalization("tensor.collapse_shape", |_, s| {
        add(
            s,
            "ComposeReassociativeReshapeOps",
            "tensor.collapse_shape",
            compose_collapses,
        );
        add(
            s,
            "ComposeCollapseOfExpandOp",
            "tensor.collapse_shape",
            compose_collapse_of_expand,
        );
    });
}
