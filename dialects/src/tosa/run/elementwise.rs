//! TOSA's elementwise ops: operands of the same rank broadcast along their
//! size-1 dimensions; integer ops wrap in the element width, float ops round
//! to the element format.

use std::rc::Rc;

use ir::{Context, OpId};

use super::super::ops;
use crate::arith::run::{float_extremum, float_num_extremum};
use crate::run::consts::attr_value;
use crate::run::lift::Elem;
use crate::run::value::{for_each_index, mask, RtValue, Scalar, Tensor};
use crate::run::{Flow, Machine, RunResult, RunTable};

type Fs = Result<Scalar, String>;

/// Applies `f` to the broadcast elements of `op`'s tensor operands (all of
/// them, or the first `count`), producing result 0.
fn broadcast_map(m: &mut Machine<'_>, op: OpId, count: usize, f: &dyn Fn(&[Scalar], Elem) -> Fs) -> RunResult<Flow> {
    let n = m.arena.num_operands(op).min(count);
    let inputs = (0..n)
        .map(|i| m.tensor(op, m.arena.operand(op, i)))
        .collect::<RunResult<Vec<Rc<Tensor>>>>()?;
    let ty = m.result_type(op, 0)?;
    let elem = m.element_type(op, ty)?;
    let facts = Elem::of(m, elem);
    let rank = inputs.first().map(|t| t.shape.len()).unwrap_or(0);
    if inputs.iter().any(|t| t.shape.len() != rank) {
        return Err(m.op_error(op, "operands have different ranks"));
    }
    let mut shape = vec![1i64; rank];
    for t in &inputs {
        for (d, &size) in t.shape.iter().enumerate() {
            if size != 1 {
                if shape[d] != 1 && shape[d] != size {
                    return Err(m.op_error(op, "operands cannot be broadcast to one shape"));
                }
                shape[d] = size;
            }
        }
    }
    let strides: Vec<Vec<i64>> = inputs
        .iter()
        .map(|t| {
            let rm = crate::run::value::row_major_strides(&t.shape);
            rm.iter()
                .zip(&t.shape)
                .map(|(&s, &d)| if d == 1 { 0 } else { s })
                .collect()
        })
        .collect();
    let mut data = Vec::new();
    let mut scalars = Vec::with_capacity(inputs.len());
    for_each_index(&shape, |idx| {
        scalars.clear();
        for (t, st) in inputs.iter().zip(&strides) {
            let pos: i64 = idx.iter().zip(st).map(|(&i, &s)| i * s).sum();
            scalars.push(t.data[pos as usize]);
        }
        data.push(f(&scalars, facts).map_err(|e| m.op_error(op, e))?);
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, elem, data))
}

fn pair(s: &[Scalar]) -> Result<(Scalar, Scalar), String> {
    match s {
        [a, b, ..] => Ok((*a, *b)),
        _ => Err("expected two operands".into()),
    }
}

/// A binary op: `int` on the signed values (wrapped to the result width),
/// `float` on floats.
fn arith(s: &[Scalar], e: Elem, int: fn(i128, i128) -> i128, float: fn(f64, f64) -> f64) -> Fs {
    match pair(s)? {
        (Scalar::Float { kind, value: a }, Scalar::Float { value: b, .. }) => Ok(Scalar::float(kind, float(a, b))),
        (a @ Scalar::Int { .. }, b @ Scalar::Int { .. }) => {
            let (Some(x), Some(y)) = (a.signed(), b.signed()) else {
                return Err("expected integer operands".into());
            };
            Ok(Scalar::int(e.int()?, int(x, y)))
        }
        _ => Err("operands of different kinds".into()),
    }
}

fn compare(s: &[Scalar], int: fn(i128, i128) -> bool, float: fn(f64, f64) -> bool) -> Fs {
    Ok(Scalar::bool(match pair(s)? {
        (Scalar::Float { value: a, .. }, Scalar::Float { value: b, .. }) => float(a, b),
        (a, b) => int(a.signed().unwrap_or(0), b.signed().unwrap_or(0)),
    }))
}

fn unary_float(s: &[Scalar], e: Elem, f: fn(f64) -> f64) -> Fs {
    let v = s.first().and_then(|x| x.as_f64()).ok_or("expected a float operand")?;
    Ok(Scalar::float(e.kind()?, f(v)))
}

/// `tosa.mul`: floats multiply; integers multiply, then shift right with
/// rounding by the `shift` operand (TOSA's `apply_scale`-free path).
fn mul(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let shift = match m.arena.num_operands(op) {
        3 => m
            .tensor(op, ops::MulOp(op).shift(m.ctx, m.arena))?
            .data
            .first()
            .and_then(|s| s.signed())
            .unwrap_or(0),
        _ => 0,
    };
    if !(0..=63).contains(&shift) {
        return Err(m.op_error(op, format!("has a shift of {shift}, outside [0, 63]")));
    }
    broadcast_map(m, op, 2, &move |s, e| match pair(s)? {
        (Scalar::Float { kind, value: a }, Scalar::Float { value: b, .. }) => Ok(Scalar::float(kind, a * b)),
        (a, b) => {
            let product = a.signed().unwrap_or(0).wrapping_mul(b.signed().unwrap_or(0));
            let v = if shift > 0 {
                (product + (1i128 << (shift - 1))) >> shift
            } else {
                product
            };
            Ok(Scalar::int(e.int()?, v))
        }
    })
}

fn clamp(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let c = ops::ClampOp(op);
    let bound = |a: Option<ir::Attr>| match a.and_then(|a| attr_value(m.ctx, a)) {
        Some(RtValue::Scalar(s)) => Ok(s),
        _ => Err(m.op_error(op, "has no clamp bounds")),
    };
    let (lo, hi) = (
        bound(c.min_val_attr(m.ctx, m.arena))?,
        bound(c.max_val_attr(m.ctx, m.arena))?,
    );
    broadcast_map(m, op, 1, &move |s, e| match s.first() {
        Some(&Scalar::Float { kind, value }) => {
            let (l, h) = (lo.as_f64().unwrap_or(f64::MIN), hi.as_f64().unwrap_or(f64::MAX));
            Ok(Scalar::float(
                kind,
                float_extremum(float_extremum(value, l, true), h, false),
            ))
        }
        Some(x) => {
            let v = x.signed().unwrap_or(0);
            let (l, h) = (lo.signed().unwrap_or(i128::MIN), hi.signed().unwrap_or(i128::MAX));
            Ok(Scalar::int(e.int()?, v.max(l).min(h)))
        }
        None => Err("expected an operand".into()),
    })
}

fn nan_ignore(m: &Machine<'_>, op: OpId) -> bool {
    m.attr(op, "nan_mode")
        .and_then(|a| ir::ods::values::as_str(m.ctx, a).or_else(|| Some(ir::text::printer::attr_to_string(m.ctx, a))))
        .is_some_and(|s| s.contains("IGNORE"))
}

fn extremum(m: &mut Machine<'_>, op: OpId, max: bool) -> RunResult<Flow> {
    let ignore = nan_ignore(m, op);
    broadcast_map(m, op, 2, &move |s, e| match pair(s)? {
        (Scalar::Float { kind, value: a }, Scalar::Float { value: b, .. }) => Ok(Scalar::float(
            kind,
            if ignore {
                float_num_extremum(a, b, max)
            } else {
                float_extremum(a, b, max)
            },
        )),
        (a, b) => {
            let (x, y) = (a.signed().unwrap_or(0), b.signed().unwrap_or(0));
            Ok(Scalar::int(e.int()?, if max { x.max(y) } else { x.min(y) }))
        }
    })
}

/// `tosa.cast`: float to integer rounds half to even and saturates; integer
/// narrowing wraps; to `i1` tests for non-zero.
fn cast(s: &[Scalar], e: Elem) -> Fs {
    let x = *s.first().ok_or("expected an operand")?;
    match (x, e.width, e.float) {
        (Scalar::Float { value, .. }, Some(1), _) => Ok(Scalar::bool(value != 0.0)),
        (Scalar::Float { value, .. }, Some(w), _) => {
            let r = value.round_ties_even();
            let (lo, hi) = (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1) - 1.0);
            let v = if r.is_nan() { 0.0 } else { r.clamp(lo, hi) };
            Ok(Scalar::int(w, v as i128))
        }
        (Scalar::Int { bits, .. }, Some(1), _) => Ok(Scalar::bool(bits != 0)),
        (Scalar::Int { width, bits }, Some(w), _) => {
            let v = if width == 1 {
                bits as i128
            } else {
                x.signed().unwrap_or(0)
            };
            Ok(Scalar::Int {
                width: w,
                bits: (v as u128) & mask(w),
            })
        }
        (Scalar::Int { width, bits }, None, Some(k)) => {
            let v = if width == 1 {
                bits as f64
            } else {
                x.signed().unwrap_or(0) as f64
            };
            Ok(Scalar::float(k, v))
        }
        (Scalar::Float { value, .. }, None, Some(k)) => Ok(Scalar::float(k, value)),
        _ => Err("unsupported cast".into()),
    }
}

fn negate(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let zp = |i: usize| -> RunResult<i128> {
        if m.arena.num_operands(op) <= i {
            return Ok(0);
        }
        Ok(m.tensor(op, m.arena.operand(op, i))?
            .data
            .first()
            .and_then(|s| s.signed())
            .unwrap_or(0))
    };
    let (in_zp, out_zp) = (zp(1)?, zp(2)?);
    broadcast_map(m, op, 1, &move |s, e| match s.first() {
        Some(&Scalar::Float { kind, value }) => Ok(Scalar::float(kind, -value)),
        Some(x) => Ok(Scalar::int(e.int()?, -(x.signed().unwrap_or(0) - in_zp) + out_zp)),
        None => Err("expected an operand".into()),
    })
}

fn select(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    broadcast_map(m, op, 3, &|s, _| match s {
        [c, a, b] => Ok(if c.unsigned().unwrap_or(0) & 1 == 1 { *a } else { *b }),
        _ => Err("expected three operands".into()),
    })
}

/// TOSA's `apply_scale_32`/`apply_scale_16`: `(value * multiplier + round)
/// >> shift`, where `double_round` adds (or takes) 2^30 more for shifts above
/// 31.
fn scale(value: i128, multiplier: i128, shift: i128, double_round: bool) -> Result<i128, String> {
    if !(0..=62).contains(&shift) {
        return Err(format!("shift {shift} is outside [0, 62]"));
    }
    let mut round = if shift > 0 { 1i128 << (shift - 1) } else { 0 };
    if double_round && shift > 31 {
        round += if value >= 0 { 1 << 30 } else { -(1 << 30) };
    }
    Ok((value * multiplier + round) >> shift)
}

/// The range of a `width`-bit integer, signed or unsigned.
fn int_range(width: u32, unsigned: bool) -> Result<(i128, i128), String> {
    if !(1..=64).contains(&width) {
        return Err(format!("unsupported integer width {width}"));
    }
    Ok(if unsigned {
        (0, (1i128 << width) - 1)
    } else {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    })
}

fn double_rounding(m: &Machine<'_>, op: OpId) -> bool {
    m.attr(op, "rounding_mode")
        .map(|a| ir::text::printer::attr_to_string(m.ctx, a))
        .is_some_and(|s| s.contains("DOUBLE"))
}

/// `tosa.apply_scale`; the result must fit the result type.
fn apply_scale(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let double = double_rounding(m, op);
    crate::run::lift::elementwise(m, op, &move |s, e| {
        let [value, multiplier, shift] = s else {
            return Err("expected three operands".into());
        };
        let v = value.signed().unwrap_or(0);
        let result = scale(v, multiplier.signed().unwrap_or(0), shift.signed().unwrap_or(0), double)?;
        let width = e.int()?;
        let (lo, hi) = int_range(width, false)?;
        if result < lo || result > hi {
            return Err(format!("result {result} does not fit i{width}"));
        }
        Ok(Scalar::int(width, result))
    })
}

/// `tosa.rescale`: `(input - input_zp)` scaled by the (per-channel:
/// last-dimension) multiplier and shift, plus `output_zp`, saturated to the
/// output type; `input_unsigned`/`output_unsigned` read and clamp the
/// values as unsigned.
fn rescale(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let r = ops::RescaleOp(op);
    let input = m.tensor(op, r.input(m.ctx, m.arena))?;
    let multipliers = m.tensor(op, r.multiplier(m.ctx, m.arena))?;
    let shifts = m.tensor(op, r.shift(m.ctx, m.arena))?;
    let flag = |name: &str| {
        m.attr(op, name)
            .and_then(|a| ir::ods::values::as_bool(m.ctx, a))
            .unwrap_or(false)
    };
    let (per_channel, in_unsigned, out_unsigned) =
        (flag("per_channel"), flag("input_unsigned"), flag("output_unsigned"));
    let scale32 = flag("scale32");
    let double = double_rounding(m, op) && scale32;
    let read = |s: Scalar, unsigned: bool| {
        if unsigned {
            s.unsigned().map(|v| v as i128).unwrap_or(0)
        } else {
            s.signed().unwrap_or(0)
        }
    };
    let first = |t: std::rc::Rc<Tensor>| t.data.first().copied().unwrap_or(Scalar::int(64, 0));
    let in_zp = read(first(m.tensor(op, r.input_zp(m.ctx, m.arena))?), in_unsigned);
    let out_zp = read(first(m.tensor(op, r.output_zp(m.ctx, m.arena))?), out_unsigned);
    let ty = m.result_type(op, 0)?;
    let elem = m.element_type(op, ty)?;
    let width = crate::run::lift::int_width(m, elem).map_err(|e| m.op_error(op, e))?;
    let (lo, hi) = int_range(width, out_unsigned).map_err(|e| m.op_error(op, e))?;
    let channels = input.shape.last().copied().unwrap_or(1).max(1) as usize;
    let mut data = Vec::with_capacity(input.data.len());
    for (i, &x) in input.data.iter().enumerate() {
        let c = if per_channel { i % channels } else { 0 };
        let (Some(&mul), Some(&sh)) = (multipliers.data.get(c), shifts.data.get(c)) else {
            return Err(m.op_error(op, "has fewer multipliers or shifts than channels"));
        };
        let v = read(x, in_unsigned) - in_zp;
        let scaled =
            scale(v, mul.signed().unwrap_or(0), sh.signed().unwrap_or(0), double).map_err(|e| m.op_error(op, e))?;
        data.push(Scalar::int(width, (scaled + out_zp).clamp(lo, hi)));
    }
    m.set_tensor(op, Tensor::new(input.shape.clone(), elem, data))
}

/// `tosa.const`.
fn constant(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let value = ops::ConstOp(op)
        .values_attr(m.ctx, m.arena)
        .and_then(|a| attr_value(m.ctx, a))
        .ok_or_else(|| m.op_error(op, "has values rods-run cannot read"))?;
    m.set_result(op, 0, value)?;
    Ok(Flow::Next)
}

/// Registers the elementwise tosa runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ConstOp::NAME, constant);
    t.add(ctx, ops::AddOp::NAME, |m, op| {
        broadcast_map(m, op, 2, &|s, e| arith(s, e, i128::wrapping_add, |a, b| a + b))
    });
    t.add(ctx, ops::SubOp::NAME, |m, op| {
        broadcast_map(m, op, 2, &|s, e| arith(s, e, i128::wrapping_sub, |a, b| a - b))
    });
    t.add(ctx, ops::MulOp::NAME, mul);
    t.add(ctx, ops::ApplyScaleOp::NAME, apply_scale);
    t.add(ctx, ops::RescaleOp::NAME, rescale);
    t.add(ctx, ops::MaximumOp::NAME, |m, op| extremum(m, op, true));
    t.add(ctx, ops::MinimumOp::NAME, |m, op| extremum(m, op, false));
    t.add(ctx, ops::ClampOp::NAME, clamp);
    t.add(ctx, ops::SigmoidOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, |x| 1.0 / (1.0 + (-x).exp())))
    });
    t.add(ctx, ops::TanhOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, f64::tanh))
    });
    t.add(ctx, ops::ExpOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, f64::exp))
    });
    t.add(ctx, ops::LogOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, f64::ln))
    });
    t.add(ctx, ops::RsqrtOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, |x| 1.0 / x.sqrt()))
    });
    t.add(ctx, ops::ReciprocalOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, |x| 1.0 / x))
    });
    t.add(ctx, ops::ErfOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| unary_float(s, e, crate::math::run::erf))
    });
    t.add(ctx, ops::AbsOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, e| match s.first() {
            Some(&Scalar::Float { kind, value }) => Ok(Scalar::float(kind, value.abs())),
            Some(x) => Ok(Scalar::int(e.int()?, x.signed().unwrap_or(0).wrapping_abs())),
            None => Err("expected an operand".into()),
        })
    });
    t.add(ctx, ops::NegateOp::NAME, negate);
    t.add(ctx, ops::GreaterOp::NAME, |m, op| {
        broadcast_map(m, op, 2, &|s, _| compare(s, |a, b| a > b, |a, b| a > b))
    });
    t.add(ctx, ops::GreaterEqualOp::NAME, |m, op| {
        broadcast_map(m, op, 2, &|s, _| compare(s, |a, b| a >= b, |a, b| a >= b))
    });
    t.add(ctx, ops::EqualOp::NAME, |m, op| {
        broadcast_map(m, op, 2, &|s, _| compare(s, |a, b| a == b, |a, b| a == b))
    });
    t.add(ctx, ops::SelectOp::NAME, select);
    t.add(ctx, ops::CastOp::NAME, |m, op| broadcast_map(m, op, 1, &cast));
    t.add(ctx, ops::IdentityOp::NAME, |m, op| {
        broadcast_map(m, op, 1, &|s, _| {
            s.first().copied().ok_or_else(|| "expected an operand".into())
        })
    });
}
