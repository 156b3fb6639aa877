//! `expandAffineExpr`/`expandAffineMap` (upstream `AffineApplyExpander`):
//! an affine expression over SSA dims and symbols as `arith` ops on
//! `index` values, built where the rewriter inserts, operands first (left
//! then right), each constant as its own `arith.constant`; `mod`,
//! `floordiv` and `ceildiv` with upstream's sign corrections, `*` with
//! `overflow<nsw>`.

use ir::affine::{AffineBinaryKind, AffineExpr, AffineMap};
use ir::conversion::ConversionPatternRewriter;
use ir::ods::OpBuilder;
use ir::{Attr, OpId, Value};

use crate::arith::ops::{self as arith, CmpIPredicate};
use crate::common::consts as c;

/// Builds one index op with `f` and returns its result.
fn emit(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    f: impl FnOnce(&mut OpBuilder<'_>) -> Result<OpId, ir::ods::BuildError>,
) -> Option<Value> {
    let op = rw.build(loc, f).ok()?;
    Some(rw.arena.result(op, 0))
}

/// `arith.constant value : index`.
pub(crate) fn index_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, value: i64) -> Option<Value> {
    let attr = ir::ods::values::int_attr(rw.ctx, value, "index").ok()?;
    let ty = rw.ctx.index_type();
    emit(rw, loc, |b| Ok(arith::ConstantOp::build(b, ty, attr)?.op()))
}

/// `arith.cmpi pred, lhs, rhs`.
pub(crate) fn cmpi(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    pred: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Option<Value> {
    let i1 = rw.ctx.integer_type(1, ir::types::Signedness::Signless);
    emit(rw, loc, |b| {
        Ok(arith::CmpIOp::build_unwrapped(b, i1, lhs, rhs, pred)?.op())
    })
}

fn select(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, cond: Value, t: Value, f: Value) -> Option<Value> {
    let idx = rw.ctx.index_type();
    emit(rw, loc, |b| Ok(arith::SelectOp::build(b, idx, cond, t, f)?.op()))
}

fn binary(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    lhs: Value,
    rhs: Value,
    f: crate::arith::builders::BinaryBuild,
) -> Option<Value> {
    let idx = rw.ctx.index_type();
    emit(rw, loc, |b| f(b, idx, lhs, rhs))
}

/// `expandAffineExpr`: `None` for an out-of-range dim or symbol or a
/// `mod`/`floordiv`/`ceildiv` by a non-positive constant (upstream
/// reports those as errors).
pub(crate) fn expand_expr(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    expr: &AffineExpr,
    dims: &[Value],
    symbols: &[Value],
) -> Option<Value> {
    use crate::arith::builders::{addi, divsi, subi};
    match expr {
        AffineExpr::Dim(d) => dims.get(*d as usize).copied(),
        AffineExpr::Symbol(s) => symbols.get(*s as usize).copied(),
        AffineExpr::Constant(v) => index_constant(rw, loc, *v),
        _ => {
            let (kind, l, r) = expr.as_binary()?;
            if !matches!(kind, AffineBinaryKind::Add | AffineBinaryKind::Mul) && r.as_constant().is_some_and(|v| v <= 0)
            {
                return None;
            }
            let lhs = expand_expr(rw, loc, l, dims, symbols)?;
            let rhs = expand_expr(rw, loc, r, dims, symbols)?;
            match kind {
                AffineBinaryKind::Add => binary(rw, loc, lhs, rhs, addi),
                AffineBinaryKind::Mul => {
                    let idx = rw.ctx.index_type();
                    let nsw = c::overflow_attr(rw.ctx, true, false);
                    emit(rw, loc, |b| Ok(arith::MulIOp::build(b, idx, lhs, rhs, Some(nsw))?.op()))
                }
                AffineBinaryKind::Mod => {
                    let remainder = binary(rw, loc, lhs, rhs, |b, t, x, y| {
                        Ok(arith::RemSIOp::build(b, t, x, y)?.op())
                    })?;
                    let zero = index_constant(rw, loc, 0)?;
                    let negative = cmpi(rw, loc, CmpIPredicate::Slt, remainder, zero)?;
                    let corrected = binary(rw, loc, remainder, rhs, addi)?;
                    select(rw, loc, negative, corrected, remainder)
                }
                AffineBinaryKind::FloorDiv => {
                    let zero = index_constant(rw, loc, 0)?;
                    let minus_one = index_constant(rw, loc, -1)?;
                    let negative = cmpi(rw, loc, CmpIPredicate::Slt, lhs, zero)?;
                    let negated_decremented = binary(rw, loc, minus_one, lhs, subi)?;
                    let dividend = select(rw, loc, negative, negated_decremented, lhs)?;
                    let quotient = binary(rw, loc, dividend, rhs, divsi)?;
                    let corrected = binary(rw, loc, minus_one, quotient, subi)?;
                    select(rw, loc, negative, corrected, quotient)
                }
                AffineBinaryKind::CeilDiv => {
                    let zero = index_constant(rw, loc, 0)?;
                    let one = index_constant(rw, loc, 1)?;
                    let non_positive = cmpi(rw, loc, CmpIPredicate::Sle, lhs, zero)?;
                    let negated = binary(rw, loc, zero, lhs, subi)?;
                    let decremented = binary(rw, loc, lhs, one, subi)?;
                    let dividend = select(rw, loc, non_positive, negated, decremented)?;
                    let quotient = binary(rw, loc, dividend, rhs, divsi)?;
                    let negated_quotient = binary(rw, loc, zero, quotient, subi)?;
                    let incremented = binary(rw, loc, quotient, one, addi)?;
                    select(rw, loc, non_positive, negated_quotient, incremented)
                }
            }
        }
    }
}

/// `expandAffineMap`: every result of `map` over `operands` (dims, then
/// symbols).
pub(crate) fn expand_map(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[Value],
) -> Option<Vec<Value>> {
    let num_dims = (map.num_dims as usize).min(operands.len());
    let (dims, symbols) = operands.split_at(num_dims);
    map.results
        .iter()
        .map(|e| expand_expr(rw, loc, e, dims, symbols))
        .collect()
}
