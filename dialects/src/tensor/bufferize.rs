//! One-shot bufferization of the tensor ops (upstream tensor
//! `BufferizableOpInterfaceImpl.cpp`): `tensor.empty` becomes an
//! allocation, slices and reshapes become views (`memref.subview`,
//! `memref.expand_shape`/`collapse_shape`, `memref.cast`),
//! `insert_slice` a copy into a subview of its destination, `extract`/
//! `insert` loads and stores, `from_elements` an allocation filled with
//! stores, `dim` a `memref.dim`, `generate` an allocation filled by a
//! `linalg.map` running its body, and `pad` the same (with the padding
//! value) plus an `insert_slice` of its source.

use super::ops;
use crate::bufferization::one_shot::analysis::State;
use crate::bufferization::one_shot::copies::{allocate_tensor_for, At};
use crate::bufferization::one_shot::interface::{dps_aliasing_values, dps_writes, result_alias, Alias, Relation};
use crate::bufferization::one_shot::rewrite::Bufferizer;
use crate::bufferization::ops::ToBufferOp;
use crate::bufferization::ops::{BufferizableOpInterface, BufferizableOpInterfaceMethods};
use crate::common::entry_block;
use crate::memref::ops as memref;
use ir::types::DYNAMIC;
use ir::{Attr, Diagnostic, OpId, Type, TypeKind, Use, Value};

/// Attaches the `BufferizableOpInterface` external models of the dialect's
/// ops (MLIR's `registerBufferizableOpInterfaceExternalModels`).
pub fn register(ctx: &ir::Context) {
    BufferizableOpInterfaceMethods::attach::<ops::EmptyOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::ExtractSliceOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::InsertSliceOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::ExtractOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::InsertOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::CastOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::FromElementsOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::DimOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::ExpandShapeOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::CollapseShapeOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::PadOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::GenerateOp>(ctx);
}

/// An error at `op` (`op->emitError`).
fn error(bz: &Bufferizer<'_>, op: OpId, msg: &str) -> Diagnostic {
    crate::func::plain_error(bz.ctx, bz.arena, op, msg)
}

/// The static offsets, sizes and strides of a slice op.
fn slice_statics(bz: &Bufferizer<'_>, op: OpId) -> [Attr; 3] {
    let get = |n: &str| ir::ods::access::inherent(bz.ctx, bz.arena, op, n).unwrap_or_else(|| bz.ctx.unit_attr());
    [get("static_offsets"), get("static_sizes"), get("static_strides")]
}

/// The same as integers.
fn slice_values(bz: &Bufferizer<'_>, op: OpId) -> [Vec<i64>; 3] {
    crate::tensor::Oss::of(
        bz.ctx,
        bz.arena,
        op,
        if bz.name(op) == "tensor.insert_slice" { 2 } else { 1 },
    )
    .statics
}

/// `computeRankReductionMask`: the unit dimensions of `original` dropped
/// to get `reduced`.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        if d != 1 {
            return None;
        }
        dropped[i] = true;
    }
    (r == reduced.len()).then_some(dropped)
}

/// `SubViewOp::inferRankReducedResultType`.
fn subview_type(bz: &Bufferizer<'_>, op: OpId, base: Type, result_shape: &[i64]) -> Result<Type, Diagnostic> {
    let [offsets, sizes, strides] = slice_values(bz, op);
    let inferred = crate::memref::verify::subview_type(bz.ctx, base, &offsets, &sizes, &strides)
        .ok_or_else(|| error(bz, op, "cannot infer the subview type"))?;
    if sizes.len() == result_shape.len() {
        return Ok(inferred);
    }
    let Some((inferred_strides, offset)) = crate::memref::layout::strides_and_offset(bz.ctx, inferred) else {
        return Err(error(bz, op, "cannot infer the subview type"));
    };
    let dropped = rank_reduction_mask(&sizes, result_shape).ok_or_else(|| error(bz, op, "invalid rank reduction"))?;
    let strides: Vec<i64> = inferred_strides
        .iter()
        .zip(&dropped)
        .filter(|(_, &d)| !d)
        .map(|(&s, _)| s)
        .collect();
    let TypeKind::MemRef {
        element, memory_space, ..
    } = bz.ctx.type_kind(inferred).clone()
    else {
        return Err(error(bz, op, "cannot infer the subview type"));
    };
    let layout = bz.ctx.get_attr(ir::AttrKind::Strided { offset, strides });
    Ok(bz.ctx.get_type(TypeKind::MemRef {
        shape: result_shape.to_vec(),
        element,
        layout: Some(layout),
        memory_space,
    }))
}

/// A `memref.subview` of `base` with the offsets, sizes and strides of
/// the slice op `op`, before it.
fn build_subview(
    bz: &mut Bufferizer<'_>,
    op: OpId,
    base: Value,
    ty: Type,
    first_group: usize,
) -> Result<Value, Diagnostic> {
    let oss = crate::tensor::Oss::of(bz.ctx, bz.arena, op, first_group);
    let all: Vec<Value> = bz.arena.operands(op).collect();
    let bad = || error(bz, op, "operand segments do not match the slice's dynamic values");
    let first = all
        .len()
        .checked_sub(oss.dynamic.iter().sum::<usize>())
        .ok_or_else(bad)?;
    let (offsets, rest) = all[first..].split_at_checked(oss.dynamic[0]).ok_or_else(bad)?;
    let (sizes, strides) = rest.split_at_checked(oss.dynamic[1]).ok_or_else(bad)?;
    let (offsets, sizes, strides) = (offsets.to_vec(), sizes.to_vec(), strides.to_vec());
    let [so, ss, st] = slice_statics(bz, op);
    let loc = bz.arena.op_loc(op);
    let view = bz.build(At::Before(op), loc, |b| {
        memref::SubViewOp::build(b, ty, base, &offsets, &sizes, &strides, so, ss, st)
    })?;
    Ok(bz.arena.result(view, 0))
}

fn result_shape(bz: &Bufferizer<'_>, v: Value) -> Vec<i64> {
    bz.ctx
        .type_kind(bz.arena.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// `tensor.empty`: an allocation without contents.
impl BufferizableOpInterface for ops::EmptyOp {
    fn allocates(self, _: &State<'_>, _: Value) -> bool {
        true
    }
    fn result_writes(self, _: &State<'_>, _: Value) -> bool {
        false
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let result = bz.arena.result(op, 0);
        if bz.arena.use_empty(result) {
            bz.erase(op);
            return Ok(());
        }
        let loc = bz.arena.op_loc(op);
        let alloc = if ops::EmptyOp(op).dynamic_sizes(bz.ctx, bz.arena).is_empty() {
            allocate_tensor_for(bz.ctx, bz.arena, result, false, At::Before(op), loc)?
        } else {
            let ty = bz.arena.value_type(result);
            let sizes = ops::EmptyOp(op).dynamic_sizes(bz.ctx, bz.arena);
            let a = bz.build(At::Before(op), loc, |b| {
                crate::bufferization::ops::AllocTensorOp::build(b, ty, &sizes, None, None, None)
            })?;
            bz.arena.result(a, 0)
        };
        if let Some(a) = bz.arena.defining_op(alloc) {
            bz.notify_inserted(a);
        }
        bz.arena.replace_all_uses(result, alloc);
        bz.erase(op);
        Ok(())
    }
}

/// `tensor.extract_slice`: a view of its source.
impl BufferizableOpInterface for ops::ExtractSliceOp {
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        result_alias(st, u, 0, Relation::Unknown)
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let Value::Result { op, .. } = value else {
            return bz.default_buffer_type(value);
        };
        let base = bz.buffer_type(bz.arena.operand(op, 0))?;
        subview_type(bz, op, base, &result_shape(bz, value))
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let source = bz.operand_buffer(op, 0)?;
        let result = bz.arena.result(op, 0);
        let ty = bz.buffer_type(result)?;
        let view = build_subview(bz, op, source, ty, 1)?;
        bz.replace_op(op, &[view])
    }
}

/// `tensor.insert_slice`: a copy into a view of its destination.
impl BufferizableOpInterface for ops::InsertSliceOp {
    fn reads(self, st: &State<'_>, u: Use) -> bool {
        if u.operand == 0 {
            return true;
        }
        let dest_shape = st
            .ctx
            .type_kind(st.arena.value_type(st.value_of(u)))
            .shape()
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let oss = crate::tensor::Oss::of(st.ctx, st.arena, u.op, 2);
        let [offsets, sizes, strides] = &oss.statics;
        let whole = offsets.iter().all(|&o| o == 0)
            && sizes.as_slice() == dest_shape.as_slice()
            && !sizes.contains(&DYNAMIC)
            && strides.iter().all(|&s| s == 1);
        !whole
    }
    fn writes(self, st: &State<'_>, u: Use) -> bool {
        dps_writes(st, u)
    }
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        dps_aliasing_values(st, u)
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let dest = bz.operand_buffer(op, 1)?;
        let dest_ty = bz.arena.value_type(dest);
        let source_shape = result_shape(bz, bz.arena.operand(op, 0));
        let ty = subview_type(bz, op, dest_ty, &source_shape)?;
        let view = build_subview(bz, op, dest, ty, 2)?;
        let source = bz.operand_buffer(op, 0)?;
        let loc = bz.arena.op_loc(op);
        bz.create_copy(source, view, At::Before(op), loc)?;
        bz.replace_op(op, &[dest])
    }
}

/// `tensor.expand_shape` / `tensor.collapse_shape`: a reshaped view.
struct ReshapeModel {
    expand: bool,
}

impl ReshapeModel {
    fn reshaped(&self, bz: &Bufferizer<'_>, op: OpId, src: Type, strict: bool) -> Option<Type> {
        let groups = crate::tensor::reassociation(bz.ctx, bz.arena, op);
        if self.expand {
            crate::memref::expanded_type(bz.ctx, src, &result_shape(bz, bz.arena.result(op, 0)), &groups)
        } else {
            crate::memref::collapsed_type(bz.ctx, src, &groups, strict)
        }
    }
}

/// The interface methods of the reshapes (one model for both directions).
impl ReshapeModel {
    fn aliasing_values(&self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        result_alias(st, u, 0, Relation::Equivalent)
    }
    fn buffer_type(&self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let Value::Result { op, .. } = value else {
            return bz.default_buffer_type(value);
        };
        let src = bz.buffer_type(bz.arena.operand(op, 0))?;
        if let Some(t) = self.reshaped(bz, op, src, !self.expand) {
            return Ok(t);
        }
        let src_tensor = bz.arena.value_type(bz.arena.operand(op, 0));
        let identity = crate::bufferization::one_shot::rewrite::identity_memref(bz.ctx, src_tensor);
        self.reshaped(bz, op, identity, false)
            .ok_or_else(|| error(bz, op, "cannot compute the reshaped buffer type"))
    }
    fn bufferize(&self, bz: &mut Bufferizer<'_>, op: OpId) -> Result<(), Diagnostic> {
        let loc = bz.arena.op_loc(op);
        let mut buffer = bz.operand_buffer(op, 0)?;
        let src_ty = bz.arena.value_type(buffer);
        let reassociation = ir::ods::access::inherent(bz.ctx, bz.arena, op, "reassociation")
            .ok_or_else(|| error(bz, op, "expected a reassociation"))?;
        let new = if self.expand {
            let ty = self
                .reshaped(bz, op, src_ty, false)
                .ok_or_else(|| error(bz, op, "cannot compute the expanded buffer type"))?;
            let dynamic = ops::ExpandShapeOp(op).output_shape(bz.ctx, bz.arena);
            let statics = ir::ods::access::inherent(bz.ctx, bz.arena, op, "static_output_shape")
                .ok_or_else(|| error(bz, op, "expected a static output shape"))?;
            bz.build(At::Before(op), loc, |b| {
                memref::ExpandShapeOp::build(b, ty, buffer, &dynamic, reassociation, statics)
            })?
        } else {
            let ty = match self.reshaped(bz, op, src_ty, true) {
                Some(t) => t,
                None => {
                    let src = bz.arena.operand(op, 0);
                    let copy = allocate_tensor_for(bz.ctx, bz.arena, src, true, At::Before(op), loc)?;
                    if let Some(a) = bz.arena.defining_op(copy) {
                        bz.notify_inserted(a);
                    }
                    let identity =
                        crate::bufferization::one_shot::rewrite::identity_memref(bz.ctx, bz.arena.value_type(src));
                    let tb = bz.build(At::Before(op), loc, |b| ToBufferOp::build(b, identity, copy, None))?;
                    buffer = bz.arena.result(tb, 0);
                    self.reshaped(bz, op, identity, false)
                        .ok_or_else(|| error(bz, op, "cannot compute the collapsed buffer type"))?
                }
            };
            bz.build(At::Before(op), loc, |b| {
                memref::CollapseShapeOp::build(b, ty, buffer, reassociation)
            })?
        };
        bz.replace_op_with(op, new)
    }
}

/// `BufferizableOpInterface` of a reshape through [`ReshapeModel`].
macro_rules! reshape_model {
    ($op:ident, $expand:expr) => {
        impl BufferizableOpInterface for ops::$op {
            fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
                ReshapeModel { expand: $expand }.aliasing_values(st, u)
            }
            fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
                ReshapeModel { expand: $expand }.buffer_type(bz, value)
            }
            fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
                ReshapeModel { expand: $expand }.bufferize(bz, self.0)
            }
        }
    };
}

reshape_model!(ExpandShapeOp, true);
reshape_model!(CollapseShapeOp, false);

/// `tensor.extract`: a load.
impl BufferizableOpInterface for ops::ExtractOp {
    fn reads(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let buffer = bz.operand_buffer(op, 0)?;
        let indices = ops::ExtractOp(op).indices(bz.ctx, bz.arena);
        let ty = bz.arena.value_type(bz.arena.result(op, 0));
        let loc = bz.arena.op_loc(op);
        let load = bz.build(At::Before(op), loc, |b| {
            memref::LoadOp::build(b, ty, buffer, &indices, None, None)
        })?;
        bz.replace_op_with(op, load)
    }
}

/// `tensor.insert`: a store into its destination.
impl BufferizableOpInterface for ops::InsertOp {
    fn reads(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(self, st: &State<'_>, u: Use) -> bool {
        dps_writes(st, u)
    }
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        dps_aliasing_values(st, u)
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let dest = bz.operand_buffer(op, 1)?;
        let scalar = bz.arena.operand(op, 0);
        let indices = ops::InsertOp(op).indices(bz.ctx, bz.arena);
        let loc = bz.arena.op_loc(op);
        bz.build(At::Before(op), loc, |b| {
            memref::StoreOp::build(b, scalar, dest, &indices, None, None)
        })?;
        bz.replace_op(op, &[dest])
    }
}

/// `tensor.cast`: a `memref.cast` (nothing when the buffer types agree).
impl BufferizableOpInterface for ops::CastOp {
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        result_alias(st, u, 0, Relation::Equivalent)
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let Value::Result { op, .. } = value else {
            return bz.default_buffer_type(value);
        };
        let source = bz.arena.operand(op, 0);
        let src_buffer = bz.buffer_type(source)?;
        let result_ty = bz.arena.value_type(value);
        let ranked = |t: Type| matches!(bz.ctx.type_kind(t), TypeKind::RankedTensor { .. });
        if !ranked(bz.arena.value_type(source)) || !ranked(result_ty) {
            return Ok(crate::bufferization::one_shot::rewrite::fully_dynamic_memref(
                bz.ctx, result_ty,
            ));
        }
        let (
            TypeKind::RankedTensor { shape, element, .. },
            TypeKind::MemRef {
                layout, memory_space, ..
            },
        ) = (
            bz.ctx.type_kind(result_ty).clone(),
            bz.ctx.type_kind(src_buffer).clone(),
        )
        else {
            return Err(error(bz, op, "expected a ranked buffer"));
        };
        Ok(bz.ctx.get_type(TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        }))
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let buffer = bz.operand_buffer(op, 0)?;
        let ty = bz.buffer_type(bz.arena.result(op, 0))?;
        if bz.arena.value_type(buffer) == ty {
            return bz.replace_op(op, &[buffer]);
        }
        let loc = bz.arena.op_loc(op);
        let cast = bz.build(At::Before(op), loc, |b| memref::CastOp::build(b, ty, buffer))?;
        bz.replace_op_with(op, cast)
    }
}

/// `tensor.from_elements`: a new buffer filled with stores.
impl BufferizableOpInterface for ops::FromElementsOp {
    fn allocates(self, _: &State<'_>, _: Value) -> bool {
        true
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let loc = bz.arena.op_loc(op);
        let result = bz.arena.result(op, 0);
        let shape = result_shape(bz, result);
        let alloc = allocate_tensor_for(bz.ctx, bz.arena, result, false, At::Before(op), loc)?;
        if let Some(a) = bz.arena.defining_op(alloc) {
            bz.notify_inserted(a);
        }
        let ty = bz.buffer_type(alloc)?;
        let tb = bz.build(At::Before(op), loc, |b| ToBufferOp::build(b, ty, alloc, None))?;
        let buffer = bz.arena.result(tb, 0);
        let elements = ops::FromElementsOp(op).elements(bz.ctx, bz.arena);
        if elements.is_empty() {
            return bz.replace_op(op, &[buffer]);
        }
        if shape.is_empty() {
            let e = elements[0];
            bz.build(At::Before(op), loc, |b| {
                memref::StoreOp::build(b, e, buffer, &[], None, None)
            })?;
            return bz.replace_op(op, &[buffer]);
        }
        let max = shape.iter().copied().max().unwrap_or(0);
        let mut constants = Vec::new();
        for i in 0..max {
            constants.push(bz.index_constant(i, At::Before(op), loc)?);
        }
        let mut indices = vec![constants[0]; shape.len()];
        let mut next = elements.into_iter();
        store_all(bz, op, buffer, &shape, &constants, &mut indices, 0, &mut next)?;
        bz.replace_op(op, &[buffer])
    }
}

/// `createStores`: one store per element, in row-major order.
#[allow(clippy::too_many_arguments)]
fn store_all(
    bz: &mut Bufferizer<'_>,
    op: OpId,
    buffer: Value,
    shape: &[i64],
    constants: &[Value],
    indices: &mut Vec<Value>,
    dim: usize,
    elements: &mut impl Iterator<Item = Value>,
) -> Result<(), Diagnostic> {
    let loc = bz.arena.op_loc(op);
    for i in 0..shape[dim] {
        indices[dim] = constants[i as usize];
        if dim + 1 == shape.len() {
            let Some(e) = elements.next() else {
                return Err(error(bz, op, "too few elements"));
            };
            let idx = indices.clone();
            bz.build(At::Before(op), loc, |b| {
                memref::StoreOp::build(b, e, buffer, &idx, None, None)
            })?;
        } else {
            store_all(bz, op, buffer, shape, constants, indices, dim + 1, elements)?;
        }
    }
    Ok(())
}

/// `tensor.dim`: a `memref.dim`.
impl BufferizableOpInterface for ops::DimOp {
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let buffer = bz.operand_buffer(op, 0)?;
        let index = bz.arena.operand(op, 1);
        let idx = bz.ctx.index_type();
        let loc = bz.arena.op_loc(op);
        let dim = bz.build(At::Before(op), loc, |b| memref::DimOp::build(b, idx, buffer, index))?;
        bz.replace_op_with(op, dim)
    }
}

/// `lowerGenerateLikeOpBody`: a `linalg.map` into `dest` whose body is the
/// body of `op` (its index arguments become `linalg.index` ops, its
/// `tensor.yield` a `linalg.yield`); returns the map's result.
fn lower_generate_like_body(bz: &mut Bufferizer<'_>, op: OpId, dest: Value, loc: Attr) -> Result<Value, Diagnostic> {
    let tensor_ty = bz.arena.value_type(dest);
    let (rank, element) = match bz.ctx.type_kind(tensor_ty) {
        TypeKind::RankedTensor { shape, element, .. } => (shape.len(), *element),
        _ => return Err(error(bz, op, "expected a ranked tensor")),
    };
    let Some(body) = entry_block(bz.arena, op) else {
        return Err(error(bz, op, "expected body with single block"));
    };
    let map = bz.build(At::Before(op), loc, |b| {
        crate::linalg::ops::MapOp::build(b, &[tensor_ty], &[], dest)
    })?;
    let Some(&region) = bz.arena.regions(map).first() else {
        return Err(error(bz, op, "expected a linalg.map region"));
    };
    let block = bz.arena.add_block(region, &[(element, loc)]);
    let index = bz.ctx.index_type();
    let mut indices = Vec::with_capacity(rank);
    for d in 0..rank {
        let dim = ir::ods::values::int_attr(bz.ctx, d as i64, "i64")
            .map_err(|e| crate::bufferization::one_shot::copies::loc_error(loc, e.to_string()))?;
        let mut b = ir::ods::OpBuilder::new(bz.ctx, bz.arena).with_loc(loc);
        let idx = crate::linalg::ops::IndexOp::build(&mut b, index, dim)
            .map_err(|e| crate::bufferization::one_shot::copies::loc_error(loc, e.to_string()))?;
        bz.arena.append_op(block, idx.op());
        indices.push(bz.arena.result(idx.op(), 0));
    }
    bz.arena.merge_block_into(body, block, &indices);
    let Some(yield_op) = bz.arena.last_op(block).filter(|&y| bz.name(y) == "tensor.yield") else {
        return Err(error(bz, op, "expected a tensor.yield terminator"));
    };
    let values: Vec<Value> = bz.arena.operands(yield_op).collect();
    let yloc = bz.arena.op_loc(yield_op);
    bz.arena.erase_op(yield_op);
    let mut b = ir::ods::OpBuilder::new(bz.ctx, bz.arena).with_loc(yloc);
    let y = crate::linalg::ops::YieldOp::build(&mut b, &values)
        .map_err(|e| crate::bufferization::one_shot::copies::loc_error(yloc, e.to_string()))?;
    bz.arena.append_op(block, y.op());
    Ok(bz.arena.result(map, 0))
}

/// `tensor.pad` and `tensor.generate`: a new buffer filled by their body
/// (a pad then copies its source into the interior).
struct GenerateLikeModel {
    pad: bool,
}

/// The interface methods of `tensor.pad` and `tensor.generate`.
impl GenerateLikeModel {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        self.pad
    }
    fn allocates(&self, _: &State<'_>, _: Value) -> bool {
        true
    }
    fn bufferize(&self, bz: &mut Bufferizer<'_>, op: OpId) -> Result<(), Diagnostic> {
        let loc = bz.arena.op_loc(op);
        let result = bz.arena.result(op, 0);
        let result_ty = bz.arena.value_type(result);
        let alloc = allocate_tensor_for(bz.ctx, bz.arena, result, false, At::Before(op), loc)?;
        if let Some(a) = bz.arena.defining_op(alloc) {
            bz.notify_inserted(a);
        }
        let filled = lower_generate_like_body(bz, op, alloc, loc)?;
        if !self.pad {
            bz.arena.replace_all_uses(result, filled);
            bz.erase(op);
            return Ok(());
        }
        let pad = ops::PadOp(op);
        let source = pad.source(bz.ctx, bz.arena);
        let source_shape = result_shape(bz, source);
        if source_shape.contains(&DYNAMIC) {
            return Err(error(
                bz,
                op,
                "rods' one-shot-bufferize cannot pad a tensor of dynamic shape yet",
            ));
        }
        // The low padding as mixed values, constants folded to static ones.
        let mut dynamic_low = pad.low(bz.ctx, bz.arena).into_iter();
        let mut low = Vec::new();
        let mut static_low = Vec::new();
        let statics = ir::ods::access::inherent(bz.ctx, bz.arena, op, "static_low")
            .and_then(|a| ir::ods::values::as_dense(bz.ctx, a))
            .ok_or_else(|| error(bz, op, "expected static_low"))?;
        for s in statics {
            if s != DYNAMIC {
                static_low.push(s);
                continue;
            }
            let Some(v) = dynamic_low.next() else {
                return Err(error(bz, op, "expected a dynamic low padding value"));
            };
            match constant_index(bz, v) {
                Some(c) => static_low.push(c),
                None => {
                    static_low.push(DYNAMIC);
                    low.push(v);
                }
            }
        }
        let static_low = ir::ods::values::dense_array(bz.ctx, &static_low, "i64")
            .map_err(|e| crate::bufferization::one_shot::copies::loc_error(loc, e.to_string()))?;
        let sizes = ir::ods::values::dense_array(bz.ctx, &source_shape, "i64")
            .map_err(|e| crate::bufferization::one_shot::copies::loc_error(loc, e.to_string()))?;
        let strides = ir::ods::values::dense_array(bz.ctx, &vec![1; source_shape.len()], "i64")
            .map_err(|e| crate::bufferization::one_shot::copies::loc_error(loc, e.to_string()))?;
        let insert = bz.build(At::Before(op), loc, |b| {
            ops::InsertSliceOp::build(b, result_ty, source, filled, &low, &[], &[], static_low, sizes, strides)
        })?;
        let v = bz.arena.result(insert, 0);
        bz.arena.replace_all_uses(result, v);
        bz.erase(op);
        Ok(())
    }
}

/// The value of an `arith.constant` of index type (`getConstantIntValue`).
fn constant_index(bz: &Bufferizer<'_>, v: Value) -> Option<i64> {
    let def = bz.arena.defining_op(v)?;
    let attr = crate::arith::ops::ConstantOp::cast(bz.ctx, bz.arena, def)?.value_attr(bz.ctx, bz.arena)?;
    match bz.ctx.attr_kind(attr) {
        ir::AttrKind::Integer { value, .. } => value.to_i128().and_then(|x| i64::try_from(x).ok()),
        _ => None,
    }
}

/// `BufferizableOpInterface` of `tensor.pad` (which reads its source) and
/// `tensor.generate` through [`GenerateLikeModel`].
macro_rules! generate_like_model {
    ($op:ident, $pad:expr) => {
        impl BufferizableOpInterface for ops::$op {
            fn reads(self, st: &State<'_>, u: Use) -> bool {
                GenerateLikeModel { pad: $pad }.reads(st, u)
            }
            fn allocates(self, st: &State<'_>, value: Value) -> bool {
                GenerateLikeModel { pad: $pad }.allocates(st, value)
            }
            fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
                GenerateLikeModel { pad: $pad }.bufferize(bz, self.0)
            }
        }
    };
}

generate_like_model!(PadOp, true);
generate_like_model!(GenerateOp, false);
