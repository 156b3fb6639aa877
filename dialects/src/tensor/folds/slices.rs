//! The slice ops (`OffsetSizeAndStrideOpInterface`): the folders of
//! `tensor.extract_slice` and `tensor.insert_slice`, and the patterns
//! `OpWithOffsetSizesAndStridesConstantArgumentFolder`,
//! `ExtractSliceOpCastFolder`, `InsertSliceOpConstantArgumentFolder` and
//! `InsertSliceOpCastFolder` (the last two for `tensor.insert_slice` and
//! `tensor.parallel_insert_slice`).

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::common::mixed::{dispatch, fold_list, i64_array, i64_prop, mixed, segment_sizes, Bound};
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::{create_cast, foldable_cast_source, is_constant_index, shape_of};
use crate::tensor::ops::ExtractSliceOp;
use crate::tensor::ops::InsertSliceOp;
use crate::tensor::{rank_reduction_ok, ranked_tensor, tensor_of, verify_in_bounds_slice, Oss};
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Type, Use, Value};

/// The operands of a slice op: `leading` (source, and dest for inserts),
/// then the mixed offsets, sizes and strides.
#[derive(Clone)]
pub(crate) struct Slice {
    /// The operands before the index lists.
    pub leading: Vec<Value>,
    /// `getMixedOffsets`.
    pub offsets: Vec<Bound>,
    /// `getMixedSizes`.
    pub sizes: Vec<Bound>,
    /// `getMixedStrides`.
    pub strides: Vec<Bound>,
}

impl Slice {
    /// Reads a well-formed slice op with `leading` single operands.
    pub(crate) fn read(ctx: &Context, a: &IrArena, op: OpId, leading: usize) -> Option<Slice> {
        let segs = crate::scf::folds::parallel::segments(ctx, a, op)?;
        if segs.len() != leading + 3 || segs[..leading].iter().any(|&s| s != 1) {
            return None;
        }
        let ops: Vec<Value> = a.operands(op).collect();
        let (no, ns, nst) = (segs[leading], segs[leading + 1], segs[leading + 2]);
        if ops.len() != leading + no + ns + nst {
            return None;
        }
        let group = |from: usize, n: usize| &ops[from..from + n];
        Some(Slice {
            leading: ops[..leading].to_vec(),
            offsets: mixed(&i64_prop(ctx, a, op, "static_offsets")?, group(leading, no))?,
            sizes: mixed(&i64_prop(ctx, a, op, "static_sizes")?, group(leading + no, ns))?,
            strides: mixed(&i64_prop(ctx, a, op, "static_strides")?, group(leading + no + ns, nst))?,
        })
    }

    /// The static arrays of the three lists.
    fn statics(&self) -> [Vec<i64>; 3] {
        [
            dispatch(&self.offsets).0,
            dispatch(&self.sizes).0,
            dispatch(&self.strides).0,
        ]
    }

    /// `sameOffsetsSizesAndStrides` with `OpFoldResult` equality.
    fn same_as(&self, other: &Slice) -> bool {
        self.offsets == other.offsets && self.sizes == other.sizes && self.strides == other.strides
    }

    /// The op spec of `name` with these operands and lists.
    pub(crate) fn spec(&self, ctx: &Context, name: &str, result: Option<Type>, loc: Attr) -> Option<OpSpec> {
        let (so, dyn_o) = dispatch(&self.offsets);
        let (ss, dyn_s) = dispatch(&self.sizes);
        let (st, dyn_st) = dispatch(&self.strides);
        let mut groups = vec![1; self.leading.len()];
        groups.extend([dyn_o.len(), dyn_s.len(), dyn_st.len()]);
        let props = c::props(
            ctx,
            &[
                ("operandSegmentSizes", segment_sizes(ctx, &groups)?),
                ("static_offsets", i64_array(ctx, &so)?),
                ("static_sizes", i64_array(ctx, &ss)?),
                ("static_strides", i64_array(ctx, &st)?),
            ],
        );
        let mut operands = self.leading.clone();
        operands.extend(dyn_o.into_iter().chain(dyn_s).chain(dyn_st));
        Some(crate::common::build::spec(
            ctx,
            name,
            loc,
            operands,
            result.into_iter().collect(),
            props,
        ))
    }
}

/// `getPositionsOfShapeOne` + `inferCanonicalRankReducedResultType`: the
/// slice type of `source` for `sizes`, with the first unit dimensions
/// dropped until it has rank `rank` (dropping them drops the encoding).
pub(crate) fn canonical_rank_reduced_type(ctx: &Context, rank: usize, source: Type, sizes: &[i64]) -> Option<Type> {
    let (_, element, encoding) = ranked_tensor(ctx, source)?;
    let mut drop = sizes.len().saturating_sub(rank);
    if drop == 0 {
        return Some(tensor_of(ctx, sizes.to_vec(), element, encoding));
    }
    let mut shape = Vec::with_capacity(rank);
    for &s in sizes {
        if s == 1 && drop > 0 {
            drop -= 1;
        } else {
            shape.push(s);
        }
    }
    Some(tensor_of(ctx, shape, element, None))
}

/// `computeRankReductionMask(original, reduced, matchDynamic)`: which
/// dimensions of `original` are dropped to give `reduced`.
pub(crate) fn rank_reduction_mask(original: &[i64], reduced: &[i64], match_dynamic: bool) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        let next = reduced.get(r).copied();
        if match_dynamic && size != 1 && next.is_some_and(|n| n == DYNAMIC || size == DYNAMIC) {
            r += 1;
            continue;
        }
        if next == Some(size) {
            r += 1;
            continue;
        }
        dropped[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(dropped)
}

/// `verifyInsertSliceOp(...) == Success`: `source` is the slice of `dest`
/// for `sizes`, or a rank-reduced version of it.
fn insert_types_ok(ctx: &Context, source: Type, dest: Type, sizes: &[i64]) -> bool {
    let Some((_, element, encoding)) = ranked_tensor(ctx, dest) else {
        return false;
    };
    let expected = tensor_of(ctx, sizes.to_vec(), element, encoding);
    if expected == source {
        return true;
    }
    let Some((shape, source_element, _)) = ranked_tensor(ctx, source) else {
        return false;
    };
    shape.len() <= sizes.len() && rank_reduction_ok(sizes, &shape) && source_element == element
}

/// Whether the static parts of `slice` stay inside `shape`
/// (`verifyInBoundsSlice`).
fn in_bounds(shape: &[i64], slice: &Slice) -> bool {
    let oss = Oss {
        statics: slice.statics(),
        dynamic: [0; 3],
    };
    verify_in_bounds_slice(shape, &oss).is_ok()
}

fn name_of(rw: &PatternRewriter<'_>, op: OpId) -> &'static str {
    match rw.ctx.op_info(rw.arena.op_name(op)).name() {
        "tensor.parallel_insert_slice" => "tensor.parallel_insert_slice",
        _ => "tensor.insert_slice",
    }
}

/// Creates `spec` at the insertion point and replaces `op` with its result,
/// cast back to `op`'s result type when they differ.
fn replace_with_cast(rw: Rw<'_, '_>, op: OpId, spec: OpSpec) {
    let new = rw.create(spec);
    let mut results: Vec<Value> = (0..rw.arena.num_results(new))
        .map(|i| rw.arena.result(new, i))
        .collect();
    let old_ty = rw.arena.result_types(op).next();
    if let (Some(&r), Some(old_ty)) = (results.first(), old_ty) {
        if rw.arena.value_type(r) != old_ty {
            let loc = rw.arena.op_loc(op);
            results[0] = create_cast(rw, r, old_ty, loc);
        }
    }
    rw.replace_op(op, &results);
}

// ----- tensor.extract_slice -----

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder<ExtractSliceOp>`.
fn extract_constant_arguments(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(mut s) = Slice::read(rw.ctx, rw.arena, op, 1) else {
        return false;
    };
    // Upstream stops at the first list that changes (`failed(a) && failed(b)
    // && ...` short-circuits); the pattern runs again for the others.
    let changed = fold_list(rw, &mut s.offsets, true, false)
        || fold_list(rw, &mut s.sizes, true, false)
        || fold_list(rw, &mut s.strides, false, false);
    if !changed {
        return false;
    }
    let source_ty = rw.arena.value_type(s.leading[0]);
    let (Some(shape), Some(result_ty)) = (shape_of(rw.ctx, source_ty), rw.arena.result_types(op).next()) else {
        return false;
    };
    if !in_bounds(&shape, &s) {
        return false;
    }
    let Some(rank) = shape_of(rw.ctx, result_ty).map(|s| s.len()) else {
        return false;
    };
    let sizes = dispatch(&s.sizes).0;
    let Some(new_ty) = canonical_rank_reduced_type(rw.ctx, rank, source_ty, &sizes) else {
        return false;
    };
    let Some(spec) = s.spec(rw.ctx, "tensor.extract_slice", Some(new_ty), rw.arena.op_loc(op)) else {
        return false;
    };
    replace_with_cast(rw, op, spec);
    true
}

/// The slice of `op` (a slice op with one leading operand) and the source of
/// the foldable cast (as `cast_source` finds it) that produces its leading
/// operand: the match of the `*CastFolder` patterns, which leave ops with
/// constant index operands to the constant folders.
pub(crate) fn slice_of_foldable_cast(
    rw: &PatternRewriter<'_>,
    op: OpId,
    cast_source: fn(&Context, &IrArena, Value) -> Option<Value>,
) -> Option<(Slice, Value)> {
    if rw.arena.operands(op).any(|v| is_constant_index(rw, v)) {
        return None;
    }
    let s = Slice::read(rw.ctx, rw.arena, op, 1)?;
    let source = cast_source(rw.ctx, rw.arena, s.leading[0])?;
    Some((s, source))
}

/// `ExtractSliceOpCastFolder`.
fn extract_cast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((mut s, source)) = slice_of_foldable_cast(rw, op, foldable_cast_source) else {
        return false;
    };
    let Some(ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    s.leading[0] = source;
    let Some(spec) = s.spec(rw.ctx, "tensor.extract_slice", Some(ty), rw.arena.op_loc(op)) else {
        return false;
    };
    replace_with_cast(rw, op, spec);
    true
}

/// `ExtractSliceOp::fold`: a slice of a splat constant is one, an identity
/// slice is its source, and a slice of
/// an `insert_slice` at the same place is the inserted value.
fn extract_slice_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let result_ty = a.result_types(op).next()?;
    if let Some(splat) =
        crate::tensor::folds::reshape::reshape_constant(ctx, consts.first().copied().flatten(), result_ty, true)
    {
        return Some(vec![FoldResult::Attr(splat)]);
    }
    let s = Slice::read(ctx, a, op, 1)?;
    let source = s.leading[0];
    let (source_ty, ty) = (a.value_type(source), a.result_types(op).next()?);
    if source_ty == ty && is_identity(ctx, a, &s, ty) {
        return Some(vec![FoldResult::Value(source)]);
    }
    let insert = InsertSliceOp::defining(ctx, a, source).map(InsertSliceOp::op)?;
    let i = Slice::read(ctx, a, insert, 2)?;
    (a.value_type(i.leading[0]) == ty && i.same_as(&s)).then(|| vec![FoldResult::Value(i.leading[0])])
}

/// `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, unit
/// strides and the sizes of `ty`'s leading dimensions.
fn is_identity(ctx: &Context, a: &IrArena, s: &Slice, ty: Type) -> bool {
    let Some(shape) = shape_of(ctx, ty) else { return false };
    let value = |b: &Bound| match *b {
        Bound::Static(v) => Some(v),
        Bound::Value(v) => ir::rewrite::constant_int(ctx, a, v),
    };
    s.offsets.iter().all(|b| value(b) == Some(0))
        && s.sizes.iter().zip(&shape).all(|(b, &d)| value(b) == Some(d))
        && s.strides.iter().all(|b| value(b) == Some(1))
}

// ----- tensor.insert_slice and tensor.parallel_insert_slice -----

/// `InsertSliceOpConstantArgumentFolder`.
fn insert_constant_arguments(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(mut s) = Slice::read(rw.ctx, rw.arena, op, 2) else {
        return false;
    };
    // Upstream stops at the first list that changes (`failed(a) && failed(b)
    // && ...` short-circuits); the pattern runs again for the others.
    let changed = fold_list(rw, &mut s.offsets, true, false)
        || fold_list(rw, &mut s.sizes, true, false)
        || fold_list(rw, &mut s.strides, false, true);
    if !changed {
        return false;
    }
    let (source, dest) = (s.leading[0], s.leading[1]);
    let (source_ty, dest_ty) = (rw.arena.value_type(source), rw.arena.value_type(dest));
    let Some(rank) = shape_of(rw.ctx, source_ty).map(|s| s.len()) else {
        return false;
    };
    let sizes = dispatch(&s.sizes).0;
    let Some(new_source_ty) = canonical_rank_reduced_type(rw.ctx, rank, dest_ty, &sizes) else {
        return false;
    };
    let name = name_of(rw, op);
    let parallel = name == "tensor.parallel_insert_slice";
    let loc = rw.arena.op_loc(op);
    if new_source_ty != source_ty {
        let ip = rw.insertion_point();
        if parallel {
            let Some(parent) = rw.arena.op_parent(op).and_then(|b| rw.arena.block_parent_op(b)) else {
                return false;
            };
            rw.set_insertion_point_before(parent);
        }
        s.leading[0] = create_cast(rw, source, new_source_ty, loc);
        rw.set_insertion_point(ip);
    }
    let result = (!parallel).then_some(dest_ty);
    let Some(spec) = s.spec(rw.ctx, name, result, loc) else {
        return false;
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// `InsertSliceOpCastFolder`.
fn insert_cast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    if rw.arena.operands(op).any(|v| is_constant_index(rw, v)) {
        return false;
    }
    let Some(mut s) = Slice::read(rw.ctx, rw.arena, op, 2) else {
        return false;
    };
    let (old_source, old_dest) = (s.leading[0], s.leading[1]);
    let source_cast = foldable_cast_source(rw.ctx, rw.arena, old_source);
    let dest_cast = foldable_cast_source(rw.ctx, rw.arena, old_dest);
    if source_cast.is_none() && dest_cast.is_none() {
        return false;
    }
    let (src, dst) = (source_cast.unwrap_or(old_source), dest_cast.unwrap_or(old_dest));
    let (src_ty, dst_ty) = (rw.arena.value_type(src), rw.arena.value_type(dst));
    let (Some(src_shape), Some(_)) = (shape_of(rw.ctx, src_ty), shape_of(rw.ctx, dst_ty)) else {
        return false;
    };
    let mut static_sizes = dispatch(&s.sizes).0;
    let Some(dropped) = rank_reduction_mask(&static_sizes, &src_shape, true) else {
        return false;
    };
    // Upstream only advances through the source's dimensions when it
    // replaces a size; kept as is.
    let mut reduced = 0;
    for (i, size) in static_sizes.iter_mut().enumerate() {
        if dropped[i] {
            continue;
        }
        if let Some(&d) = src_shape.get(reduced) {
            if d != DYNAMIC {
                s.sizes[i] = Bound::Static(d);
                *size = d;
                reduced += 1;
            }
        }
    }
    if !insert_types_ok(rw.ctx, src_ty, dst_ty, &static_sizes) {
        return false;
    }
    let name = name_of(rw, op);
    let parallel = name == "tensor.parallel_insert_slice";
    s.leading = vec![src, dst];
    let Some(spec) = s.spec(rw.ctx, name, (!parallel).then_some(dst_ty), rw.arena.op_loc(op)) else {
        return false;
    };
    replace_with_cast(rw, op, spec);
    true
}

/// `InsertSliceOp::fold`: an identity insert is its source, an insert over
/// an insert at the same place skips the first, an insert of a slice
/// extracted from the same place of the destination is the destination,
/// and an insert of zero elements is the destination.
fn insert_slice_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let s = Slice::read(ctx, a, op, 2)?;
    let (source, dest) = (s.leading[0], s.leading[1]);
    let (source_ty, ty) = (a.value_type(source), a.result_types(op).next()?);
    let is_static = |t: Type| shape_of(ctx, t).is_some_and(|s| !s.contains(&DYNAMIC));
    if is_static(source_ty) && is_static(ty) && source_ty == ty && is_identity(ctx, a, &s, ty) {
        return Some(vec![FoldResult::Value(source)]);
    }
    if let Some(prev) = InsertSliceOp::defining(ctx, a, dest).map(InsertSliceOp::op) {
        if let Some(p) = Slice::read(ctx, a, prev, 2) {
            if a.value_type(p.leading[0]) == source_ty && p.same_as(&s) {
                a.set_operand(Use { op, operand: 1 }, p.leading[1]);
                return Some(vec![FoldResult::Value(a.result(op, 0))]);
            }
        }
    }
    if let Some(extract) = ExtractSliceOp::defining(ctx, a, source).map(ExtractSliceOp::op) {
        if let Some(e) = Slice::read(ctx, a, extract, 1) {
            if e.leading[0] == dest && e.same_as(&s) {
                return Some(vec![FoldResult::Value(dest)]);
            }
        }
    }
    let zero = |b: &Bound| match *b {
        Bound::Static(v) => v == 0,
        Bound::Value(v) => ir::rewrite::constant_int(ctx, a, v) == Some(0),
    };
    s.sizes.iter().any(zero).then(|| vec![FoldResult::Value(dest)])
}

/// Registers the folders and patterns.
pub(crate) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook("tensor.extract_slice", FoldHook::Pure(extract_slice_fold));
    reg.set_fold_hook("tensor.insert_slice", FoldHook::InPlace(insert_slice_fold));
    reg.add_canonicalization("tensor.extract_slice", |_, s| {
        add(
            s,
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            "tensor.extract_slice",
            extract_constant_arguments,
        );
        add(
            s,
            "ExtractSliceOpCastFolder",
            "tensor.extract_slice",
            extract_cast_folder,
        );
    });
    reg.add_canonicalization("tensor.insert_slice", |_, s| {
        add(
            s,
            "InsertSliceOpConstantArgumentFolder",
            "tensor.insert_slice",
            insert_constant_arguments,
        );
        add(s, "InsertSliceOpCastFolder", "tensor.insert_slice", insert_cast_folder);
    });
    reg.add_canonicalization("tensor.parallel_insert_slice", |_, s| {
        let root = "tensor.parallel_insert_slice";
        add(
            s,
            "InsertSliceOpConstantArgumentFolder",
            root,
            insert_constant_arguments,
        );
        add(s, "InsertSliceOpCastFolder", root, insert_cast_folder);
    });
}
