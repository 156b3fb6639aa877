//! `memref.reinterpret_cast` (`ReinterpretCastOp::fold`,
//! `ReinterpretCastOpExtractStridedMetadataFolder` and
//! `ReinterpretCastOpConstantFolder`), `ExtractStridedMetadataOp::fold`,
//! and `memref.view` (`ViewOp::fold`, `ViewOpShapeFolder` and
//! `ViewOpMemrefCastFolder`).

use crate::arith::folds::Folded;
use crate::common::build::constant_spec;
use crate::common::consts as c;
use crate::common::mixed::Bound;
use crate::memref::folds::{create_cast, strided_layout, strides_and_offset, MemRef};
use crate::memref::ops::AllocOp;
use crate::memref::ops::CastOp;
use crate::memref::ops::ExtractStridedMetadataOp;
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::is_constant_index;
use crate::tensor::folds::slices::Slice;
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::registry::FoldHook;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Type, TypeKind, Use, Value};

/// `getConstantIntValue` of a bound.
fn bound_value(ctx: &Context, a: &IrArena, b: Bound) -> Option<i64> {
    match b {
        Bound::Static(v) => Some(v),
        Bound::Value(v) => ir::rewrite::constant_int(ctx, a, v),
    }
}

/// `constifyIndexValues`: the static entries of `known` replace the
/// values, and constant values become static.
fn constify(ctx: &Context, a: &IrArena, values: &[Bound], known: &[i64]) -> Vec<Bound> {
    values
        .iter()
        .zip(known)
        .map(|(&b, &k)| {
            if k != DYNAMIC {
                Bound::Static(k)
            } else {
                bound_value(ctx, a, b).map_or(b, Bound::Static)
            }
        })
        .collect()
}

/// The constified offset, sizes and strides of a list triple against the
/// type `ty` (`getConstifiedMixed*`).
fn constified(
    ctx: &Context,
    a: &IrArena,
    ty: Type,
    offset: &[Bound],
    sizes: &[Bound],
    strides: &[Bound],
) -> Option<[Vec<Bound>; 3]> {
    let shape = MemRef::of(ctx, ty)?.shape;
    let (type_strides, type_offset) = strides_and_offset(ctx, ty)?;
    Some([
        constify(ctx, a, offset, &[type_offset]),
        constify(ctx, a, sizes, &shape),
        constify(ctx, a, strides, &type_strides),
    ])
}

/// The results of an `extract_strided_metadata`: offset, sizes, strides.
fn metadata_results(a: &IrArena, op: OpId) -> Option<(Vec<Bound>, Vec<Bound>, Vec<Bound>)> {
    let n = a.num_results(op);
    let rank = n.checked_sub(2)? / 2;
    let r = |i: usize| Bound::Value(a.result(op, i));
    Some((
        vec![r(1)],
        (2..2 + rank).map(r).collect(),
        (2 + rank..n).map(r).collect(),
    ))
}

/// `ReinterpretCastOp::fold`: the source skips a producing
/// `reinterpret_cast`, `cast` or zero-offset `subview`; a cast to the same
/// static type with a zero offset is its source.
fn reinterpret_cast_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let src = a.operands(op).next()?;
    let prev = a
        .defining_op(src)
        .and_then(|def| match crate::memref::folds::op_name(ctx, a, def) {
            "memref.reinterpret_cast" | "memref.cast" => a.operands(def).next(),
            "memref.subview" => {
                let s = Slice::read(ctx, a, def, 1)?;
                s.offsets
                    .iter()
                    .all(|&b| bound_value(ctx, a, b) == Some(0))
                    .then(|| s.leading.first().copied())?
            }
            _ => None,
        });
    if let Some(prev) = prev {
        a.set_operand(Use { op, operand: 0 }, prev);
        return Some(vec![FoldResult::Value(a.result(op, 0))]);
    }
    let ty = a.result_types(op).next()?;
    let s = Slice::read(ctx, a, op, 1)?;
    let zero_offset = crate::common::mixed::dispatch(&s.offsets).0.first() == Some(&0);
    (MemRef::of(ctx, ty)?.has_static_shape() && a.value_type(src) == ty && zero_offset)
        .then(|| vec![FoldResult::Value(src)])
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: a reinterpret cast
/// rebuilding the memref an `extract_strided_metadata` took apart is that
/// memref (cast when the type differs); otherwise it reads the memref
/// directly.
fn extract_strided_metadata_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(s) = Slice::read(ctx, a, op, 1) else {
        return false;
    };
    let Some(extract) = ExtractStridedMetadataOp::defining(ctx, a, s.leading[0]).map(ExtractStridedMetadataOp::op)
    else {
        return false;
    };
    let (Some(source), Some(ty)) = (a.operands(extract).next(), a.result_types(op).next()) else {
        return false;
    };
    let source_ty = a.value_type(source);
    let Some((eo, es, est)) = metadata_results(a, extract) else {
        return false;
    };
    let mine = constified(ctx, a, ty, &s.offsets, &s.sizes, &s.strides);
    let theirs = constified(ctx, a, source_ty, &eo, &es, &est);
    let noop = matches!((mine, theirs), (Some([o1, s1, t1]), Some([o2, s2, t2])) if t1 == t2 && s1 == s2 && o1 == o2);
    if !noop {
        rw.modify_in_place(op, |a| a.set_operand(Use { op, operand: 0 }, source));
        return true;
    }
    if source_ty == ty {
        rw.replace_op(op, &[source]);
    } else {
        let loc = rw.arena.op_loc(op);
        let cast = create_cast(rw, source, ty, loc);
        rw.replace_op(op, &[cast]);
    }
    true
}

/// The number of static entries of the lists.
fn static_count(lists: &[&[Bound]]) -> usize {
    lists
        .iter()
        .flat_map(|l| l.iter())
        .filter(|b| matches!(b, Bound::Static(_)))
        .count()
}

/// The type the `ReinterpretCastOp` builder infers: the static sizes with
/// a strided layout of the static offset and strides.
fn inferred_type(ctx: &Context, source: Type, s: &Slice) -> Option<Type> {
    let (element, space) = match ctx.type_kind(source) {
        TypeKind::MemRef {
            element, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { element, memory_space } => (*element, *memory_space),
        _ => return None,
    };
    let offset = *crate::common::mixed::dispatch(&s.offsets).0.first()?;
    let strides = crate::common::mixed::dispatch(&s.strides).0;
    let m = MemRef {
        shape: crate::common::mixed::dispatch(&s.sizes).0,
        element,
        layout: Some(strided_layout(ctx, offset, strides)),
        space,
    };
    Some(m.get(ctx))
}

/// `ReinterpretCastOpConstantFolder`: static information of the result
/// type and constant operands become static entries; the new cast is cast
/// back to the old type.
fn constant_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let (Some(mut s), Some(ty)) = (Slice::read(ctx, a, op, 1), a.result_types(op).next()) else {
        return false;
    };
    let before = static_count(&[&s.offsets, &s.sizes, &s.strides]);
    let Some([o, sz, st]) = constified(ctx, a, ty, &s.offsets, &s.sizes, &s.strides) else {
        return false;
    };
    if static_count(&[&o, &sz, &st]) == before {
        return false;
    }
    (s.offsets, s.sizes, s.strides) = (o, sz, st);
    let Some(new_ty) = inferred_type(ctx, a.value_type(s.leading[0]), &s) else {
        return false;
    };
    let loc = a.op_loc(op);
    let Some(spec) = s.spec(ctx, "memref.reinterpret_cast", Some(new_ty), loc) else {
        return false;
    };
    crate::common::build::replace_with_cast_of(rw, op, spec, "memref.cast", ty)
}

/// Creates an index `arith.constant` of `v` before `op`.
fn constant_before(ctx: &Context, a: &mut IrArena, op: OpId, v: i64) -> Option<Value> {
    let index = ctx.index_type();
    let spec: OpSpec = constant_spec(ctx, c::int_attr(ctx, index, v as u128)?, index, a.op_loc(op))?;
    let k = a.create_op(spec);
    a.insert_op_before(k, op);
    Some(a.result(k, 0))
}

/// `replaceConstantUsesOf`: used results whose constified value is static
/// are replaced by a new constant; whether any use changed.
fn replace_constant_uses(ctx: &Context, a: &mut IrArena, op: OpId, values: &[Bound], constants: &[Bound]) -> bool {
    let mut replaced = false;
    for (&v, &k) in values.iter().zip(constants) {
        let (Bound::Value(result), Bound::Static(k)) = (v, k) else {
            continue;
        };
        if a.use_empty(result) {
            continue;
        }
        let Some(constant) = constant_before(ctx, a, op, k) else {
            continue;
        };
        a.replace_all_uses(result, constant);
        replaced = true;
    }
    replaced
}

/// `ExtractStridedMetadataOp::fold`: results the source type makes static
/// are replaced by constants, and a cast of a ranked memref is skipped.
fn extract_strided_metadata_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let source = a.operands(op).next()?;
    let (offset, sizes, strides) = metadata_results(a, op)?;
    let [ko, ks, kst] = constified(ctx, a, a.value_type(source), &offset, &sizes, &strides)?;
    let mut changed = replace_constant_uses(ctx, a, op, &offset, &ko);
    changed |= replace_constant_uses(ctx, a, op, &sizes, &ks);
    changed |= replace_constant_uses(ctx, a, op, &strides, &kst);
    if let Some(cast) = CastOp::defining(ctx, a, source) {
        let inner = cast.source(ctx, a);
        if MemRef::of(ctx, a.value_type(inner)).is_some() {
            a.set_operand(Use { op, operand: 0 }, inner);
            changed = true;
        }
    }
    changed.then(Vec::new)
}

/// `ViewOp::fold`: a view at a constant zero shift to the source's own
/// static type is the source.
fn view_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let source = a.operands(op).next()?;
    let ty = a.result_types(op).next()?;
    let zero_shift = c::int_attr_value(ctx, *consts.get(1)?) == Some(0);
    (zero_shift && a.value_type(source) == ty && MemRef::of(ctx, ty)?.has_static_shape())
        .then(|| vec![FoldResult::Value(source)])
}

/// A `memref.view` of `source` at `shift` with `sizes`.
fn view_spec(rw: &PatternRewriter<'_>, op: OpId, ty: Type, source: Value, shift: Value, sizes: Vec<Value>) -> OpSpec {
    let mut operands = vec![source, shift];
    operands.extend(sizes);
    crate::common::build::spec(rw.ctx, "memref.view", rw.arena.op_loc(op), operands, vec![ty], None)
}

/// `ViewOpShapeFolder`: sizes from `arith.constant`s become static
/// dimensions; the new view is cast back to the old type.
fn view_shape_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    if !rw.arena.operands(op).any(|v| is_constant_index(rw, v)) {
        return false;
    }
    let Some(ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    let (Some(mut m), Some(_)) = (MemRef::of(rw.ctx, ty), strides_and_offset(rw.ctx, ty)) else {
        return false;
    };
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let (Some(&source), Some(&shift), Some(sizes)) = (operands.first(), operands.get(1), operands.get(2..)) else {
        return false;
    };
    let mut sizes = sizes.iter();
    let mut kept = Vec::new();
    for dim in m.shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let Some(&size) = sizes.next() else { return false };
        match ir::rewrite::constant_int(rw.ctx, rw.arena, size)
            .filter(|_| rw.arena.value_type(size) == rw.ctx.index_type())
        {
            Some(v) => *dim = v,
            None => kept.push(size),
        }
    }
    let new_ty = m.get(rw.ctx);
    if new_ty == ty {
        return false;
    }
    let spec = view_spec(rw, op, new_ty, source, shift, kept);
    crate::common::build::replace_with_cast_of(rw, op, spec, "memref.cast", ty)
}

/// `ViewOpMemrefCastFolder`: a view of a cast of an `alloc` views the
/// allocation directly.
fn view_cast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let (Some(&source), Some(&shift), Some(ty)) = (operands.first(), operands.get(1), rw.arena.result_types(op).next())
    else {
        return false;
    };
    let Some(cast) = CastOp::defining(rw.ctx, rw.arena, source) else {
        return false;
    };
    let alloc = cast.source(rw.ctx, rw.arena);
    if AllocOp::defining(rw.ctx, rw.arena, alloc).is_none() {
        return false;
    }
    let sizes = operands.get(2..).unwrap_or_default().to_vec();
    let spec = view_spec(rw, op, ty, alloc, shift, sizes);
    rw.replace_op_with_new(op, spec);
    true
}

/// Registers the folders and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("memref.reinterpret_cast", FoldHook::InPlace(reinterpret_cast_fold));
    reg.set_fold_hook(
        "memref.extract_strided_metadata",
        FoldHook::InPlace(extract_strided_metadata_fold),
    );
    reg.set_fold_hook("memref.view", FoldHook::Pure(view_fold));
    reg.add_canonicalization("memref.reinterpret_cast", |_, s| {
        let root = "memref.reinterpret_cast";
        add(
            s,
            "ReinterpretCastOpExtractStridedMetadataFolder",
            root,
            extract_strided_metadata_folder,
        );
        add(s, "ReinterpretCastOpConstantFolder", root, constant_folder);
    });
    reg.add_canonicalization("memref.view", |_, s| {
        add(s, "ViewOpShapeFolder", "memref.view", view_shape_folder);
        add(s, "ViewOpMemrefCastFolder", "memref.view", view_cast_folder);
    });
}
