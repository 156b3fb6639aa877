//! Casts and the ops folding a `memref.cast` operand into themselves
//! (`foldMemRefCast`): the folders of `memref.cast`, `memref.load`,
//! `memref.store`, `memref.atomic_rmw`, `memref.prefetch`,
//! `memref.dma_start`, `memref.dma_wait`, `memref.memory_space_cast` and
//! `memref.assume_alignment`; `memref.copy`'s folder (`FoldCopyOfCast`)
//! and its patterns `FoldEmptyCopy` and `FoldSelfCopy`.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::memref::folds::{can_fold_into_consumer, fold_memref_cast, MemRef};
use crate::memref::ops::AssumeAlignmentOp;
use crate::memref::ops::CastOp;
use crate::memref::ops::MemorySpaceCastOp;
use crate::scf::folds::{add, Rw};
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::registry::FoldHook;
use ir::{Context, IrArena, OpId, Use};

/// The op's own (first) result, as an in-place fold reports it.
fn own_result(a: &IrArena, op: OpId) -> Vec<FoldResult> {
    vec![FoldResult::Value(a.result(op, 0))]
}

/// `CastOp::fold` and `LoadOp::fold`: casts feeding the op are skipped.
fn fold_cast_operands(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    fold_memref_cast(ctx, a, op, None).then(|| own_result(a, op))
}

/// The folders of result-less ops (`dma_start`, `dma_wait`, `prefetch`):
/// casts feeding the op are skipped.
fn fold_cast_operands_no_result(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    fold_memref_cast(ctx, a, op, None).then(Vec::new)
}

/// `StoreOp::fold`: casts feeding the memref operand are skipped (the
/// stored value stays).
fn store_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let value = a.operands(op).next();
    fold_memref_cast(ctx, a, op, value).then(Vec::new)
}

/// `AtomicRMWOp::fold`: casts feeding the memref operand are skipped.
fn atomic_rmw_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let value = a.operands(op).next();
    fold_memref_cast(ctx, a, op, value).then(|| own_result(a, op))
}

/// `CopyOp::fold` (`FoldCopyOfCast`): the first operand produced by a
/// foldable cast reads the cast's source instead.
fn copy_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let operands: Vec<_> = a.operands(op).collect();
    for (i, v) in (0u32..).zip(operands) {
        let Some(cast) = CastOp::defining(ctx, a, v) else {
            continue;
        };
        if !can_fold_into_consumer(ctx, a, cast.op()) {
            continue;
        }
        let source = cast.source(ctx, a);
        a.set_operand(Use { op, operand: i }, source);
        return Some(Vec::new());
    }
    None
}

/// `MemorySpaceCastOp::fold`: a cast of a cast casts the first source.
fn memory_space_cast_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let source = a.operands(op).next()?;
    let first = MemorySpaceCastOp::defining(ctx, a, source)?.source(ctx, a);
    a.set_operand(Use { op, operand: 0 }, first);
    Some(own_result(a, op))
}

/// `AssumeAlignmentOp::fold`: an assumption on the result of the same
/// assumption is its operand.
fn assume_alignment_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let source = a.operands(op).next()?;
    let prev = AssumeAlignmentOp::defining(ctx, a, source).map(AssumeAlignmentOp::op)?;
    let alignment = |o: OpId| c::prop(ctx, a, o, "alignment");
    (alignment(prev) == alignment(op)).then(|| vec![FoldResult::Value(source)])
}

/// `FoldEmptyCopy::isEmptyMemRef`: a ranked memref with a zero dimension.
fn is_empty_memref(ctx: &Context, ty: ir::Type) -> bool {
    MemRef::of(ctx, ty).is_some_and(|m| m.shape.contains(&0))
}

/// `FoldEmptyCopy`: a copy from or to an empty memref is erased.
fn fold_empty_copy(op: OpId, rw: Rw<'_, '_>) -> bool {
    let empty = rw
        .arena
        .operands(op)
        .take(2)
        .any(|v| is_empty_memref(rw.ctx, rw.arena.value_type(v)));
    if empty {
        rw.erase_op(op);
    }
    empty
}

/// `FoldSelfCopy`: a copy of a memref onto itself is erased.
fn fold_self_copy(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(source), Some(target)) = (rw.arena.operands(op).next(), rw.arena.operands(op).nth(1)) else {
        return false;
    };
    if source != target {
        return false;
    }
    rw.erase_op(op);
    true
}

/// Registers the folders and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("memref.cast", FoldHook::InPlace(fold_cast_operands));
    reg.set_fold_hook("memref.load", FoldHook::InPlace(fold_cast_operands));
    reg.set_fold_hook("memref.store", FoldHook::InPlace(store_fold));
    reg.set_fold_hook("memref.atomic_rmw", FoldHook::InPlace(atomic_rmw_fold));
    for name in ["memref.prefetch", "memref.dma_start", "memref.dma_wait"] {
        reg.set_fold_hook(name, FoldHook::InPlace(fold_cast_operands_no_result));
    }
    reg.set_fold_hook("memref.copy", FoldHook::InPlace(copy_fold));
    reg.set_fold_hook("memref.memory_space_cast", FoldHook::InPlace(memory_space_cast_fold));
    reg.set_fold_hook("memref.assume_alignment", FoldHook::Pure(assume_alignment_fold));
    reg.add_canonicalization("memref.copy", |_, s| {
        add(s, "FoldEmptyCopy", "memref.copy", fold_empty_copy);
        add(s, "FoldSelfCopy", "memref.copy", fold_self_copy);
    });
}
