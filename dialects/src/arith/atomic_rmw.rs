//! `arith::AtomicRMWKind`: the reduction kinds of `affine.parallel` and
//! `memref.atomic_rmw`, with upstream's `getIdentityValueAttr` (the value a
//! reduction starts from) and `getReductionOp` (the arith op combining two
//! values).

use ir::ods::{BuildError, OpBuilder};
use ir::{Attr, Context, OpId, Type, Value};

use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::common::float::from_f64;

/// `arith::AtomicRMWKind` names, by value.
pub const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

/// `getIdentityValueAttr` of the kind named `kind` for values of type `ty`;
/// `None` for `assign`, an unknown kind or a type that does not fit.
pub fn identity_value(ctx: &Context, kind: &str, ty: Type) -> Option<Attr> {
    if let Some(fk) = c::float_kind(ctx, ty) {
        let value = match kind {
            "addf" => 0.0,
            "mulf" => 1.0,
            "maximumf" => f64::NEG_INFINITY,
            "minimumf" => f64::INFINITY,
            "maxnumf" | "minnumf" => f64::NAN,
            _ => return None,
        };
        return Some(c::float_attr(ctx, ty, from_f64(fk, value)));
    }
    let width = c::int_width(ctx, ty)?;
    let all_ones = c::mask(width);
    let sign = 1u128 << (width.max(1) - 1);
    let bits = match kind {
        "addi" | "ori" | "xori" | "maxu" => 0,
        "muli" => 1,
        "andi" | "minu" => all_ones,
        "maxs" => sign,
        "mins" => all_ones >> 1,
        _ => return None,
    };
    c::int_attr(ctx, ty, bits)
}

/// `getReductionOp`: builds the op combining `lhs` and `rhs` with the kind
/// named `kind`.
pub fn build_reduction(
    b: &mut OpBuilder<'_>,
    kind: &str,
    ty: Type,
    lhs: Value,
    rhs: Value,
) -> Result<OpId, BuildError> {
    Ok(match kind {
        "addf" => arith::AddFOp::build(b, ty, lhs, rhs, None)?.op(),
        "mulf" => arith::MulFOp::build(b, ty, lhs, rhs, None)?.op(),
        "maximumf" => arith::MaximumFOp::build(b, ty, lhs, rhs, None)?.op(),
        "minimumf" => arith::MinimumFOp::build(b, ty, lhs, rhs, None)?.op(),
        "maxnumf" => arith::MaxNumFOp::build(b, ty, lhs, rhs, None)?.op(),
        "minnumf" => arith::MinNumFOp::build(b, ty, lhs, rhs, None)?.op(),
        "addi" => arith::AddIOp::build(b, ty, lhs, rhs, None)?.op(),
        "muli" => arith::MulIOp::build(b, ty, lhs, rhs, None)?.op(),
        "maxs" => arith::MaxSIOp::build(b, ty, lhs, rhs)?.op(),
        "mins" => arith::MinSIOp::build(b, ty, lhs, rhs)?.op(),
        "maxu" => arith::MaxUIOp::build(b, ty, lhs, rhs)?.op(),
        "minu" => arith::MinUIOp::build(b, ty, lhs, rhs)?.op(),
        "andi" => arith::AndIOp::build(b, ty, lhs, rhs)?.op(),
        "ori" => arith::OrIOp::build(b, ty, lhs, rhs)?.op(),
        "xori" => arith::XOrIOp::build(b, ty, lhs, rhs)?.op(),
        _ => return Err(BuildError(format!("no reduction op for '{kind}'"))),
    })
}
