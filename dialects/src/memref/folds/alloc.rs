//! The allocation ops: `SimplifyAllocConst` and `SimplifyDeadAlloc` (for
//! `memref.alloc` and `memref.alloca`; the latter also for
//! `memref.realloc`), and `DeallocOp::fold`.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::common::mixed::segment_sizes;
use crate::memref::folds::{fold_memref_cast, MemRef};
use crate::scf::folds::parallel::segments;
use crate::scf::folds::{add, const_int, Rw};
use ir::attrs::Attr;
use ir::registry::FoldHook;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Value};

/// The non-negative constant value of `v` (`m_ConstantInt` and
/// `isNonNegative`).
fn non_negative_constant(rw: &ir::rewrite::PatternRewriter<'_>, v: Value) -> Option<i64> {
    const_int(rw, v).and_then(|x| i64::try_from(x).ok()).filter(|&x| x >= 0)
}

/// `SimplifyAllocConst`: constant non-negative dynamic sizes become
/// static dimensions of a new allocation, cast back to the old type.
fn simplify_alloc_const(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(ty), Some(&[num_dynamic, _])) = (
        rw.arena.result_types(op).next(),
        segments(rw.ctx, rw.arena, op).as_deref(),
    ) else {
        return false;
    };
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let (Some(dynamic), Some(symbols)) = (operands.get(..num_dynamic), operands.get(num_dynamic..)) else {
        return false;
    };
    if !dynamic.iter().any(|&v| non_negative_constant(rw, v).is_some()) {
        return false;
    }
    let Some(mut m) = MemRef::of(rw.ctx, ty) else {
        return false;
    };
    let mut sizes = dynamic.iter();
    let mut kept = Vec::new();
    for dim in m.shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let Some(&size) = sizes.next() else { return false };
        match non_negative_constant(rw, size) {
            Some(v) => *dim = v,
            None => kept.push(size),
        }
    }
    let Some(spec) = alloc_spec(rw, op, m.get(rw.ctx), kept, symbols.to_vec()) else {
        return false;
    };
    crate::common::build::replace_with_cast_of(rw, op, spec, "memref.cast", ty)
}

/// The spec of an allocation op like `op` (same name, location and
/// alignment) of type `ty`.
fn alloc_spec(
    rw: &ir::rewrite::PatternRewriter<'_>,
    op: OpId,
    ty: ir::Type,
    sizes: Vec<Value>,
    symbols: Vec<Value>,
) -> Option<OpSpec> {
    let ctx = rw.ctx;
    let mut props: Vec<(&str, Attr)> = vec![(
        "operandSegmentSizes",
        segment_sizes(ctx, &[sizes.len(), symbols.len()])?,
    )];
    if let Some(alignment) = c::prop(ctx, rw.arena, op, "alignment") {
        props.push(("alignment", alignment));
    }
    let mut operands = sizes;
    operands.extend(symbols);
    Some(OpSpec {
        name: rw.arena.op_name(op),
        loc: rw.arena.op_loc(op),
        operands,
        result_types: vec![ty],
        successors: Vec::new(),
        regions: Vec::new(),
        properties: c::props(ctx, &props),
        attrs: None,
    })
}

/// The users of `v`, each once, in use order.
fn users(a: &IrArena, v: Value) -> Vec<OpId> {
    let mut out: Vec<OpId> = Vec::new();
    for u in a.uses(v) {
        if !out.contains(&u.op) {
            out.push(u.op);
        }
    }
    out
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
fn simplify_dead_alloc(op: OpId, rw: Rw<'_, '_>) -> bool {
    if rw.arena.num_results(op) != 1 {
        return false;
    }
    let alloc = rw.arena.result(op, 0);
    let users = users(rw.arena, alloc);
    let removable = |user: OpId| match crate::memref::folds::op_name(rw.ctx, rw.arena, user) {
        "memref.store" => rw.arena.operands(user).next() != Some(alloc),
        "memref.dealloc" => true,
        _ => false,
    };
    if !users.iter().all(|&u| removable(u)) {
        return false;
    }
    for user in users {
        rw.erase_op(user);
    }
    rw.erase_op(op);
    true
}

/// `DeallocOp::fold`: `dealloc(cast(x))` is `dealloc(x)`.
fn dealloc_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    fold_memref_cast(ctx, a, op, None).then(Vec::new)
}

/// Registers the folder and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("memref.dealloc", FoldHook::InPlace(dealloc_fold));
    reg.add_canonicalization("memref.alloc", |_, s| {
        add(s, "SimplifyAllocConst", "memref.alloc", simplify_alloc_const);
        add(s, "SimplifyDeadAlloc", "memref.alloc", simplify_dead_alloc);
    });
    reg.add_canonicalization("memref.alloca", |_, s| {
        add(s, "SimplifyAllocConst", "memref.alloca", simplify_alloc_const);
        add(s, "SimplifyDeadAlloc", "memref.alloca", simplify_dead_alloc);
    });
    reg.add_canonicalization("memref.realloc", |_, s| {
        add(s, "SimplifyDeadAlloc", "memref.realloc", simplify_dead_alloc);
    });
}
