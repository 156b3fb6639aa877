//! `memref.expand_shape` and `memref.collapse_shape`: `foldReshapeOp`,
//! `ComposeReassociativeReshapeOps` (upstream `ReshapeOpsUtils.h`) and
//! `CollapseShapeOpMemRefCastFolder`; the other composition patterns are
//! in [`crate::memref::folds::compose`].

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::common::mixed::{dispatch, i64_array, i64_prop, mixed, Bound};
use crate::memref::folds::subview::sat_mul;
use crate::memref::folds::{foldable_cast_source, strided_layout, MemRef};
use crate::scf::folds::{add, Rw};
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::registry::FoldHook;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Type, Use, Value};

/// Reassociation indices: the source dimensions of each group.
pub(crate) type Groups = Vec<Vec<i64>>;

/// The `reassociation` property of a reshape op.
pub(crate) fn groups(ctx: &Context, a: &IrArena, op: OpId) -> Option<Groups> {
    let AttrKind::Array(outer) = ctx.attr_kind(c::prop(ctx, a, op, "reassociation")?) else {
        return None;
    };
    outer
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(inner) => inner.iter().map(|&i| c::int_attr_value(ctx, Some(i))).collect(),
            _ => None,
        })
        .collect()
}

/// The `reassociation` attribute of `groups`.
fn groups_attr(ctx: &Context, groups: &[Vec<i64>]) -> Option<Attr> {
    let i64_ty = ctx.int_type(64);
    let outer = groups
        .iter()
        .map(|g| {
            let inner = g
                .iter()
                .map(|&i| c::int_attr(ctx, i64_ty, i as u128))
                .collect::<Option<_>>()?;
            Some(ctx.get_attr(AttrKind::Array(inner)))
        })
        .collect::<Option<_>>()?;
    Some(ctx.get_attr(AttrKind::Array(outer)))
}

/// `getMixedOutputShape` of an `expand_shape`.
pub(crate) fn output_shape(ctx: &Context, a: &IrArena, op: OpId) -> Option<Vec<Bound>> {
    let dynamic: Vec<Value> = a.operands(op).skip(1).collect();
    mixed(&i64_prop(ctx, a, op, "static_output_shape")?, &dynamic)
}

/// The spec of a reshape op `name` of `src` to `ty`; `output` is the
/// output shape of an `expand_shape`.
pub(crate) fn reshape_spec(
    ctx: &Context,
    name: &str,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
    output: Option<&[Bound]>,
    loc: Attr,
) -> Option<OpSpec> {
    let mut props = vec![("reassociation", groups_attr(ctx, groups)?)];
    let mut operands = vec![src];
    if let Some(output) = output {
        let (statics, dynamic) = dispatch(output);
        props.push(("static_output_shape", i64_array(ctx, &statics)?));
        operands.extend(dynamic);
    }
    Some(crate::common::build::spec(
        ctx,
        name,
        loc,
        operands,
        vec![ty],
        c::props(ctx, &props),
    ))
}

/// The source and result types of a reshape op.
pub(crate) fn types(a: &IrArena, op: OpId) -> Option<(Value, Type, Type)> {
    let src = a.operands(op).next()?;
    Some((src, a.value_type(src), a.result_types(op).next()?))
}

/// `foldReshapeOp`: an identity reshape is its source, and so is the
/// inverse of a reshape producing it when the types allow.
fn fold_reshape<Inverse: TypedOp>(ctx: &Context, a: &IrArena, op: OpId) -> Folded {
    let (src, src_ty, ty) = types(a, op)?;
    if src_ty == ty {
        return Some(vec![FoldResult::Value(src)]);
    }
    let producer = Inverse::defining(ctx, a, src)?.op_id();
    let (first, first_ty, middle_ty) = types(a, producer)?;
    if first_ty != ty {
        return None;
    }
    let shape = MemRef::of(ctx, first_ty)?.shape;
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic(&shape) < 2 {
        return Some(vec![FoldResult::Value(first)]);
    }
    let reassociation = groups(ctx, a, op)?;
    if reassociation != groups(ctx, a, producer)? {
        return None;
    }
    if shape.len() < MemRef::of(ctx, middle_ty)?.shape.len() {
        return Some(vec![FoldResult::Value(first)]);
    }
    let group_ok = |g: &Vec<i64>| {
        let from = g.first().and_then(|&f| usize::try_from(f).ok()).unwrap_or(0);
        shape.get(from..from + g.len()).is_some_and(|s| dynamic(s) < 2)
    };
    reassociation
        .iter()
        .all(group_ok)
        .then(|| vec![FoldResult::Value(first)])
}

/// `ExpandShapeOp::fold`.
fn expand_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    fold_reshape::<crate::memref::ops::CollapseShapeOp>(ctx, a, op)
}

/// `CollapseShapeOp::fold`.
fn collapse_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    fold_reshape::<crate::memref::ops::ExpandShapeOp>(ctx, a, op)
}

/// `hasNonIdentityLayout`.
pub(crate) fn non_identity(ctx: &Context, ty: Type) -> bool {
    MemRef::of(ctx, ty).is_some_and(|m| !m.identity_layout(ctx))
}

/// `composeReassociationIndices`.
fn compose_groups(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Groups> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if producer.len() != consumer.iter().map(Vec::len).sum::<usize>() {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend(producer.get(usize::try_from(i).ok()?)?.iter().copied());
            }
            Some(out)
        })
        .collect()
}

/// `ComposeReassociativeReshapeOps`: two expansions (or two collapses) in
/// a row become one.
fn compose_reassociative(op: OpId, rw: Rw<'_, '_>) -> bool {
    let name = crate::memref::folds::op_name(rw.ctx, rw.arena, op);
    let Some((src, src_ty, ty)) = types(rw.arena, op) else {
        return false;
    };
    // Two of the same op in a row.
    let Some(producer) = rw
        .arena
        .defining_op(src)
        .filter(|&d| rw.arena.op_name(d) == rw.arena.op_name(op))
    else {
        return false;
    };
    let Some((first, first_ty, _)) = types(rw.arena, producer) else {
        return false;
    };
    if [first_ty, src_ty, ty].iter().any(|&t| non_identity(rw.ctx, t)) {
        return false;
    }
    let (Some(p), Some(q)) = (groups(rw.ctx, rw.arena, producer), groups(rw.ctx, rw.arena, op)) else {
        return false;
    };
    let Some(composed) = compose_groups(&p, &q) else {
        return false;
    };
    let output = if name == "memref.expand_shape" {
        match output_shape(rw.ctx, rw.arena, op) {
            Some(o) => Some(o),
            None => return false,
        }
    } else {
        None
    };
    let loc = rw.arena.op_loc(op);
    let Some(spec) = reshape_spec(rw.ctx, name, first, ty, &composed, output.as_deref(), loc) else {
        return false;
    };
    rw.replace_op_with_new(op, spec);
    true
}

use crate::memref::layout::collapsed_layout;

/// `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let m = MemRef::of(ctx, src)?;
    let mut shape = Vec::with_capacity(groups.len());
    for group in groups {
        let mut size = 1i64;
        for &d in group {
            size = sat_mul(size, *m.shape.get(usize::try_from(d).ok()?)?);
        }
        shape.push(size);
    }
    let layout = if m.identity_layout(ctx) {
        None
    } else {
        let (strides, offset) = collapsed_layout(ctx, src, groups)?;
        Some(strided_layout(ctx, offset, strides))
    };
    Some(MemRef { shape, layout, ..m }.get(ctx))
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a foldable cast
/// collapses the cast's source (cast to the old type when it changes).
fn collapse_cast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((src, _, ty)) = types(rw.arena, op) else {
        return false;
    };
    let Some(source) = foldable_cast_source(rw.ctx, rw.arena, src) else {
        return false;
    };
    let Some(g) = groups(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(new_ty) = collapsed_type(rw.ctx, rw.arena.value_type(source), &g) else {
        return false;
    };
    if new_ty == ty {
        rw.modify_in_place(op, |a| a.set_operand(Use { op, operand: 0 }, source));
        return true;
    }
    let loc = rw.arena.op_loc(op);
    let Some(spec) = reshape_spec(rw.ctx, "memref.collapse_shape", source, new_ty, &g, None, loc) else {
        return false;
    };
    crate::common::build::replace_with_cast_of(rw, op, spec, "memref.cast", ty)
}

/// Registers the folders and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("memref.expand_shape", FoldHook::Pure(expand_fold));
    reg.set_fold_hook("memref.collapse_shape", FoldHook::Pure(collapse_fold));
    reg.add_canonicalization("memref.expand_shape", |_, s| {
        let root = "memref.expand_shape";
        add(s, "ComposeReassociativeReshapeOps", root, compose_reassociative);
        add(
            s,
            "ComposeExpandOfCollapseOp",
            root,
            crate::memref::folds::compose::compose_expand_of_collapse,
        );
    });
    reg.add_canonicalization("memref.collapse_shape", |_, s| {
        let root = "memref.collapse_shape";
        add(s, "ComposeReassociativeReshapeOps", root, compose_reassociative);
        add(
            s,
            "ComposeCollapseOfExpandOp",
            root,
            crate::memref::folds::compose::compose_collapse_of_expand,
        );
        add(s, "CollapseShapeOpMemRefCastFolder", root, collapse_cast_folder);
    });
}
