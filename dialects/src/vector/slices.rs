//! Verifiers of the ops addressing positions and slices of a vector
//! (`vector.broadcast`, `extract`, `insert`, `extract_strided_slice`,
//! `insert_strided_slice`).

use super::*;
use crate::func::plain_error;
use crate::vector::ops::{BroadcastOp, ExtractOp, ExtractStridedSliceOp, InsertOp, InsertStridedSliceOp};
use ir::text::printer::type_to_string;

impl BroadcastOp {
    /// `BroadcastOp::verify` (`isBroadcastableTo`).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some(src), Some(dst)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
            return Ok(());
        };
        let src = arena.value_type(src);
        let Some((dst_shape, dst_scalable, dst_elt)) = vector_parts(ctx, dst) else {
            return Ok(());
        };
        let Some((src_shape, src_scalable, _)) = vector_parts(ctx, src) else {
            if src == dst_elt && is_vector_element(ctx, src) {
                return Ok(());
            }
            return Err(op_error(ctx, arena, op, "source type is not a vector"));
        };
        if src_shape.len() > dst_shape.len() {
            return Err(op_error(ctx, arena, op, "source rank higher than destination rank"));
        }
        let lead = dst_shape.len() - src_shape.len();
        for (i, (&s, &s_scalable)) in src_shape.iter().zip(&src_scalable).enumerate() {
            let d = dst_shape[lead + i];
            let d_scalable = dst_scalable.get(lead + i).copied().unwrap_or(false);
            let mismatch = (s != 1 && s != d)
                || (s == 1 && s_scalable && d != 1)
                || (s_scalable != d_scalable && (s != 1 || s_scalable));
            if mismatch {
                let dim = |v: i64, sc: bool| if sc { format!("[{v}]") } else { v.to_string() };
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("dimension mismatch ({} vs. {})", dim(s, s_scalable), dim(d, d_scalable)),
                ));
            }
        }
        Ok(())
    }
}

impl ExtractOp {
    /// `ExtractOp::verify`, then the inferred result type check of
    /// `InferTypeOpAdaptorWithIsCompatible` (`vector<1xT>` and `T` are
    /// compatible), which mlir-opt runs after it.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some(src), Some(result)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
            return Ok(());
        };
        let src = arena.value_type(src);
        let Some((shape, scalable, element)) = vector_parts(ctx, src) else {
            return Ok(());
        };
        let position = static_position(ctx, arena, op);
        let inferred = if position.len() == shape.len() {
            element
        } else {
            let n = position.len().min(shape.len());
            ctx.get_type(TypeKind::Vector {
                shape: shape[n..].to_vec(),
                scalable: scalable[n.min(scalable.len())..].to_vec(),
                element,
            })
        };
        if vector_parts(ctx, result).is_some_and(|(sh, ..)| sh.is_empty()) {
            return Err(plain_error(
                ctx,
                arena,
                op,
                "expected a scalar instead of a 0-d vector as the result type",
            ));
        }
        let dynamic = arena.num_operands(op).saturating_sub(1);
        if position.iter().filter(|&&p| p == i64::MIN).count() != dynamic {
            return Err(op_error(
                ctx,
                arena,
                op,
                "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
            ));
        }
        if position.len() > shape.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected position attribute of rank no greater than vector rank",
            ));
        }
        for (i, (&p, &size)) in position.iter().zip(&shape).enumerate() {
            if p != i64::MIN && !valid_index_or_poison(p, size) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                        i + 1
                    ),
                ));
            }
        }
        let one_of = |v: Type, s: Type| vector_parts(ctx, v).is_some_and(|(sh, _, e)| sh == [1] && e == s);
        if inferred != result && !one_of(inferred, result) && !one_of(result, inferred) {
            // Two errors, as upstream: `refineReturnTypes`' mismatch, then
            // `verifyInferredResultTypes`' failure.
            let mut first = op_error(
                ctx,
                arena,
                op,
                format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                    type_to_string(ctx, inferred),
                    type_to_string(ctx, result)
                ),
            );
            first
                .followups
                .push(op_error(ctx, arena, op, "failed to infer returned types"));
            return Err(first);
        }
        Ok(())
    }
}

impl InsertOp {
    /// `InsertOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let mut operands = arena.operands(op);
        let (Some(value), Some(dest)) = (operands.next(), operands.next()) else {
            return Ok(());
        };
        let value_ty = arena.value_type(value);
        let Some((dest_shape, ..)) = vector_parts(ctx, arena.value_type(dest)) else {
            return Ok(());
        };
        let src = vector_parts(ctx, value_ty);
        if src.as_ref().is_some_and(|(sh, ..)| sh.is_empty()) {
            return Err(plain_error(
                ctx,
                arena,
                op,
                "expected a scalar instead of a 0-d vector as the source operand",
            ));
        }
        let position = static_position(ctx, arena, op);
        if position.len() > dest_shape.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected position attribute of rank no greater than dest vector rank",
            ));
        }
        match &src {
            Some((sh, ..)) if sh.len() + position.len() != dest_shape.len() => {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "expected position attribute rank + source rank to match dest vector rank",
                ));
            }
            None if position.len() != dest_shape.len() => {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "expected position attribute rank to match the dest vector rank",
                ));
            }
            _ => {}
        }
        for (i, (&p, &size)) in position.iter().zip(&dest_shape).enumerate() {
            if p != i64::MIN && !valid_index_or_poison(p, size) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                        i + 1
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// An `I64ArrayAttr` of `op` (empty when absent).
fn i64_array(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_int_array(ctx, a))
        .unwrap_or_default()
}

/// The bounds `[min, max)` a slice attribute is checked against, `max`
/// from the vector dimension (one more when the range is closed).
#[derive(Clone, Copy)]
struct Bounds {
    min: i64,
    closed: bool,
}

impl Bounds {
    /// Offsets: `[0, dim)`.
    const OFFSET: Bounds = Bounds { min: 0, closed: false };
    /// Sizes and sums: `[1, dim + 1)`.
    const SIZE: Bounds = Bounds { min: 1, closed: true };

    /// The exclusive upper bound for dimension size `dim`.
    fn max(self, dim: i64) -> i64 {
        dim.saturating_add(i64::from(self.closed))
    }
}

/// `isIntegerArrayAttrSmallerThanShape`.
fn no_longer_than_rank(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    values: &[i64],
    rank: usize,
    name: &str,
) -> Result<(), Diagnostic> {
    check(
        ctx,
        arena,
        op,
        values.len() <= rank,
        format!("expected {name} attribute of rank no greater than vector rank"),
    )
}

/// `isIntegerArrayAttrConfinedToShape`: each value within the bounds of
/// its dimension.
fn confined_to_shape(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    values: &[i64],
    shape: &[i64],
    name: &str,
    bounds: Bounds,
) -> Result<(), Diagnostic> {
    for (i, (&v, &dim)) in values.iter().zip(shape).enumerate() {
        let max = bounds.max(dim);
        check(
            ctx,
            arena,
            op,
            v >= bounds.min && v < max,
            format!(
                "expected {name} dimension {i} to be confined to [{}, {max})",
                bounds.min
            ),
        )?;
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToRange` for strides: all of them 1.
fn unit_strides(ctx: &Context, arena: &IrArena, op: OpId, strides: &[i64]) -> Result<(), Diagnostic> {
    check(
        ctx,
        arena,
        op,
        strides.iter().all(|&s| s == 1),
        "expected strides to be confined to [1, 2)",
    )
}

/// `isSumOfIntegerArrayAttrConfinedToShape` (closed range, minimum 1 in
/// the message): `a[i] + b[i]` within `[0, dim]`.
fn sum_confined_to_shape(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (a, b): (&[i64], &[i64]),
    shape: &[i64],
    names: (&str, &str),
) -> Result<(), Diagnostic> {
    for (i, ((&x, &y), &dim)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = Bounds::SIZE.max(dim);
        let sum = x.saturating_add(y);
        check(
            ctx,
            arena,
            op,
            sum >= 0 && sum < max,
            format!(
                "expected sum({}, {}) dimension {i} to be confined to [1, {max})",
                names.0, names.1
            ),
        )?;
    }
    Ok(())
}

/// The error of a scalable dimension sliced to another size.
fn scalable_size_mismatch(ctx: &Context, arena: &IrArena, op: OpId, idx: usize, size: i64, base: i64) -> Diagnostic {
    op_error(
        ctx,
        arena,
        op,
        format!(
            "expected size at idx={idx} to match the corresponding base size from the input vector ({size} vs {base})"
        ),
    )
}

impl ExtractStridedSliceOp {
    /// `ExtractStridedSliceOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((shape, scalable, element)), Some(result)) =
            (operand_vector(ctx, arena, op, 0), arena.result_types(op).next())
        else {
            return Ok(());
        };
        let offsets = i64_array(ctx, arena, op, "offsets");
        let sizes = i64_array(ctx, arena, op, "sizes");
        let strides = i64_array(ctx, arena, op, "strides");
        check(
            ctx,
            arena,
            op,
            offsets.len() == sizes.len() && offsets.len() == strides.len(),
            "expected offsets, sizes and strides attributes of same size",
        )?;
        for (values, name) in [(&offsets, "offsets"), (&sizes, "sizes"), (&strides, "strides")] {
            no_longer_than_rank(ctx, arena, op, values, shape.len(), name)?;
        }
        confined_to_shape(ctx, arena, op, &offsets, &shape, "offsets", Bounds::OFFSET)?;
        confined_to_shape(ctx, arena, op, &sizes, &shape, "sizes", Bounds::SIZE)?;
        unit_strides(ctx, arena, op, &strides)?;
        sum_confined_to_shape(ctx, arena, op, (&offsets, &sizes), &shape, ("offsets", "sizes"))?;
        let mut inferred_shape = sizes.clone();
        inferred_shape.extend(shape.iter().skip(sizes.len()));
        let inferred = ctx.get_type(TypeKind::Vector {
            shape: inferred_shape,
            scalable: scalable.clone(),
            element,
        });
        check(
            ctx,
            arena,
            op,
            result == inferred,
            format!("expected result type to be '{}'", type_to_string(ctx, inferred)),
        )?;
        for (idx, (&size, &dim)) in sizes.iter().zip(&shape).enumerate() {
            if scalable.get(idx).copied().unwrap_or(false) && size != dim {
                return Err(scalable_size_mismatch(ctx, arena, op, idx, size, dim));
            }
        }
        Ok(())
    }
}

impl InsertStridedSliceOp {
    /// `InsertStridedSliceOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((src, src_scalable, _)), Some((dest, dest_scalable, _))) =
            (operand_vector(ctx, arena, op, 0), operand_vector(ctx, arena, op, 1))
        else {
            return Ok(());
        };
        let offsets = i64_array(ctx, arena, op, "offsets");
        let strides = i64_array(ctx, arena, op, "strides");
        check(
            ctx,
            arena,
            op,
            offsets.len() == dest.len(),
            "expected offsets of same size as destination vector rank",
        )?;
        check(
            ctx,
            arena,
            op,
            strides.len() == src.len(),
            "expected strides of same size as source vector rank",
        )?;
        check(
            ctx,
            arena,
            op,
            src.len() <= dest.len(),
            "expected source rank to be no greater than destination rank",
        )?;
        let rank_diff = dest.len() - src.len();
        let mut src_as_dest = vec![0; rank_diff];
        src_as_dest.extend_from_slice(&src);
        confined_to_shape(ctx, arena, op, &offsets, &dest, "offsets", Bounds::OFFSET)?;
        unit_strides(ctx, arena, op, &strides)?;
        sum_confined_to_shape(
            ctx,
            arena,
            op,
            (&offsets, &src_as_dest),
            &dest,
            ("offsets", "source vector shape"),
        )?;
        for (idx, &size) in src.iter().enumerate() {
            let flag = |v: &[bool], i: usize| v.get(i).copied().unwrap_or(false);
            let is_scalable = flag(&src_scalable, idx);
            check(
                ctx,
                arena,
                op,
                is_scalable == flag(&dest_scalable, idx + rank_diff),
                format!("mismatching scalable flags (at source vector idx={idx})"),
            )?;
            let base = dest.get(idx + rank_diff).copied().unwrap_or(size);
            if is_scalable && size != base {
                return Err(scalable_size_mismatch(ctx, arena, op, idx, size, base));
            }
        }
        Ok(())
    }
}
