//! Verifiers of the memref view, cast, global and atomic ops (MLIR 22's
//! `MemRefOps.cpp`): `memref.subview`, `memref.view`, `memref.reshape`,
//! `memref.transpose`, `memref.cast`, `memref.memory_space_cast`,
//! `memref.extract_strided_metadata` (its inferred types),
//! `memref.global`, `memref.assume_alignment`, `memref.atomic_rmw`,
//! `memref.generic_atomic_rmw` and `memref.atomic_yield`.

use crate::common::entry_block;
use ir::ods::infer::{InferInputs, InferResult};
use ir::rewrite::table::OpTable;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind};

use crate::func::plain_error;
use crate::memref::check_indices;
use crate::memref::layout::{
    canonicalize_strided_layout, identity_layout, memref_of, memref_parts, rank_reduction_mask, sat_add, sat_mul,
    strides_and_offset,
};
use crate::memref::ops::{
    AssumeAlignmentOp, AtomicRMWOp, AtomicYieldOp, CastOp, ExtractStridedMetadataOp, GenericAtomicRMWOp, GlobalOp,
    MemorySpaceCastOp, ReshapeOp, SubViewOp, TransposeOp, ViewOp,
};
use crate::tensor::{fail, fail_op, rank_reduction_ok, ty_str, verify_dynamic_count, verify_in_bounds_slice, Oss};

type VResult = Result<(), Diagnostic>;

/// The type of `op`'s operand `i`, if it has one.
fn operand_ty(arena: &IrArena, op: OpId, i: usize) -> Option<Type> {
    arena.operands(op).nth(i).map(|v| arena.value_type(v))
}

/// The type of `op`'s first result, if it has one.
fn result_ty(arena: &IrArena, op: OpId) -> Option<Type> {
    arena.result_types(op).next()
}

/// The integer value of `op`'s inherent attribute `name`.
fn int_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<i128> {
    match ir::ods::access::inherent(ctx, arena, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i128(),
        _ => None,
    }
}

/// The element type and memory space of a ranked or unranked memref.
fn base_memref(ctx: &Context, ty: Type) -> Option<(Type, Option<Attr>)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            element, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { element, memory_space } => Some((*element, *memory_space)),
        _ => None,
    }
}

impl AssumeAlignmentOp {
    /// `AssumeAlignmentOp::verify`: the alignment is a power of two.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let power_of_two = int_attr(ctx, arena, op, "alignment")
            .and_then(|v| u32::try_from(v).ok())
            .is_none_or(u32::is_power_of_two);
        if !power_of_two {
            return fail_op(ctx, arena, op, "alignment must be power of 2");
        }
        Ok(())
    }
}

/// `arith::AtomicRMWKind` names, by value.
const ATOMIC_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

impl AtomicRMWOp {
    /// `AtomicRMWOp::verify`: one subscript per dimension, and a value
    /// type the kind accepts.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        check_indices(ctx, arena, op, 1, 2, |_, _| {
            "expects the number of subscripts to be equal to memref rank".into()
        })?;
        let kind = int_attr(ctx, arena, op, "kind")
            .and_then(|k| usize::try_from(k).ok())
            .and_then(|k| ATOMIC_KINDS.get(k).copied())
            .unwrap_or("assign");
        let value = operand_ty(arena, op, 0).map(|t| ctx.type_kind(t));
        let (wanted, ok) = match kind {
            "addf" | "maximumf" | "minimumf" | "mulf" => {
                ("a floating-point", matches!(value, Some(TypeKind::Float(_))))
            }
            "assign" | "maxnumf" | "minnumf" => return Ok(()),
            _ => ("an integer", matches!(value, Some(TypeKind::Integer { .. }))),
        };
        if !ok {
            return fail_op(ctx, arena, op, format!("with kind '{kind}' expects {wanted} type"));
        }
        Ok(())
    }
}

/// The ops nested in `op`'s regions, in post-order (`Operation::walk`).
fn nested_post_order(arena: &IrArena, op: OpId, out: &mut Vec<OpId>) {
    for &region in arena.regions(op) {
        for &block in arena.region_blocks(region) {
            for nested in arena.block_ops(block) {
                nested_post_order(arena, nested, out);
                out.push(nested);
            }
        }
    }
}

impl GenericAtomicRMWOp {
    /// `GenericAtomicRMWOp::verify`: one block argument of the result type,
    /// and a body without memory effects.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let entry = entry_block(arena, op);
        let args = entry.map_or(0, |b| arena.num_args(b));
        let Some(entry) = entry.filter(|_| args == 1) else {
            return fail_op(ctx, arena, op, "expected single number of entry block arguments");
        };
        if result_ty(arena, op) != Some(arena.value_type(arena.arg(entry, 0))) {
            return fail_op(ctx, arena, op, "expected block argument of the same type result type");
        }
        let mut nested = Vec::new();
        nested_post_order(arena, op, &mut nested);
        let table = OpTable::default();
        match nested
            .into_iter()
            .find(|&o| !table.is_memory_effect_free(ctx, arena, o))
        {
            Some(bad) => fail(
                ctx,
                arena,
                bad,
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
            ),
            None => Ok(()),
        }
    }
}

impl AtomicYieldOp {
    /// `AtomicYieldOp::verify`: the yielded type is the parent's result
    /// type.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let parent = arena.op_parent(op).and_then(|b| arena.block_parent_op(b));
        let (Some(parent_ty), Some(ty)) = (parent.and_then(|p| result_ty(arena, p)), operand_ty(arena, op, 0)) else {
            return Ok(());
        };
        if parent_ty != ty {
            return fail_op(
                ctx,
                arena,
                op,
                format!(
                    "types mismatch between yield op: {} and its parent: {}",
                    ty_str(ctx, ty),
                    ty_str(ctx, parent_ty)
                ),
            );
        }
        Ok(())
    }
}

/// The tensor or vector type of an elements attribute.
fn elements_type(ctx: &Context, attr: Attr) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// A shape as `ArrayRef<int64_t>` prints in diagnostics (`2, 3`).
fn shape_list(shape: &[i64]) -> String {
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

impl GlobalOp {
    /// `GlobalOp::verify`: a static memref type, and an initial value
    /// that is a unit or an elements attribute of the memref's element
    /// type and shape.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let ty = match ir::ods::access::inherent(ctx, arena, op, "type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => *t,
            _ => return Ok(()),
        };
        let Some((shape, element, ..)) = memref_parts(ctx, ty).filter(|p| !p.0.contains(&DYNAMIC)) else {
            return fail_op(
                ctx,
                arena,
                op,
                format!("type should be static shaped memref, but got {}", ty_str(ctx, ty)),
            );
        };
        let Some(init) = ir::ods::access::inherent(ctx, arena, op, "initial_value") else {
            return Ok(());
        };
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            return Ok(());
        }
        let Some(init_ty) = elements_type(ctx, init) else {
            let shown = ir::text::printer::attr_to_string(ctx, init);
            return fail_op(
                ctx,
                arena,
                op,
                format!("initial value should be a unit or elements attribute, but got {shown}"),
            );
        };
        let kind = ctx.type_kind(init_ty);
        let init_element = kind.element().unwrap_or(init_ty);
        if init_element != element {
            return fail_op(
                ctx,
                arena,
                op,
                format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    ty_str(ctx, element),
                    ty_str(ctx, init_element)
                ),
            );
        }
        let init_shape = kind.shape().unwrap_or(&[]);
        if init_shape != shape.as_slice() {
            return fail_op(
                ctx,
                arena,
                op,
                format!(
                    "initial value shape expected to be {} but was {}",
                    shape_list(&shape),
                    shape_list(init_shape)
                ),
            );
        }
        Ok(())
    }
}

impl ViewOp {
    /// `ViewOp::verify`: identity layouts, one memory space, and one size
    /// operand per dynamic dimension of the result.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let (Some(base), Some(view)) = (operand_ty(arena, op, 0), result_ty(arena, op)) else {
            return Ok(());
        };
        let (Some(b), Some(v)) = (memref_parts(ctx, base), memref_parts(ctx, view)) else {
            return Ok(());
        };
        let (bt, vt) = (ty_str(ctx, base), ty_str(ctx, view));
        if !identity_layout(ctx, b.2) {
            return fail(ctx, arena, op, format!("unsupported map for base memref type {bt}"));
        }
        if !identity_layout(ctx, v.2) {
            return fail(ctx, arena, op, format!("unsupported map for result memref type {vt}"));
        }
        if b.3 != v.3 {
            return fail(
                ctx,
                arena,
                op,
                format!("different memory spaces specified for base memref type {bt} and view memref type {vt}"),
            );
        }
        verify_dynamic_count(ctx, arena, op, &v.0, arena.num_operands(op).saturating_sub(2))
    }
}

impl ReshapeOp {
    /// `ReshapeOp::verify`: one element type, identity layouts, and a
    /// static shape operand as long as a ranked result's rank.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let (Some(src), Some(res), Some(shape)) =
            (operand_ty(arena, op, 0), result_ty(arena, op), operand_ty(arena, op, 1))
        else {
            return Ok(());
        };
        if base_memref(ctx, src).map(|p| p.0) != base_memref(ctx, res).map(|p| p.0) {
            return fail_op(
                ctx,
                arena,
                op,
                "element types of source and destination memref types should be the same",
            );
        }
        if memref_parts(ctx, src).is_some_and(|p| !identity_layout(ctx, p.2)) {
            return fail_op(ctx, arena, op, "source memref type should have identity affine map");
        }
        let Some((rshape, _, rlayout, _)) = memref_parts(ctx, res) else {
            return Ok(());
        };
        let length = memref_parts(ctx, shape).and_then(|p| p.0.first().copied());
        if !identity_layout(ctx, rlayout) {
            return fail_op(ctx, arena, op, "result memref type should have identity affine map");
        }
        if length == Some(DYNAMIC) {
            return fail_op(
                ctx,
                arena,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            );
        }
        if length != i64::try_from(rshape.len()).ok() {
            return fail_op(
                ctx,
                arena,
                op,
                "length of shape operand differs from the result's memref rank",
            );
        }
        Ok(())
    }
}

/// `inferTransposeResultType`: `ty`'s sizes and strides permuted by
/// `map`, with a `strided<>` layout.
fn transposed_type(ctx: &Context, ty: Type, map: &ir::affine::AffineMap) -> Option<Type> {
    let (shape, element, _, space) = memref_parts(ctx, ty)?;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let positions: Vec<usize> = map
        .results
        .iter()
        .map(|e| match e {
            ir::affine::AffineExpr::Dim(p) => Some(*p as usize),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let sizes: Vec<i64> = positions
        .iter()
        .map(|&p| shape.get(p).copied())
        .collect::<Option<_>>()?;
    let strides: Vec<i64> = positions
        .iter()
        .map(|&p| strides.get(p).copied())
        .collect::<Option<_>>()?;
    let layout = ctx.get_attr(AttrKind::Strided { offset, strides });
    Some(memref_of(ctx, &sizes, element, Some(layout), space))
}

impl TransposeOp {
    /// `TransposeOp::verify`: a permutation of the input's dimensions, and
    /// a result equivalent to the transposed input type.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let map = match ir::ods::access::inherent(ctx, arena, op, "permutation").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::AffineMap(m)) => m.clone(),
            _ => return Ok(()),
        };
        if !map.is_permutation() {
            return fail_op(ctx, arena, op, "expected a permutation map");
        }
        let (Some(src), Some(res)) = (operand_ty(arena, op, 0), result_ty(arena, op)) else {
            return Ok(());
        };
        let rank = memref_parts(ctx, src).map_or(0, |p| p.0.len());
        if map.num_dims as usize != rank {
            return fail_op(ctx, arena, op, "expected a permutation map of same rank as the input");
        }
        let Some(expected) = transposed_type(ctx, src, &map) else {
            return Ok(());
        };
        let canonical = canonicalize_strided_layout(ctx, expected);
        if canonicalize_strided_layout(ctx, res) != canonical {
            return fail_op(
                ctx,
                arena,
                op,
                format!(
                    "result type {} is not equivalent to the canonical transposed input type {}",
                    ty_str(ctx, res),
                    ty_str(ctx, canonical)
                ),
            );
        }
        Ok(())
    }
}

/// `SubViewOp::inferResultType`: the static sizes of the slice with the
/// source's strides scaled and its offset moved.
fn infer_subview_type(ctx: &Context, base: Type, oss: &Oss) -> Option<Type> {
    let [offsets, sizes, steps] = &oss.statics;
    subview_type(ctx, base, offsets, sizes, steps)
}

/// `SubViewOp::inferResultType` from static offsets, sizes and strides
/// (dynamic ones as [`ir::types::DYNAMIC`]).
pub(crate) fn subview_type(ctx: &Context, base: Type, offsets: &[i64], sizes: &[i64], steps: &[i64]) -> Option<Type> {
    let (_, element, _, space) = memref_parts(ctx, base)?;
    let (sstrides, soffset) = strides_and_offset(ctx, base)?;
    let offset = offsets
        .iter()
        .zip(&sstrides)
        .fold(soffset, |acc, (&o, &s)| sat_add(acc, sat_mul(o, s)));
    let strides: Vec<i64> = sstrides.iter().zip(steps).map(|(&s, &t)| sat_mul(s, t)).collect();
    let layout = ctx.get_attr(AttrKind::Strided { offset, strides });
    Some(memref_of(ctx, sizes, element, Some(layout), space))
}

/// `haveCompatibleStrides`: the strides of `view` are those of
/// `expected` without the `dropped` dimensions.
fn compatible_strides(ctx: &Context, expected: Type, view: Type, dropped: &[bool]) -> bool {
    let (Some((estrides, _)), Some((vstrides, _))) = (strides_and_offset(ctx, expected), strides_and_offset(ctx, view))
    else {
        return false;
    };
    let kept = estrides.iter().zip(dropped).filter(|(_, &d)| !d).map(|(&s, _)| s);
    kept.eq(vstrides.iter().copied())
}

/// `haveCompatibleOffsets`: both layouts are strided with one offset.
fn compatible_offsets(ctx: &Context, a: Type, b: Type) -> bool {
    match (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) {
        (Some((_, x)), Some((_, y))) => x == y,
        _ => false,
    }
}

impl SubViewOp {
    /// `OffsetSizeAndStrideOpInterface`'s verifier, then
    /// `SubViewOp::verify`: a strided base, and a result that is
    /// `inferResultType` or a rank-reduced version of it (sizes, element
    /// type, offset and the strides of the kept dimensions), in bounds.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let (Some(base), Some(view)) = (operand_ty(arena, op, 0), result_ty(arena, op)) else {
            return Ok(());
        };
        let (Some((bshape, belem, _, bspace)), Some((vshape, velem, _, vspace))) =
            (memref_parts(ctx, base), memref_parts(ctx, view))
        else {
            return Ok(());
        };
        let oss = Oss::of(ctx, arena, op, 1);
        oss.verify([bshape.len(); 3])
            .map_err(|m| plain_error(ctx, arena, op, m))?;
        let (bt, vt) = (ty_str(ctx, base), ty_str(ctx, view));
        if bspace != vspace {
            return fail(
                ctx,
                arena,
                op,
                format!("different memory spaces specified for base memref type {bt} and subview memref type {vt}"),
            );
        }
        let Some(expected) = infer_subview_type(ctx, base, &oss) else {
            return fail(ctx, arena, op, format!("base type {bt} is not strided"));
        };
        let et = ty_str(ctx, expected);
        let sizes = &oss.statics[1];
        if vshape.len() > sizes.len() {
            return fail(
                ctx,
                arena,
                op,
                format!("expected result rank to be smaller or equal to the source rank, but got {vt}"),
            );
        }
        if !rank_reduction_ok(sizes, &vshape) {
            return fail(
                ctx,
                arena,
                op,
                format!("expected result type to be {et} or a rank-reduced version. (mismatch of result sizes), but got {vt}"),
            );
        }
        if belem != velem {
            return fail(
                ctx,
                arena,
                op,
                format!(
                    "expected result element type to be {}, but got {vt}",
                    ty_str(ctx, belem)
                ),
            );
        }
        let layout_ok = compatible_offsets(ctx, expected, view)
            && rank_reduction_mask(ctx, expected, view, sizes)
                .is_some_and(|dropped| compatible_strides(ctx, expected, view, &dropped));
        if !layout_ok {
            return fail(
                ctx,
                arena,
                op,
                format!("expected result type to be {et} or a rank-reduced version. (mismatch of result layout), but got {vt}"),
            );
        }
        verify_in_bounds_slice(&bshape, &oss).map_err(|m| plain_error(ctx, arena, op, m))
    }
}

/// Whether two ranked memref layouts are compatible for `memref.cast`:
/// equal, or strided with offsets and strides that agree where both are
/// static.
fn cast_layouts_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some((sa, oa)), Some((sb, ob))) = (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) else {
        return false;
    };
    let agree = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
    sa.len() == sb.len() && agree(oa, ob) && sa.iter().zip(&sb).all(|(&x, &y)| agree(x, y))
}

/// `memref::CastOp::areCastCompatible`.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if let (Some(pa), Some(pb)) = (memref_parts(ctx, a), memref_parts(ctx, b)) {
        let dims_agree =
            pa.0.iter()
                .zip(&pb.0)
                .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y);
        return pa.1 == pb.1
            && (pa.2 == pb.2 || cast_layouts_compatible(ctx, a, b))
            && pa.3 == pb.3
            && pa.0.len() == pb.0.len()
            && dims_agree;
    }
    let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
    if unranked(a) && unranked(b) {
        return false;
    }
    matches!((base_memref(ctx, a), base_memref(ctx, b)), (Some(x), Some(y)) if x == y)
}

/// `MemorySpaceCastOp::areCastCompatible`: the same type but for the
/// memory space.
fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => {
            matches!((memref_parts(ctx, a), memref_parts(ctx, b)), (Some(x), Some(y)) if (&x.0, x.1, x.2) == (&y.0, y.1, y.2))
        }
        (TypeKind::UnrankedMemRef { element: x, .. }, TypeKind::UnrankedMemRef { element: y, .. }) => x == y,
        _ => false,
    }
}

impl ir::interfaces::CastOpInterface for CastOp {
    /// `CastOp::areCastCompatible` (which implies the same shape).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        matches!((inputs, outputs), (&[a], &[b]) if cast_compatible(ctx, a, b))
    }
}

impl ir::interfaces::CastOpInterface for MemorySpaceCastOp {
    /// `MemorySpaceCastOp::areCastCompatible`: the same type but for the memory
    /// space.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        matches!((inputs, outputs), (&[a], &[b]) if memory_space_cast_compatible(ctx, a, b))
    }
}

impl ir::interfaces::InferTypeOpInterface for ExtractStridedMetadataOp {
    /// `inferReturnTypes`: a rank-0 memref of the source's element type
    /// and memory space, the offset, then one size and one stride per
    /// dimension.
    fn infer_return_types(ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        let source = (inputs.adaptor::<Self>(ctx).source())
            .map(|v| inputs.arena.value_type(v))
            .ok_or(Some("expected one operand".to_string()))?;
        let (shape, element, _, space) =
            memref_parts(ctx, source).ok_or(Some("expected a ranked memref".to_string()))?;
        let index = ctx.index_type();
        let mut out = vec![memref_of(ctx, &[], element, None, space), index];
        out.extend(std::iter::repeat_n(index, 2 * shape.len()));
        Ok(out)
    }
}
