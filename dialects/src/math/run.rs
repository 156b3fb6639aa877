//! What the math ops do when `rods-run` runs them: the float functions
//! computed in `f64` and rounded to the operand's format, plus the integer
//! ones (`absi`, `ctpop`, `ctlz`, `cttz`, `ipowi`). Scalars and tensors (elementwise).

use ir::{Context, OpId};

use super::ops;
use crate::run::lift::{elementwise, Elem};
use crate::run::value::Scalar;
use crate::run::{Flow, Machine, RunResult, RunTable};

type Fs = Result<Scalar, String>;

fn unary(s: &[Scalar], e: Elem, f: impl Fn(f64) -> f64) -> Fs {
    let v = s
        .first()
        .and_then(|x| x.as_f64())
        .ok_or_else(|| "expected a float operand".to_string())?;
    Ok(Scalar::float(e.kind()?, f(v)))
}

fn binary(s: &[Scalar], e: Elem, f: impl Fn(f64, f64) -> f64) -> Fs {
    match (s.first().and_then(|x| x.as_f64()), s.get(1).and_then(|x| x.as_f64())) {
        (Some(a), Some(b)) => Ok(Scalar::float(e.kind()?, f(a, b))),
        _ => Err("expected float operands".into()),
    }
}

fn predicate(s: &[Scalar], f: impl Fn(f64) -> bool) -> Fs {
    let v = s
        .first()
        .and_then(|x| x.as_f64())
        .ok_or_else(|| "expected a float operand".to_string())?;
    Ok(Scalar::bool(f(v)))
}

/// The error function, to about `f64` precision: its Taylor series below 2,
/// the continued fraction of `erfc` above.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let r = if a < 2.0 {
        let x2 = a * a;
        let mut term = a;
        let mut sum = a;
        let mut n = 0.0;
        while term.abs() > 1e-17 * sum.abs() {
            n += 1.0;
            term *= -x2 / n;
            sum += term / (2.0 * n + 1.0);
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    } else {
        // erfc(a) = exp(-a^2) / sqrt(pi) / (a + (1/2) / (a + (2/2) / (a + ...))).
        let mut t = a;
        for k in (1..=200).rev() {
            t = a + (k as f64 / 2.0) / t;
        }
        1.0 - (-a * a).exp() / (std::f64::consts::PI.sqrt() * t)
    };
    r.copysign(x)
}

/// Rounds half away from zero (`math.round`).
fn round_half_away(v: f64) -> f64 {
    v.round()
}

/// Rounds half to even (`math.roundeven`).
fn round_half_even(v: f64) -> f64 {
    v.round_ties_even()
}

/// A float function on `f64`.
type FloatFn = fn(f64) -> f64;

/// The unary float ops and their functions on `f64`.
const UNARY: &[(&str, FloatFn)] = &[
    (ops::ExpOp::NAME, f64::exp),
    (ops::Exp2Op::NAME, f64::exp2),
    (ops::ExpM1Op::NAME, f64::exp_m1),
    (ops::LogOp::NAME, f64::ln),
    (ops::Log2Op::NAME, f64::log2),
    (ops::Log10Op::NAME, f64::log10),
    (ops::Log1pOp::NAME, f64::ln_1p),
    (ops::SqrtOp::NAME, f64::sqrt),
    (ops::RsqrtOp::NAME, |v| 1.0 / v.sqrt()),
    (ops::CbrtOp::NAME, f64::cbrt),
    (ops::TanhOp::NAME, f64::tanh),
    (ops::SinOp::NAME, f64::sin),
    (ops::CosOp::NAME, f64::cos),
    (ops::TanOp::NAME, f64::tan),
    (ops::AsinOp::NAME, f64::asin),
    (ops::AcosOp::NAME, f64::acos),
    (ops::AtanOp::NAME, f64::atan),
    (ops::SinhOp::NAME, f64::sinh),
    (ops::CoshOp::NAME, f64::cosh),
    (ops::AsinhOp::NAME, f64::asinh),
    (ops::AcoshOp::NAME, f64::acosh),
    (ops::AtanhOp::NAME, f64::atanh),
    (ops::ErfOp::NAME, erf),
    (ops::ErfcOp::NAME, |v| 1.0 - erf(v)),
    (ops::AbsFOp::NAME, f64::abs),
    (ops::CeilOp::NAME, f64::ceil),
    (ops::FloorOp::NAME, f64::floor),
    (ops::TruncOp::NAME, f64::trunc),
    (ops::RoundOp::NAME, round_half_away),
    (ops::RoundEvenOp::NAME, round_half_even),
];

/// Runs an op of [`UNARY`]: its function on each element.
fn run_unary(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let ctx = m.ctx;
    let name = ctx.op_info(m.arena.op_name(op)).name();
    let Some(&(_, f)) = UNARY.iter().find(|&&(n, _)| n == name) else {
        return Err(m.op_error(op, "is not a unary float op"));
    };
    elementwise(m, op, &|s, e| unary(s, e, f))
}

/// Registers the math runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    for &(name, _) in UNARY {
        t.add(ctx, name, run_unary);
    }
    t.add(ctx, ops::PowFOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| binary(s, e, f64::powf))
    });
    t.add(ctx, ops::Atan2Op::NAME, |m, op| {
        elementwise(m, op, &|s, e| binary(s, e, f64::atan2))
    });
    t.add(ctx, ops::CopySignOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| binary(s, e, f64::copysign))
    });
    t.add(ctx, ops::FmaOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| match s {
            [a, b, c] => match (a.as_f64(), b.as_f64(), c.as_f64()) {
                (Some(a), Some(b), Some(c)) => Ok(Scalar::float(e.kind()?, a.mul_add(b, c))),
                _ => Err("expected float operands".into()),
            },
            _ => Err("expected three operands".into()),
        })
    });
    t.add(ctx, ops::IsNaNOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| predicate(s, f64::is_nan))
    });
    t.add(ctx, ops::IsInfOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| predicate(s, f64::is_infinite))
    });
    t.add(ctx, ops::IsFiniteOp::NAME, |m, op| {
        elementwise(m, op, &|s, _| predicate(s, f64::is_finite))
    });
    t.add(ctx, ops::AbsIOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| match s.first().and_then(|x| x.signed()) {
            Some(v) => Ok(Scalar::int(e.int()?, v.wrapping_abs())),
            None => Err("expected an integer operand".into()),
        })
    });
    t.add(ctx, ops::CtPopOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| match s.first().and_then(|x| x.unsigned()) {
            Some(v) => Ok(Scalar::int(e.int()?, v.count_ones() as i128)),
            None => Err("expected an integer operand".into()),
        })
    });
    t.add(ctx, ops::CountLeadingZerosOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| match s.first().and_then(|x| x.unsigned()) {
            Some(v) => {
                let width = e.int()?;
                let zeros = v.leading_zeros().saturating_sub(128 - width.min(128));
                Ok(Scalar::int(width, i128::from(zeros)))
            }
            None => Err("expected an integer operand".into()),
        })
    });
    t.add(ctx, ops::CountTrailingZerosOp::NAME, |m, op| {
        elementwise(m, op, &|s, e| match s.first().and_then(|x| x.unsigned()) {
            Some(v) => {
                let width = e.int()?;
                Ok(Scalar::int(width, i128::from(v.trailing_zeros().min(width))))
            }
            None => Err("expected an integer operand".into()),
        })
    });
}
