//! The strided slice ops' folders (`ExtractStridedSliceOp::fold`,
//! `InsertStridedSliceOp::fold`, the parts rods has): a slice of the whole
//! vector is its source (an insertion of a whole vector, the inserted
//! value), and an extraction from a chain of insertions reads the inserted
//! vector that holds all of it (`foldExtractStridedOpFromInsertChain`).
//! Slices of constants are not folded.

use crate::arith::folds::Folded;
use crate::vector::ops::{ExtractStridedSliceOp, InsertStridedSliceOp};
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::{Context, IrArena, OpId, TypeKind, Value};

/// The shape of vector `v`.
fn shape(ctx: &Context, a: &IrArena, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(a.value_type(v)) {
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// `foldExtractStridedOpFromInsertChain`: walks the insertions `op`'s
/// source is made of, past those disjoint from the extracted chunk, to one
/// holding all of it, and extracts from its inserted value instead.
fn fold_from_insert_chain(ctx: &Context, a: &mut IrArena, op: OpId) -> Option<()> {
    let extract = ExtractStridedSliceOp::cast(ctx, a, op)?;
    let (offsets, sizes, strides) = (
        extract.offsets(ctx, a)?,
        extract.sizes(ctx, a)?,
        extract.strides(ctx, a)?,
    );
    let rank = shape(ctx, a, extract.source(ctx, a))?.len();
    let mut insert = a
        .defining_op(extract.source(ctx, a))
        .and_then(|d| InsertStridedSliceOp::cast(ctx, a, d))?;
    loop {
        let inserted = insert.value_to_store(ctx, a);
        let inserted_shape = shape(ctx, a, inserted)?;
        let (insert_offsets, insert_strides) = (insert.offsets(ctx, a)?, insert.strides(ctx, a)?);
        if inserted_shape.len() != rank || offsets.len() > insert_offsets.len() {
            return None;
        }
        let mut diffs = Vec::with_capacity(offsets.len());
        let mut disjoint = false;
        for (dim, &offset) in offsets.iter().enumerate() {
            if strides.get(dim)? != insert_strides.get(dim)? {
                return None;
            }
            let start = *insert_offsets.get(dim)?;
            let end = start + *inserted_shape.get(dim)?;
            let size = *sizes.get(dim)?;
            if start <= offset && offset < end {
                if offset + size > end {
                    // A partial overlap: no folding.
                    return None;
                }
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let attr = ir::ods::values::int_array(ctx, &diffs, "i64").ok()?;
            a.set_operand(ir::Use { op, operand: 0 }, inserted);
            ir::ods::access::set_inherent(ctx, a, op, "offsets", Some(attr));
            return Some(());
        }
        let dest = insert.dest(ctx, a);
        insert = a
            .defining_op(dest)
            .and_then(|d| InsertStridedSliceOp::cast(ctx, a, d))?;
    }
}

/// `ExtractStridedSliceOp::fold`.
fn extract_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let source = a.operands(op).next()?;
    if a.result_types(op).next() == Some(a.value_type(source)) {
        return Some(vec![FoldResult::Value(source)]);
    }
    fold_from_insert_chain(ctx, a, op).map(|()| vec![FoldResult::Value(a.result(op, 0))])
}

/// `InsertStridedSliceOp::fold`: inserting a whole vector gives it.
fn insert_fold(_: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let mut operands = a.operands(op);
    let (value, dest) = (operands.next()?, operands.next()?);
    (a.value_type(value) == a.value_type(dest)).then(|| vec![FoldResult::Value(value)])
}

/// Registers the folders.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("vector.extract_strided_slice", FoldHook::InPlace(extract_fold));
    reg.set_fold_hook("vector.insert_strided_slice", FoldHook::Pure(insert_fold));
}
