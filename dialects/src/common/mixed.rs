//! Mixed static/dynamic index lists (upstream `StaticValueUtils`): an
//! op's `static_*` array with `DYNAMIC` entries filled from its operands
//! (`getMixedValues`), folding constant operands into the static part
//! (`foldDynamicIndexList`), and splitting a list back into the property
//! and the operands (`dispatchIndexOpFoldResults`).

use crate::arith::ops::AddIOp as ArithAddIOp;
use crate::common::consts as c;
use crate::scf::folds::const_int;
use ir::attrs::Attr;
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Value};

/// An `OpFoldResult` of an index list: a static value or an SSA value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// A constant.
    Static(i64),
    /// An SSA value.
    Value(Value),
}

/// The values of the dense integer array property `name` of `op`.
pub(crate) fn i64_prop(ctx: &Context, a: &IrArena, op: OpId, name: &str) -> Option<Vec<i64>> {
    ir::ods::values::as_dense(ctx, c::prop(ctx, a, op, name)?)
}

/// `getMixedValues`: the static values with the dynamic operands in place
/// of the `DYNAMIC` entries; `None` when the counts disagree.
pub(crate) fn mixed(statics: &[i64], dynamic: &[Value]) -> Option<Vec<Bound>> {
    let mut dyn_iter = dynamic.iter();
    let out: Vec<Bound> = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dyn_iter.next().map(|&v| Bound::Value(v))
            } else {
                Some(Bound::Static(s))
            }
        })
        .collect::<Option<_>>()?;
    dyn_iter.next().is_none().then_some(out)
}

/// `dispatchIndexOpFoldResults`: the static array (`DYNAMIC` for values)
/// and the dynamic operands.
pub(crate) fn dispatch(list: &[Bound]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamic = Vec::new();
    for b in list {
        match *b {
            Bound::Static(s) => statics.push(s),
            Bound::Value(v) => {
                statics.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    (statics, dynamic)
}

/// `foldDynamicIndexList`: replaces constant operands by their value
/// (skipping negative ones with `only_non_negative`, zeros with
/// `only_non_zero`); whether anything changed.
pub(crate) fn fold_list(
    rw: &PatternRewriter<'_>,
    list: &mut [Bound],
    only_non_negative: bool,
    only_non_zero: bool,
) -> bool {
    let mut changed = false;
    for b in list.iter_mut() {
        let Bound::Value(v) = *b else { continue };
        let Some(value) = const_int(rw, v).and_then(|x| i64::try_from(x).ok()) else {
            continue;
        };
        if (only_non_negative && value < 0) || (only_non_zero && value == 0) {
            continue;
        }
        *b = Bound::Static(value);
        changed = true;
    }
    changed
}

/// A `DenseI64ArrayAttr`.
pub(crate) fn i64_array(ctx: &Context, values: &[i64]) -> Option<Attr> {
    ir::ods::values::dense_array(ctx, values, "i64").ok()
}

/// An `operandSegmentSizes` attribute for the given group sizes.
pub(crate) fn segment_sizes(ctx: &Context, sizes: &[usize]) -> Option<Attr> {
    let sizes: Vec<i64> = sizes.iter().map(|&s| i64::try_from(s).ok()).collect::<Option<_>>()?;
    ir::ods::values::dense_array(ctx, &sizes, "i32").ok()
}

/// `getValueOrCreateConstantIndexOp`: the value of a bound, creating an
/// `arith.constant` of index type at the insertion point for a static one.
pub(crate) fn value_or_constant(rw: &mut PatternRewriter<'_>, b: Bound, loc: Attr) -> Option<Value> {
    match b {
        Bound::Value(v) => Some(v),
        Bound::Static(s) => {
            let index = rw.ctx.index_type();
            let attr = c::int_attr(rw.ctx, index, s as u128)?;
            Some(crate::common::build::constant(rw, attr, index, loc))
        }
    }
}

/// The bit width `constantTripCount` gives a bound, and whether it is an
/// `index`: 64 bits for a static bound (an `i64` attribute), else from the
/// value's type.
fn bound_width(rw: &PatternRewriter<'_>, b: Bound) -> (u32, bool) {
    match b {
        Bound::Static(_) => (64, false),
        Bound::Value(v) => match rw.ctx.type_kind(rw.arena.value_type(v)) {
            ir::TypeKind::Integer { width, .. } => (*width, false),
            _ => (64, true),
        },
    }
}

/// `constantTripCount(lb, ub, step, /*isSigned=*/true, computeUbMinusLb)`
/// as MLIR 22 computes it: bounds of different widths (a static `i64`
/// against an `index` value) are unknown; equal bounds and zero or
/// negative steps run zero times; the distance is the constant bounds'
/// difference or `computeUbMinusLb`'s.
pub(crate) fn constant_trip_count(rw: &PatternRewriter<'_>, lb: Bound, ub: Bound, step: Bound) -> Option<i128> {
    let (width, is_index) = bound_width(rw, lb);
    if (width, is_index) != bound_width(rw, ub) {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    let read = |b: Bound| match b {
        Bound::Static(v) => Some(i128::from(v)),
        Bound::Value(v) => const_int(rw, v),
    };
    let step = read(step);
    if step.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    let diff = match (read(lb), read(ub)) {
        (Some(l), Some(u)) if u <= l => return Some(0),
        (Some(l), Some(u)) => c::sext(width, ((u - l) as u128) & c::mask(width)),
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(rw, lb, ub)?,
    };
    if diff < 0 {
        return Some(0);
    }
    let step = step?;
    Some(diff / step + i128::from(diff % step != 0))
}

/// `scf::computeUbMinusLb` (signed): `ub` is `arith.addi %lb, %cst`
/// without signed wrap, giving `%cst`.
fn ub_minus_lb(rw: &PatternRewriter<'_>, lb: Bound, ub: Bound) -> Option<i128> {
    let (Bound::Value(lb), Bound::Value(ub)) = (lb, ub) else {
        return None;
    };
    let add = ArithAddIOp::defining(rw.ctx, rw.arena, ub)?;
    let (nsw, _) = c::overflow_flags(rw.ctx, c::prop(rw.ctx, rw.arena, add.op(), "overflowFlags"));
    let (lhs, rhs) = (add.lhs(rw.ctx, rw.arena), add.rhs(rw.ctx, rw.arena));
    if !nsw || lhs != lb {
        return None;
    }
    const_int(rw, rhs)
}
