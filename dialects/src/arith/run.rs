//! What the arith ops do when `rods-run` runs them: integer arithmetic with
//! wrap-around in the operands' width, floats rounded to their format after
//! every op, comparisons, `select`, casts and constants. Every op works on
//! scalars and, elementwise, on tensors.

use ir::{Context, OpId};

use super::ops;
use crate::run::consts::attr_value;
use crate::run::lift::{elementwise, Elem};
use crate::run::value::{mask, Scalar};
use crate::run::{Flow, Machine, RunResult, RunTable};

type Fs = Result<Scalar, String>;

fn ints(s: &[Scalar]) -> Result<(u32, u128, u128), String> {
    match (s.first(), s.get(1)) {
        (Some(&Scalar::Int { width, bits: a }), Some(&Scalar::Int { bits: b, .. })) => Ok((width, a, b)),
        _ => Err("expected integer operands".into()),
    }
}

fn sext(width: u32, bits: u128) -> i128 {
    Scalar::Int { width, bits }.signed().unwrap_or(0)
}

/// A binary integer op on the operands' bits, wrapped to their width.
fn int_bin(s: &[Scalar], f: impl Fn(u32, u128, u128) -> Result<u128, String>) -> Fs {
    let (w, a, b) = ints(s)?;
    Ok(Scalar::Int {
        width: w,
        bits: f(w, a, b)? & mask(w),
    })
}

/// A binary integer op on the operands read as signed.
fn signed_bin(s: &[Scalar], f: impl Fn(i128, i128) -> Result<i128, String>) -> Fs {
    int_bin(s, |w, a, b| f(sext(w, a), sext(w, b)).map(|v| v as u128))
}

fn nonzero<T: Default + PartialEq>(b: T) -> Result<(), String> {
    if b == T::default() {
        Err("division by zero".into())
    } else {
        Ok(())
    }
}

fn floats(s: &[Scalar]) -> Result<(ir::float::FloatKind, f64, f64), String> {
    match (s.first(), s.get(1)) {
        (Some(&Scalar::Float { kind, value: a }), Some(&Scalar::Float { value: b, .. })) => Ok((kind, a, b)),
        _ => Err("expected float operands".into()),
    }
}

fn float_bin(s: &[Scalar], f: impl Fn(f64, f64) -> f64) -> Fs {
    let (k, a, b) = floats(s)?;
    Ok(Scalar::float(k, f(a, b)))
}

/// `maximumf`/`minimumf`: a NaN propagates, -0 < +0.
pub fn float_extremum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        // Equal values differ at most in the sign of zero.
        return if a.is_sign_negative() == max { b } else { a };
    }
    if (a > b) == max {
        a
    } else {
        b
    }
}

/// `maxnumf`/`minnumf`: a NaN operand yields the other.
pub fn float_num_extremum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    float_extremum(a, b, max)
}

fn predicate(m: &Machine<'_>, op: OpId) -> RunResult<i64> {
    m.attr(op, "predicate")
        .and_then(|a| ir::ods::values::as_int(m.ctx, a))
        .ok_or_else(|| m.op_error(op, "has no predicate"))
}

fn cmpi(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let pred = predicate(m, op)?;
    elementwise(m, op, &move |s, _| {
        let (w, a, b) = ints(s)?;
        super::folds::cmpi_apply(pred, w, a, b)
            .map(Scalar::bool)
            .ok_or_else(|| "unknown predicate".to_string())
    })
}

fn cmpf(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let pred = predicate(m, op)?;
    elementwise(m, op, &move |s, _| {
        let (_, a, b) = floats(s)?;
        super::folds::cmpf_apply(pred, a, b)
            .map(Scalar::bool)
            .ok_or_else(|| "unknown predicate".to_string())
    })
}

fn constant(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let value = m
        .attr(op, "value")
        .and_then(|a| attr_value(m.ctx, a))
        .ok_or_else(|| m.op_error(op, "has a value rods-run cannot read"))?;
    m.set_result(op, 0, value)?;
    Ok(Flow::Next)
}

fn first(s: &[Scalar]) -> Result<Scalar, String> {
    s.first().copied().ok_or_else(|| "expected an operand".into())
}

fn int_operand(s: &[Scalar]) -> Result<(u32, u128), String> {
    match first(s)? {
        Scalar::Int { width, bits } => Ok((width, bits)),
        Scalar::Float { .. } => Err("expected an integer operand".into()),
    }
}

fn float_operand(s: &[Scalar]) -> Result<f64, String> {
    first(s)?.as_f64().ok_or_else(|| "expected a float operand".into())
}

/// Extends or truncates an integer to the result width, sign- or
/// zero-extending.
fn resize(s: &[Scalar], e: Elem, signed: bool) -> Fs {
    let (w, bits) = int_operand(s)?;
    let to = e.int()?;
    Ok(if signed {
        Scalar::int(to, sext(w, bits))
    } else {
        Scalar::Int {
            width: to,
            bits: bits & mask(to),
        }
    })
}

/// `fptosi`/`fptoui`: round toward zero; out of range is poison (an error).
fn float_to_int(s: &[Scalar], e: Elem, signed: bool) -> Fs {
    let v = float_operand(s)?.trunc();
    let w = e.int()?;
    let (lo, hi) = if signed {
        (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
    } else {
        (0.0, 2f64.powi(w as i32))
    };
    if v.is_nan() || v < lo || v >= hi {
        return Err(format!("{v} is out of range of the result type (poison)"));
    }
    Ok(Scalar::int(w, v as i128))
}

fn int_to_float(s: &[Scalar], e: Elem, signed: bool) -> Fs {
    let (w, bits) = int_operand(s)?;
    let v = if signed { sext(w, bits) as f64 } else { bits as f64 };
    Ok(Scalar::float(e.kind()?, v))
}

fn bitcast(s: &[Scalar], e: Elem) -> Fs {
    let bits = match first(s)? {
        Scalar::Int { bits, .. } => bits,
        Scalar::Float { kind, value } => match kind {
            ir::float::FloatKind::F32 => (value as f32).to_bits() as u128,
            ir::float::FloatKind::F64 => value.to_bits() as u128,
            k => ir::float::from_f64(k, value),
        },
    };
    match (e.width, e.float) {
        (Some(w), _) => Ok(Scalar::Int {
            width: w,
            bits: bits & mask(w),
        }),
        (_, Some(k)) => Ok(Scalar::Float {
            kind: k,
            value: ir::float::to_f64(k, bits),
        }),
        _ => Err("unsupported bitcast".into()),
    }
}

fn select(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    elementwise(m, op, &|s, _| match s {
        [Scalar::Int { bits, .. }, a, b] => Ok(if *bits & 1 == 1 { *a } else { *b }),
        _ => Err("expected an i1 condition".into()),
    })
}

/// Registers the arith runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ConstantOp::NAME, constant);
    t.add(ctx, ops::CmpIOp::NAME, cmpi);
    t.add(ctx, ops::CmpFOp::NAME, cmpf);
    t.add(ctx, ops::SelectOp::NAME, select);
    // Integers.
    t.add(ctx, ops::AddIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a.wrapping_add(b))))
    });
    t.add(ctx, ops::SubIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a.wrapping_sub(b))))
    });
    t.add(ctx, ops::MulIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a.wrapping_mul(b))))
    });
    t.add(ctx, ops::DivUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| nonzero(b).map(|_| a / b)))
    });
    t.add(ctx, ops::DivSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            signed_bin(s, |a, b| nonzero(b).map(|_| a.wrapping_div(b)))
        })
    });
    t.add(ctx, ops::RemUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| nonzero(b).map(|_| a % b)))
    });
    t.add(ctx, ops::RemSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            signed_bin(s, |a, b| nonzero(b).map(|_| a.wrapping_rem(b)))
        })
    });
    t.add(ctx, ops::CeilDivUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| nonzero(b).map(|_| a.div_ceil(b))))
    });
    t.add(ctx, ops::CeilDivSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            signed_bin(s, |a, b| {
                nonzero(b)?;
                let q = a.wrapping_div(b);
                Ok(if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
                    q.wrapping_add(1)
                } else {
                    q
                })
            })
        })
    });
    t.add(ctx, ops::FloorDivSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            signed_bin(s, |a, b| {
                nonzero(b)?;
                let q = a.wrapping_div(b);
                Ok(if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
                    q.wrapping_sub(1)
                } else {
                    q
                })
            })
        })
    });
    t.add(ctx, ops::AndIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a & b)))
    });
    t.add(ctx, ops::OrIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a | b)))
    });
    t.add(ctx, ops::XOrIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a ^ b)))
    });
    t.add(ctx, ops::ShLIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            int_bin(s, |w, a, b| Ok(if b >= w.min(128) as u128 { 0 } else { a << b }))
        })
    });
    t.add(ctx, ops::ShRUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            int_bin(s, |w, a, b| Ok(if b >= w.min(128) as u128 { 0 } else { a >> b }))
        })
    });
    t.add(ctx, ops::ShRSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| {
            int_bin(s, |w, a, b| {
                let shift = b.min(w.clamp(1, 128) as u128 - 1) as u32;
                Ok((sext(w, a) >> shift) as u128)
            })
        })
    });
    t.add(ctx, ops::MaxSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| signed_bin(s, |a, b| Ok(a.max(b))))
    });
    t.add(ctx, ops::MinSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| signed_bin(s, |a, b| Ok(a.min(b))))
    });
    t.add(ctx, ops::MaxUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a.max(b))))
    });
    t.add(ctx, ops::MinUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| int_bin(s, |_, a, b| Ok(a.min(b))))
    });
    // Floats.
    t.add(ctx, ops::AddFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| a + b))
    });
    t.add(ctx, ops::SubFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| a - b))
    });
    t.add(ctx, ops::MulFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| a * b))
    });
    t.add(ctx, ops::DivFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| a / b))
    });
    t.add(ctx, ops::RemFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| a % b))
    });
    t.add(ctx, ops::MaximumFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| float_extremum(a, b, true)))
    });
    t.add(ctx, ops::MinimumFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| float_extremum(a, b, false)))
    });
    t.add(ctx, ops::MaxNumFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| float_num_extremum(a, b, true)))
    });
    t.add(ctx, ops::MinNumFOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| float_bin(s, |a, b| float_num_extremum(a, b, false)))
    });
    t.add(ctx, ops::NegFOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| Ok(Scalar::float(e.kind()?, -float_operand(s)?)))
    });
    // Casts.
    t.add(ctx, ops::ExtUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| resize(s, e, false))
    });
    t.add(ctx, ops::ExtSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| resize(s, e, true))
    });
    t.add(ctx, ops::TruncIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| resize(s, e, false))
    });
    t.add(ctx, ops::IndexCastOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| resize(s, e, true))
    });
    t.add(ctx, ops::IndexCastUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| resize(s, e, false))
    });
    t.add(ctx, ops::SIToFPOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| int_to_float(s, e, true))
    });
    t.add(ctx, ops::UIToFPOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| int_to_float(s, e, false))
    });
    t.add(ctx, ops::FPToSIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| float_to_int(s, e, true))
    });
    t.add(ctx, ops::FPToUIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| float_to_int(s, e, false))
    });
    t.add(ctx, ops::ExtFOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| Ok(Scalar::float(e.kind()?, float_operand(s)?)))
    });
    t.add(ctx, ops::TruncFOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| Ok(Scalar::float(e.kind()?, float_operand(s)?)))
    });
    t.add(ctx, ops::BitcastOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| bitcast(s, e))
    });
}
