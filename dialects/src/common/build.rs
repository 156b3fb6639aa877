//! Building arith ops from patterns, with the properties upstream's
//! builders set and MLIR's fused locations.

use crate::common::consts as c;
use ir::attrs::{Attr, AttrKind};
use ir::rewrite::PatternRewriter;
use ir::{Context, OpId, OpSpec, Type, Value};

pub use ir::rewrite::drr::fused_loc;

/// The fused location of ops (DRR's `odsLoc`).
pub fn ops_loc(rw: &PatternRewriter<'_>, ops: &[OpId]) -> Attr {
    ir::rewrite::drr::ops_loc(rw.ctx, rw.arena, ops)
}

/// Creates an op at the insertion point; returns its first result.
pub fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: Vec<Value>,
    result: Type,
    props: &[(&str, Attr)],
    loc: Attr,
) -> Value {
    let spec = OpSpec {
        operands,
        result_types: vec![result],
        properties: c::props(rw.ctx, props),
        ..OpSpec::new(rw.ctx.op_name(name), loc)
    };
    let op = rw.create(spec);
    rw.arena.result(op, 0)
}

/// `arith.constant` of `value` (its type is the value's type).
pub fn constant(rw: &mut PatternRewriter<'_>, value: Attr, ty: Type, loc: Attr) -> Value {
    create(rw, "arith.constant", Vec::new(), ty, &[("value", value)], loc)
}

/// The op spec of `arith.constant` for `value` of type `ty`, when
/// `arith.constant` can hold it (`ConstantOp::isBuildableWith`).
pub fn constant_spec(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    let attr_ty = match ctx.attr_kind(value) {
        AttrKind::Bool(_) => ctx.int_type(1),
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => *ty,
        _ => return None,
    };
    if attr_ty != ty {
        return None;
    }
    if let ir::TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != ir::Signedness::Signless {
            return None;
        }
    }
    Some(constant_like_spec(ctx, "arith.constant", value, ty, loc))
}

/// `arith` dialect constant materializer: `ub.poison` for poison, else an
/// `arith.constant`.
pub fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    if crate::ub::folds::is_poison(ctx, value) {
        return crate::ub::folds::poison_spec(ctx, value, ty, loc);
    }
    constant_spec(ctx, value, ty, loc)
}

/// A binary integer op with overflow flags.
pub fn int_binop(rw: &mut PatternRewriter<'_>, name: &str, l: Value, r: Value, flags: Attr, loc: Attr) -> Value {
    let ty = rw.arena.value_type(l);
    create(rw, name, vec![l, r], ty, &[("overflowFlags", flags)], loc)
}

/// A constant-like op `name` with no operands, one result of type `ty` and
/// `value` as its `value` property (`arith.constant`, `func.constant`,
/// `ub.poison`).
pub fn constant_like_spec(ctx: &Context, name: &str, value: Attr, ty: Type, loc: Attr) -> OpSpec {
    OpSpec {
        name: ctx.op_name(name),
        loc,
        operands: Vec::new(),
        result_types: vec![ty],
        successors: Vec::new(),
        regions: Vec::new(),
        properties: c::props(ctx, &[("value", value)]),
        attrs: None,
    }
}

/// An op spec without regions, successors or discardable attributes.
pub fn spec(
    ctx: &Context,
    name: &str,
    loc: Attr,
    operands: Vec<Value>,
    results: Vec<Type>,
    props: Option<Attr>,
) -> OpSpec {
    OpSpec {
        name: ctx.op_name(name),
        loc,
        operands,
        result_types: results,
        successors: Vec::new(),
        regions: Vec::new(),
        properties: props,
        attrs: None,
    }
}

/// A one-operand, one-result op `name` (a cast) at the insertion point.
pub fn create_unary(rw: &mut PatternRewriter<'_>, name: &str, operand: Value, ty: Type, loc: Attr) -> Value {
    let op = rw.create(spec(rw.ctx, name, loc, vec![operand], vec![ty], None));
    rw.arena.result(op, 0)
}

/// `replaceOpWithNewOp<CastOp>(op, ty, newOp)`: creates `new_op` at the
/// insertion point and replaces `op` with a `cast` (`tensor.cast`,
/// `memref.cast`) of its first result to `ty`, at `op`'s location.
pub fn replace_with_cast_of(rw: &mut PatternRewriter<'_>, op: OpId, new_op: OpSpec, cast: &str, ty: Type) -> bool {
    let loc = rw.arena.op_loc(op);
    let new = rw.create(new_op);
    let result = rw.arena.result(new, 0);
    let cast = create_unary(rw, cast, result, ty, loc);
    rw.replace_op(op, &[cast]);
    true
}
