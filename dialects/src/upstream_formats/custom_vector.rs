//! The verifiers of the vector ops (MLIR 22's `VectorOps.cpp`):
//! `vector.broadcast`, `vector.extract` and `vector.insert`.

use super::custom_func::{op_error, plain_error};
use super::vector::{BroadcastOp, ExtractOp, InsertOp};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind};

/// `TCresVTEtIsSameAsOpBase<0, 0>`: the element type (or the type) of
/// result 0 equals that of operand 0.
pub fn same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(operand), Some(result)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return true;
    };
    let elt = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    elt(arena.value_type(operand)) == elt(result)
}

/// The shape, scalable flags and element type of a vector type.
fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

/// The `static_position` of `op`.
fn static_position(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, "static_position")
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// `isValidPositiveIndexOrPoison` with the poison index `-1`.
fn valid_index_or_poison(index: i64, size: i64) -> bool {
    index == -1 || (index >= 0 && index < size)
}

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

/// `VectorElementTypeInterface`: integers, index and floats.
fn is_vector_element(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
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
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                    type_to_string(ctx, inferred),
                    type_to_string(ctx, result)
                ),
            ));
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
