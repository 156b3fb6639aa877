//! The range of a value seen from its defining op alone (upstream's
//! `infer_int_range_op_binder`, behind `m_IntRangeWithoutZeroU`,
//! `m_IntRangeWithoutZeroS` and `m_IntRangeWithoutNegOneS`): the op's
//! `InferIntRangeInterface` asked with every operand at its widest range, so
//! only what the op itself fixes (a constant, `index.sizeof`, ...) narrows it.
//! Divisions' speculation asks it; no analysis runs.

use super::{max_range_of, ConstantIntRanges, IntegerValueRange};
use crate::interfaces::InferIntRangeInterfaceRef;
use crate::{Context, IrArena, Value};

/// The range `value`'s defining op infers for its result 0 (which `value`
/// must be) from operands of any value; `None` for a block argument, another
/// result, an op without the interface or a result it leaves unknown.
pub fn defining_op_range(ctx: &Context, arena: &IrArena, value: Value) -> Option<ConstantIntRanges> {
    let op = arena.defining_op(value)?;
    if arena.num_results(op) == 0 || arena.result(op, 0) != value {
        return None;
    }
    let iface = InferIntRangeInterfaceRef::get(ctx, arena, op)?;
    let args: Vec<IntegerValueRange> = arena
        .operands(op)
        .map(|v| max_range_of(ctx, arena.value_type(v)))
        .collect();
    let mut found = None;
    iface.infer_result_ranges_from_optional(ctx, arena, &args, &mut |v, r| {
        if v == value && r.is_some() {
            found = r;
        }
    });
    found
}

/// `m_IntRangeWithoutZeroU`'s predicate: zero is not in the unsigned range.
pub fn without_zero_u(r: &ConstantIntRanges) -> bool {
    r.umin() > 0
}

/// `m_IntRangeWithoutZeroS`'s predicate: the signed range is all positive or
/// all negative.
pub fn without_zero_s(r: &ConstantIntRanges) -> bool {
    r.smin_value() > 0 || r.smax_value() < 0
}

/// `m_IntRangeWithoutNegOneS`'s predicate: -1 is not in the signed range.
pub fn without_neg_one_s(r: &ConstantIntRanges) -> bool {
    r.smin_value() > -1 || r.smax_value() < -1
}
