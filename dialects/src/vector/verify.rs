//! Verifiers of the vector ops without a file of their own: reductions,
//! casts, transposes, masks and shuffles.

use super::*;
use crate::func::plain_error;
use crate::memref::layout::memref_parts;
use crate::vector::ops::{
    BitCastOp, ConstantMaskOp, CreateMaskOp, MultiDimReductionOp, ReductionOp, ScanOp, ShapeCastOp, ShuffleOp,
    TransposeOp, TypeCastOp,
};
use ir::affine::AffineExpr;
use ir::text::printer::type_to_string;

impl ReductionOp {
    /// `ReductionOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((shape, ..)) = operand_vector(ctx, arena, op, 0) else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            shape.len() <= 1,
            format!("unsupported reduction rank: {}", shape.len()),
        )?;
        let (Some(kind), Some(dest)) = (combining_kind(ctx, arena, op), arena.result_types(op).next()) else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            supported_kind(ctx, &kind, dest),
            format!(
                "unsupported reduction type ''{}'' for kind '{kind}'",
                type_to_string(ctx, dest)
            ),
        )
    }
}

impl MultiDimReductionOp {
    /// `MultiDimReductionOp::verify`: the result is the source without the
    /// reduced dimensions (its element type when none is left).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((shape, scalable, element)), Some(dest), Some(src)) = (
            operand_vector(ctx, arena, op, 0),
            arena.result_types(op).next(),
            operand_type(arena, op, 0),
        ) else {
            return Ok(());
        };
        let dims = dense_attr(ctx, arena, op, "reduction_dims");
        let kept: Vec<usize> = (0..shape.len()).filter(|&i| !dims.contains(&(i as i64))).collect();
        let inferred = if kept.is_empty() {
            element
        } else {
            ctx.get_type(TypeKind::Vector {
                shape: kept.iter().map(|&i| shape[i]).collect(),
                scalable: kept
                    .iter()
                    .map(|&i| scalable.get(i).copied().unwrap_or(false))
                    .collect(),
                element,
            })
        };
        check(
            ctx,
            arena,
            op,
            inferred == dest,
            format!(
                "destination type '{}' is incompatible with source type '{}'",
                type_to_string(ctx, dest),
                type_to_string(ctx, src)
            ),
        )
    }
}

impl ShapeCastOp {
    /// `ShapeCastOp::verify`: same element type, element count and number
    /// of scalable dimensions.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((s_shape, s_scal, s_elt)), Some((r_shape, r_scal, r_elt))) =
            (operand_vector(ctx, arena, op, 0), result_vector(ctx, arena, op))
        else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            s_elt == r_elt,
            "has different source and result element types",
        )?;
        let (sn, rn): (i64, i64) = (s_shape.iter().product(), r_shape.iter().product());
        check(
            ctx,
            arena,
            op,
            sn == rn,
            format!("has different number of elements at source ({sn}) and result ({rn})"),
        )?;
        let count = |v: &[bool]| v.iter().filter(|&&b| b).count();
        let (ss, rs) = (count(&s_scal), count(&r_scal));
        check(
            ctx,
            arena,
            op,
            ss == rs,
            format!("has different number of scalable dims at source ({ss}) and result ({rs})"),
        )
    }
}

impl TransposeOp {
    /// `TransposeOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((src, ..)), Some((res, ..))) = (operand_vector(ctx, arena, op, 0), result_vector(ctx, arena, op))
        else {
            return Ok(());
        };
        let rank = res.len();
        check(
            ctx,
            arena,
            op,
            src.len() == rank,
            format!("vector result rank mismatch: {rank}"),
        )?;
        let perm = dense_attr(ctx, arena, op, "permutation");
        check(
            ctx,
            arena,
            op,
            perm.len() == rank,
            format!("transposition length mismatch: {}", perm.len()),
        )?;
        let mut seen = vec![false; rank];
        for (i, &p) in perm.iter().enumerate() {
            let Some(pu) = usize::try_from(p).ok().filter(|&pu| pu < rank) else {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("transposition index out of range: {p}"),
                ));
            };
            check(ctx, arena, op, !seen[pu], format!("duplicate position index: {p}"))?;
            seen[pu] = true;
            check(
                ctx,
                arena,
                op,
                res[i] == src[pu],
                format!("dimension size mismatch at: {p}"),
            )?;
        }
        Ok(())
    }
}

impl BitCastOp {
    /// `BitCastOp::verify`: same leading dimensions and bits per minor 1-D vector.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((src, _, s_elt)), Some((res, _, r_elt))) =
            (operand_vector(ctx, arena, op, 0), result_vector(ctx, arena, op))
        else {
            return Ok(());
        };
        for i in 0..src.len().saturating_sub(1) {
            check(
                ctx,
                arena,
                op,
                src.get(i) == res.get(i),
                format!("dimension size mismatch at: {i}"),
            )?;
        }
        let (Some(sb), Some(rb)) = (element_bits(ctx, s_elt), element_bits(ctx, r_elt)) else {
            return Ok(());
        };
        match (src.last(), res.last()) {
            (None, _) => check(
                ctx,
                arena,
                op,
                sb == rb,
                "source/result bitwidth of the 0-D vector element types must be equal",
            ),
            (Some(&s), r) => check(
                ctx,
                arena,
                op,
                i64::from(sb) * s == i64::from(rb) * r.copied().unwrap_or(1),
                "source/result bitwidth of the minor 1-D vectors must be equal",
            ),
        }
    }
}

impl ConstantMaskOp {
    /// `ConstantMaskOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((shape, scalable, _)) = result_vector(ctx, arena, op) else {
            return Ok(());
        };
        let sizes = dense_attr(ctx, arena, op, "mask_dim_sizes");
        if shape.is_empty() {
            if sizes.len() != 1 {
                return Err(plain_error(
                    ctx,
                    arena,
                    op,
                    "array attr must have length 1 for 0-D vectors",
                ));
            }
            if sizes[0] != 0 && sizes[0] != 1 {
                return Err(plain_error(
                    ctx,
                    arena,
                    op,
                    "mask dim size must be either 0 or 1 for 0-D vectors",
                ));
            }
            return Ok(());
        }
        check(
            ctx,
            arena,
            op,
            sizes.len() == shape.len(),
            "must specify array attr of size equal vector result rank",
        )?;
        for (i, &s) in sizes.iter().enumerate() {
            check(
                ctx,
                arena,
                op,
                s >= 0 && s <= shape[i],
                "array attr of size out of bounds of vector result dimension size",
            )?;
            check(
                ctx,
                arena,
                op,
                !scalable.get(i).copied().unwrap_or(false) || s == 0 || s == shape[i],
                "only supports 'none set' or 'all set' scalable dimensions",
            )?;
        }
        check(
            ctx,
            arena,
            op,
            !sizes.contains(&0) || sizes.iter().all(|&s| s == 0),
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        )
    }
}

impl CreateMaskOp {
    /// `CreateMaskOp::verify`: one operand per result dimension.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((shape, ..)) = result_vector(ctx, arena, op) else {
            return Ok(());
        };
        let n = arena.num_operands(op);
        if shape.is_empty() {
            check(
                ctx,
                arena,
                op,
                n == 1,
                "must specify exactly one operand for 0-D create_mask",
            )
        } else {
            check(
                ctx,
                arena,
                op,
                n == shape.len(),
                "must specify an operand for each result vector dimension",
            )
        }
    }
}

impl ShuffleOp {
    /// `ShuffleOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((v1, ..)), Some((v2, ..)), Some((res, ..))) = (
            operand_vector(ctx, arena, op, 0),
            operand_vector(ctx, arena, op, 1),
            result_vector(ctx, arena, op),
        ) else {
            return Ok(());
        };
        let zero_d = v1.is_empty() && v2.is_empty() && res.len() == 1;
        let n_d = v1.len() == res.len() && v2.len() == res.len();
        check(ctx, arena, op, zero_d || n_d, "rank mismatch")?;
        for r in 1..v1.len() {
            check(ctx, arena, op, res[r] == v1[r] && v1[r] == v2[r], "dimension mismatch")?;
        }
        let mask = dense_attr(ctx, arena, op, "mask");
        check(ctx, arena, op, !mask.is_empty(), "invalid mask length")?;
        check(
            ctx,
            arena,
            op,
            res.first().copied() == Some(mask.len() as i64),
            "mask length mismatch",
        )?;
        let lead = |s: &[i64]| s.first().copied().unwrap_or(1);
        let size = lead(&v1) + lead(&v2);
        for (i, &m) in mask.iter().enumerate() {
            check(
                ctx,
                arena,
                op,
                valid_index_or_poison(m, size),
                format!("mask index #{} out of range", i + 1),
            )?;
        }
        Ok(())
    }
}

impl ScanOp {
    /// `ScanOp::verify`: the reduced dimension exists, the initial value is
    /// the source without it, and the kind suits the element type.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((src, _, element)), Some((init, ..))) =
            (operand_vector(ctx, arena, op, 0), operand_vector(ctx, arena, op, 1))
        else {
            return Ok(());
        };
        let dim = ir::ods::access::inherent(ctx, arena, op, "reduction_dim")
            .and_then(|a| ir::ods::values::as_int(ctx, a))
            .unwrap_or(0);
        let rank = src.len() as i64;
        check(
            ctx,
            arena,
            op,
            dim < rank,
            format!("reduction dimension {dim} has to be less than {rank}"),
        )?;
        check(
            ctx,
            arena,
            op,
            init.len() as i64 == rank - 1,
            format!("initial value rank {} has to be equal to {}", init.len(), rank - 1),
        )?;
        let expected: Vec<i64> = (0..src.len())
            .filter(|&i| i as i64 != dim)
            .filter_map(|i| src.get(i).copied())
            .collect();
        check(
            ctx,
            arena,
            op,
            init == expected,
            "incompatible input/initial value shapes",
        )?;
        let Some(kind) = combining_kind(ctx, arena, op) else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            supported_kind(ctx, &kind, element),
            format!(
                "unsupported reduction type '{}' for kind '{kind}'",
                type_to_string(ctx, element)
            ),
        )
    }
}

/// `MemRefLayoutAttrInterface::isIdentity`: no layout or an identity map.
fn identity_layout(ctx: &Context, layout: Option<Attr>) -> bool {
    layout.is_none_or(|a| matches!(ctx.attr_kind(a), ir::AttrKind::AffineMap(m) if m.is_identity()))
}

/// The row-major strides of a static `shape`.
fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running: i64 = 1;
    for (s, &d) in strides.iter_mut().zip(shape).rev() {
        *s = running;
        running = running.saturating_mul(d.max(1));
    }
    strides
}

/// The value of a one-result layout map at `point` (no symbols).
fn eval_layout(map: &ir::affine::AffineMap, point: &[i64]) -> Option<i64> {
    let dims: Vec<AffineExpr> = point.iter().map(|&v| AffineExpr::constant(v)).collect();
    match map.results.as_slice() {
        [e] if map.num_symbols == 0 => e.replace_dims_and_symbols(&dims, &[]).as_constant(),
        _ => None,
    }
}

/// Whether a pure affine one-result `map` is the linear form with
/// coefficients `strides` and no constant term.
fn map_is_row_major(map: &ir::affine::AffineMap, strides: &[i64]) -> bool {
    if !map.is_pure_affine() || map.num_dims as usize != strides.len() {
        return false;
    }
    let zero = vec![0; strides.len()];
    if eval_layout(map, &zero) != Some(0) {
        return false;
    }
    strides.iter().enumerate().all(|(i, &s)| {
        let mut unit = zero.clone();
        if let Some(u) = unit.get_mut(i) {
            *u = 1;
        }
        eval_layout(map, &unit) == Some(s)
    })
}

/// Whether the layout of a static memref is the identity once
/// canonicalized (`canonicalizeStridedLayout`): the row-major strides with
/// offset 0.
fn canonical_identity_layout(ctx: &Context, shape: &[i64], layout: Option<Attr>) -> bool {
    let Some(a) = layout.filter(|_| !identity_layout(ctx, layout)) else {
        return true;
    };
    let strides = row_major_strides(shape);
    match ctx.attr_kind(a) {
        ir::AttrKind::Strided { offset, strides: s } => *offset == 0 && *s == strides,
        ir::AttrKind::AffineMap(m) => map_is_row_major(m, &strides),
        _ => false,
    }
}

/// The shape of a memref followed by that of its vector element type.
fn concatenated_shape(ctx: &Context, shape: &[i64], element: Type) -> Vec<i64> {
    let mut out = shape.to_vec();
    if let Some((inner, ..)) = vector_parts(ctx, element) {
        out.extend(inner);
    }
    out
}

impl TypeCastOp {
    /// `TypeCastOp::verify`: identity layouts, one memory space, and the
    /// same scalars in the same concatenated shape.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some(src), Some(res_ty)) = (operand_type(arena, op, 0), arena.result_types(op).next()) else {
            return Ok(());
        };
        let (Some(src), Some(res)) = (memref_parts(ctx, src), memref_parts(ctx, res_ty)) else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            canonical_identity_layout(ctx, &src.0, src.2),
            "expects operand to be a memref with identity layout",
        )?;
        check(
            ctx,
            arena,
            op,
            identity_layout(ctx, res.2),
            "expects result to be a memref with identity layout",
        )?;
        check(ctx, arena, op, src.3 == res.3, "expects result in same memory space")?;
        let shown = type_to_string(ctx, res_ty);
        let scalar = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
        check(
            ctx,
            arena,
            op,
            scalar(src.1) == scalar(res.1),
            format!("expects result and operand with same underlying scalar type: '{shown}'"),
        )?;
        check(
            ctx,
            arena,
            op,
            concatenated_shape(ctx, &src.0, src.1) == concatenated_shape(ctx, &res.0, res.1),
            format!("expects concatenated result and operand shapes to be equal: '{shown}'"),
        )
    }
}
