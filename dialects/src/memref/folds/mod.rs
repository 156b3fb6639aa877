//! memref folders and canonicalization patterns (upstream `MemRefOps.cpp`):
//! `memref.dim` and `memref.rank` ([`dim`]), the allocation ops
//! ([`alloc`]), `memref.cast`, `memref.copy` and the ops folding a cast
//! into themselves ([`cast`]), `memref.subview` ([`subview`]), the
//! reshapes ([`reshape`], [`compose`], [`reassoc`]), `memref.transpose`
//! ([`transpose`]), `memref.reinterpret_cast`,
//! `memref.extract_strided_metadata` and `memref.view` ([`reinterpret`]),
//! and `memref.alloca_scope` ([`scope`]). [`layout`] computes strided
//! layouts.
//!
//! The memref dialect materializes constants as `arith.constant`s
//! (`memref.ods`'s `constant_materializer`).

pub mod alloc;
pub mod cast;
pub mod compose;
pub mod dim;
pub mod layout;
pub mod reassoc;
pub mod reinterpret;
pub mod reshape;
pub mod scope;
pub mod subview;
pub mod transpose;

pub(crate) use layout::{strided_layout, strides_and_offset};

use crate::memref::ops::CastOp;
use ir::ods::TypedOp;

use ir::attrs::{Attr, AttrKind};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Type, TypeKind, Use, Value};

/// Registers the memref hooks.
pub fn register(ctx: &Context) {
    dim::register(ctx);
    alloc::register(ctx);
    cast::register(ctx);
    subview::register(ctx);
    reshape::register(ctx);
    reinterpret::register(ctx);
    scope::register(ctx);
    transpose::register(ctx);
}

/// A ranked memref type's parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MemRef {
    /// The shape, `DYNAMIC` for `?`.
    pub shape: Vec<i64>,
    /// The element type.
    pub element: Type,
    /// The layout attribute (`None` is the identity).
    pub layout: Option<Attr>,
    /// The memory space.
    pub space: Option<Attr>,
}

impl MemRef {
    /// The parts of a ranked memref type.
    pub(crate) fn of(ctx: &Context, ty: Type) -> Option<MemRef> {
        match ctx.type_kind(ty) {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => Some(MemRef {
                shape: shape.clone(),
                element: *element,
                layout: *layout,
                space: *memory_space,
            }),
            _ => None,
        }
    }

    /// `MemRefType::get` of these parts.
    pub(crate) fn get(&self, ctx: &Context) -> Type {
        ctx.get_type(TypeKind::MemRef {
            shape: self.shape.clone(),
            element: self.element,
            layout: self.layout,
            memory_space: self.space,
        })
    }

    /// Whether the layout is the identity (`MemRefLayoutAttrInterface::isIdentity`).
    pub(crate) fn identity_layout(&self, ctx: &Context) -> bool {
        match self.layout.map(|l| ctx.attr_kind(l)) {
            None => true,
            Some(AttrKind::AffineMap(m)) => m.is_identity(),
            Some(AttrKind::Strided { offset, strides }) => *offset == 0 && strides.as_slice() == [1],
            Some(_) => false,
        }
    }

    /// `hasStaticShape`.
    pub(crate) fn has_static_shape(&self) -> bool {
        !self.shape.contains(&DYNAMIC)
    }
}

/// Whether `to` keeps at least the static information of `from`
/// (each pair equal, or `from` static).
fn no_more_static(from: i64, to: i64) -> bool {
    from == to || from != DYNAMIC || to == DYNAMIC
}

/// `CastOp::canFoldIntoConsumerOp`: the cast between ranked strided
/// memrefs of the same element type and rank only drops static
/// information.
pub(crate) fn can_fold_into_consumer(ctx: &Context, a: &IrArena, cast: OpId) -> bool {
    let (Some(source), Some(result)) = (a.operands(cast).next(), a.result_types(cast).next()) else {
        return false;
    };
    let source = a.value_type(source);
    let (Some(s), Some(r)) = (MemRef::of(ctx, source), MemRef::of(ctx, result)) else {
        return false;
    };
    if s.element != r.element || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (strides_and_offset(ctx, source), strides_and_offset(ctx, result)) else {
        return false;
    };
    s.shape.iter().zip(&r.shape).all(|(&x, &y)| no_more_static(x, y))
        && no_more_static(so, ro)
        && ss.iter().zip(&rs).all(|(&x, &y)| no_more_static(x, y))
}

/// The source of the `memref.cast` defining `v` when it can fold into its
/// consumer.
pub(crate) fn foldable_cast_source(ctx: &Context, a: &IrArena, v: Value) -> Option<Value> {
    let cast = CastOp::defining(ctx, a, v)?;
    can_fold_into_consumer(ctx, a, cast.op()).then(|| cast.source(ctx, a))
}

/// `foldMemRefCast(op, inner)`: every operand other than `inner` produced
/// by a `memref.cast` of a ranked memref is replaced by the cast's source;
/// whether anything changed.
pub(crate) fn fold_memref_cast(ctx: &Context, a: &mut IrArena, op: OpId, inner: Option<Value>) -> bool {
    let operands: Vec<Value> = a.operands(op).collect();
    let mut folded = false;
    for (i, v) in (0u32..).zip(operands) {
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = CastOp::defining(ctx, a, v) else {
            continue;
        };
        let source = cast.source(ctx, a);
        if matches!(ctx.type_kind(a.value_type(source)), TypeKind::UnrankedMemRef { .. }) {
            continue;
        }
        a.set_operand(Use { op, operand: i }, source);
        folded = true;
    }
    folded
}

/// A `memref.cast` of `source` to `ty` at the insertion point.
pub(crate) fn create_cast(rw: &mut PatternRewriter<'_>, source: Value, ty: Type, loc: Attr) -> Value {
    crate::common::build::create_unary(rw, "memref.cast", source, ty, loc)
}

/// Replaces `op` by `value`, through a `memref.cast` when the types differ.
pub(crate) fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: OpId, value: Value) -> bool {
    let Some(ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    let value = if rw.arena.value_type(value) == ty {
        value
    } else {
        let loc = rw.arena.op_loc(op);
        create_cast(rw, value, ty, loc)
    };
    rw.replace_op(op, &[value]);
    true
}

/// The number of `DYNAMIC` dimensions of `shape` before `index`
/// (`getDynamicDimIndex`).
pub(crate) fn dynamic_before(shape: &[i64], index: usize) -> usize {
    shape.iter().take(index).filter(|&&d| d == DYNAMIC).count()
}

/// The name of `op`.
pub(crate) fn op_name<'c>(ctx: &'c Context, a: &IrArena, op: OpId) -> &'c str {
    ctx.op_info(a.op_name(op)).name()
}
