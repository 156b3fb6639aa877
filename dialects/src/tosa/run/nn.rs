//! TOSA's tensor ops: `matmul`, `conv2d`, `depthwise_conv2d`, `max_pool2d`,
//! `avg_pool2d`, the reductions and `argmax`. Accumulation follows the
//! specification: in the accumulator type (floats rounded after every step,
//! integers less their zero points, wrapping), in the order of the reduction
//! loops, starting from the bias for convolutions.

use ir::float::FloatKind;
use ir::{Context, OpId, Type, TypeKind};

use super::super::ops;
use super::{int_attr, ints_attr};
use crate::arith::run::float_extremum;
use crate::run::value::{for_each_index, Scalar, Tensor};
use crate::run::{Flow, Machine, RunResult, RunTable};

/// An accumulator format.
#[derive(Copy, Clone, Debug)]
enum Acc {
    Float(FloatKind),
    Int(u32),
}

impl Acc {
    fn of(m: &Machine<'_>, op: OpId, ty: Type) -> RunResult<Acc> {
        match m.ctx.type_kind(ty) {
            TypeKind::Float(k) => Ok(Acc::Float(*k)),
            TypeKind::Integer { width, .. } => Ok(Acc::Int(*width)),
            _ => Err(m.op_error(op, "has an unsupported accumulator type")),
        }
    }

    /// The `acc_type` attribute of `op`, or the result's element type.
    fn for_op(m: &Machine<'_>, op: OpId, result_elem: Type) -> RunResult<Acc> {
        let ty = m
            .attr(op, "acc_type")
            .and_then(|a| ir::ods::values::as_type(m.ctx, a))
            .unwrap_or(result_elem);
        Acc::of(m, op, ty)
    }

    fn zero(self) -> Scalar {
        self.convert(Scalar::int(64, 0))
    }

    /// `v` converted to the accumulator.
    fn convert(self, v: Scalar) -> Scalar {
        match (self, v) {
            (Acc::Float(k), Scalar::Float { value, .. }) => Scalar::float(k, value),
            (Acc::Float(k), i) => Scalar::float(k, i.signed().unwrap_or(0) as f64),
            (Acc::Int(w), i) => Scalar::int(w, i.signed().unwrap_or(0)),
        }
    }

    /// `acc + (a - a_zp) * (b - b_zp)`.
    fn mac(self, acc: Scalar, a: Scalar, b: Scalar, a_zp: i128, b_zp: i128) -> Scalar {
        match (self, acc) {
            (Acc::Float(k), Scalar::Float { value, .. }) => {
                let product = Scalar::float(k, a.as_f64().unwrap_or(0.0) * b.as_f64().unwrap_or(0.0));
                Scalar::float(k, value + product.as_f64().unwrap_or(0.0))
            }
            (Acc::Int(w), _) => {
                let x = a.signed().unwrap_or(0) - a_zp;
                let y = b.signed().unwrap_or(0) - b_zp;
                Scalar::int(w, acc.signed().unwrap_or(0).wrapping_add(x.wrapping_mul(y)))
            }
            (Acc::Float(k), _) => Scalar::float(k, 0.0),
        }
    }
}

/// The accumulator converted to the result element `elem`.
fn to_result(m: &Machine<'_>, elem: Type, acc: Scalar) -> Scalar {
    match (m.ctx.type_kind(elem), acc) {
        (TypeKind::Float(k), Scalar::Float { value, .. }) => Scalar::float(*k, value),
        (TypeKind::Integer { width, .. }, a) => Scalar::int(*width, a.signed().unwrap_or(0)),
        _ => acc,
    }
}

/// The single value of a zero-point operand (`0` when absent).
fn zero_point(m: &Machine<'_>, op: OpId, i: usize) -> RunResult<i128> {
    if m.arena.num_operands(op) <= i {
        return Ok(0);
    }
    let t = m.tensor(op, m.arena.operand(op, i))?;
    Ok(t.data.first().and_then(|s| s.signed()).unwrap_or(0))
}

fn output(m: &Machine<'_>, op: OpId, rank: usize) -> RunResult<(Vec<i64>, Type)> {
    let ty = m.result_type(op, 0)?;
    let shape = m.static_shape(op, ty)?;
    if shape.len() != rank {
        return Err(m.op_error(op, format!("expects a rank-{rank} result, got shape {shape:?}")));
    }
    Ok((shape, m.element_type(op, ty)?))
}

fn at(m: &Machine<'_>, op: OpId, t: &Tensor, idx: &[i64]) -> RunResult<Scalar> {
    crate::tensor::run::element(m, op, t, idx)
}

fn check_rank(m: &Machine<'_>, op: OpId, t: &Tensor, rank: usize, what: &str) -> RunResult<()> {
    if t.shape.len() == rank {
        Ok(())
    } else {
        Err(m.op_error(op, format!("expects a rank-{rank} {what}, got shape {:?}", t.shape)))
    }
}

fn matmul(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let mm = ops::MatMulOp(op);
    let a = m.tensor(op, mm.a(m.ctx, m.arena))?;
    let b = m.tensor(op, mm.b(m.ctx, m.arena))?;
    check_rank(m, op, &a, 3, "a")?;
    check_rank(m, op, &b, 3, "b")?;
    let (a_zp, b_zp) = (zero_point(m, op, 2)?, zero_point(m, op, 3)?);
    let (shape, elem) = output(m, op, 3)?;
    let acc_kind = Acc::for_op(m, op, elem)?;
    let c = a.shape[2];
    let mut data = Vec::new();
    for_each_index(&shape, |idx| {
        let (n, h, w) = (idx[0], idx[1], idx[2]);
        let mut acc = acc_kind.zero();
        for k in 0..c {
            let x = at(m, op, &a, &[n.min(a.shape[0] - 1), h, k])?;
            let y = at(m, op, &b, &[n.min(b.shape[0] - 1), k, w])?;
            acc = acc_kind.mac(acc, x, y, a_zp, b_zp);
        }
        data.push(to_result(m, elem, acc));
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, elem, data))
}

/// The window facts of a convolution or pooling.
struct Window {
    pad_top: i64,
    pad_left: i64,
    stride: [i64; 2],
    dilation: [i64; 2],
}

fn window(m: &Machine<'_>, op: OpId, with_dilation: bool) -> RunResult<Window> {
    let pad = ints_attr(m, op, "pad")?;
    let stride = ints_attr(m, op, "stride")?;
    let dilation = if with_dilation {
        ints_attr(m, op, "dilation")?
    } else {
        vec![1, 1]
    };
    match (pad.as_slice(), stride.as_slice(), dilation.as_slice()) {
        ([top, _, left, _], [sy, sx], [dy, dx]) => Ok(Window {
            pad_top: *top,
            pad_left: *left,
            stride: [*sy, *sx],
            dilation: [*dy, *dx],
        }),
        _ => Err(m.op_error(op, "has malformed pad, stride or dilation")),
    }
}

/// The input position of output `(oh, ow)` and kernel `(kh, kw)`, if inside
/// the input (not in the padding).
fn input_pos(w: &Window, input: &Tensor, oh: i64, ow: i64, kh: i64, kw: i64) -> Option<(i64, i64)> {
    let ih = oh * w.stride[0] - w.pad_top + kh * w.dilation[0];
    let iw = ow * w.stride[1] - w.pad_left + kw * w.dilation[1];
    (ih >= 0 && ih < input.shape[1] && iw >= 0 && iw < input.shape[2]).then_some((ih, iw))
}

/// `conv2d` (`depthwise` false: weight `[OC, KH, KW, IC]`) or
/// `depthwise_conv2d` (weight `[KH, KW, C, M]`).
fn conv(m: &mut Machine<'_>, op: OpId, depthwise: bool) -> RunResult<Flow> {
    let input = m.tensor(op, m.arena.operand(op, 0))?;
    let weight = m.tensor(op, m.arena.operand(op, 1))?;
    let bias = m.tensor(op, m.arena.operand(op, 2))?;
    check_rank(m, op, &input, 4, "input")?;
    check_rank(m, op, &weight, 4, "weight")?;
    let (in_zp, w_zp) = (zero_point(m, op, 3)?, zero_point(m, op, 4)?);
    let w = window(m, op, true)?;
    let (shape, elem) = output(m, op, 4)?;
    let acc_kind = Acc::for_op(m, op, elem)?;
    let (kh_n, kw_n) = if depthwise {
        (weight.shape[0], weight.shape[1])
    } else {
        (weight.shape[1], weight.shape[2])
    };
    let channels = input.shape[3];
    let multiplier = if depthwise { weight.shape[3].max(1) } else { 1 };
    let mut data = Vec::new();
    for_each_index(&shape, |idx| {
        let (n, oh, ow, oc) = (idx[0], idx[1], idx[2], idx[3]);
        let b = at(m, op, &bias, &[if bias.shape.first() == Some(&1) { 0 } else { oc }])?;
        let mut acc = acc_kind.convert(b);
        for kh in 0..kh_n {
            for kw in 0..kw_n {
                let pos = input_pos(&w, &input, oh, ow, kh, kw);
                let (ic_range, fixed_c) = if depthwise {
                    (0..1, Some(oc / multiplier))
                } else {
                    (0..channels, None)
                };
                for ic in ic_range {
                    let c = fixed_c.unwrap_or(ic);
                    let weight_idx = if depthwise {
                        [kh, kw, c, oc % multiplier]
                    } else {
                        [oc, kh, kw, c]
                    };
                    let y = at(m, op, &weight, &weight_idx)?;
                    let x = match pos {
                        Some((ih, iw)) => at(m, op, &input, &[n, ih, iw, c])?,
                        // The padding holds the input zero point: no contribution.
                        None => continue,
                    };
                    acc = acc_kind.mac(acc, x, y, in_zp, w_zp);
                }
            }
        }
        data.push(to_result(m, elem, acc));
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, elem, data))
}

fn pool(m: &mut Machine<'_>, op: OpId, average: bool) -> RunResult<Flow> {
    let input = m.tensor(op, m.arena.operand(op, 0))?;
    check_rank(m, op, &input, 4, "input")?;
    let kernel = ints_attr(m, op, "kernel")?;
    let [kh_n, kw_n] = kernel[..] else {
        return Err(m.op_error(op, "has a malformed kernel"));
    };
    let w = window(m, op, false)?;
    let (shape, elem) = output(m, op, 4)?;
    let acc_kind = Acc::for_op(m, op, elem)?;
    let (in_zp, out_zp) = if average {
        (zero_point(m, op, 1)?, zero_point(m, op, 2)?)
    } else {
        (0, 0)
    };
    let mut data = Vec::new();
    for_each_index(&shape, |idx| {
        let (n, oh, ow, c) = (idx[0], idx[1], idx[2], idx[3]);
        let mut best: Option<Scalar> = None;
        let mut sum = acc_kind.zero();
        let mut count = 0i64;
        for kh in 0..kh_n {
            for kw in 0..kw_n {
                let Some((ih, iw)) = input_pos(&w, &input, oh, ow, kh, kw) else {
                    continue;
                };
                let x = at(m, op, &input, &[n, ih, iw, c])?;
                count += 1;
                if average {
                    sum = match acc_kind {
                        Acc::Float(k) => Scalar::float(k, sum.as_f64().unwrap_or(0.0) + x.as_f64().unwrap_or(0.0)),
                        Acc::Int(wd) => Scalar::int(wd, sum.signed().unwrap_or(0) + x.signed().unwrap_or(0) - in_zp),
                    };
                } else {
                    best = Some(match (best, x) {
                        (None, _) => x,
                        (Some(Scalar::Float { kind, value }), Scalar::Float { value: v, .. }) => {
                            Scalar::float(kind, float_extremum(value, v, true))
                        }
                        (Some(b), _) => {
                            if x.signed() > b.signed() {
                                x
                            } else {
                                b
                            }
                        }
                    });
                }
            }
        }
        let value = if average {
            if count == 0 {
                return Err(m.op_error(op, "has a window without input elements"));
            }
            match (acc_kind, sum) {
                (Acc::Float(k), Scalar::Float { value, .. }) => {
                    to_result(m, elem, Scalar::float(k, value / count as f64))
                }
                (_, s) => {
                    let v = s.signed().unwrap_or(0);
                    let q = (v as f64 / count as f64).round() as i128 + out_zp;
                    to_result(m, elem, Scalar::int(64, q))
                }
            }
        } else {
            best.ok_or_else(|| m.op_error(op, "has a window without input elements"))?
        };
        data.push(value);
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, elem, data))
}

/// How a reduction combines two values.
#[derive(Copy, Clone)]
enum Reduction {
    Sum,
    Product,
    Max,
    Min,
    All,
    Any,
}

fn combine(how: Reduction, a: Scalar, b: Scalar) -> Scalar {
    match (a, b) {
        (Scalar::Float { kind, value: x }, Scalar::Float { value: y, .. }) => Scalar::float(
            kind,
            match how {
                Reduction::Sum => x + y,
                Reduction::Product => x * y,
                Reduction::Max => float_extremum(x, y, true),
                Reduction::Min => float_extremum(x, y, false),
                Reduction::All | Reduction::Any => x,
            },
        ),
        (Scalar::Int { width, bits: xb }, Scalar::Int { bits: yb, .. }) => {
            let (x, y) = (a.signed().unwrap_or(0), b.signed().unwrap_or(0));
            match how {
                Reduction::Sum => Scalar::int(width, x.wrapping_add(y)),
                Reduction::Product => Scalar::int(width, x.wrapping_mul(y)),
                Reduction::Max => Scalar::int(width, x.max(y)),
                Reduction::Min => Scalar::int(width, x.min(y)),
                Reduction::All => Scalar::Int { width, bits: xb & yb },
                Reduction::Any => Scalar::Int { width, bits: xb | yb },
            }
        }
        _ => a,
    }
}

fn reduce(m: &mut Machine<'_>, op: OpId, how: Reduction) -> RunResult<Flow> {
    let t = m.tensor(op, m.arena.operand(op, 0))?;
    let axis = usize::try_from(int_attr(m, op, "axis")?).map_err(|_| m.op_error(op, "has a negative axis"))?;
    if axis >= t.shape.len() {
        return Err(m.op_error(op, format!("has axis {axis} beyond the input's rank {}", t.shape.len())));
    }
    let mut shape = t.shape.clone();
    shape[axis] = 1;
    let mut data = Vec::new();
    for_each_index(&shape, |idx| -> RunResult<()> {
        let mut src = idx.to_vec();
        let mut acc: Option<Scalar> = None;
        for i in 0..t.shape[axis] {
            src[axis] = i;
            let x = at(m, op, &t, &src)?;
            acc = Some(match acc {
                None => x,
                Some(a) => combine(how, a, x),
            });
        }
        data.push(acc.ok_or_else(|| m.op_error(op, "reduces an empty axis"))?);
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, t.elem, data))
}

fn argmax(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = m.tensor(op, m.arena.operand(op, 0))?;
    let axis = usize::try_from(int_attr(m, op, "axis")?).map_err(|_| m.op_error(op, "has a negative axis"))?;
    if axis >= t.shape.len() {
        return Err(m.op_error(op, "has an axis beyond the input's rank"));
    }
    let mut expected = t.shape.clone();
    expected.remove(axis);
    let (shape, elem) = output(m, op, expected.len())?;
    if shape != expected {
        return Err(m.op_error(op, "has a result shape that does not match its input"));
    }
    let width = match m.ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        _ => 32,
    };
    let mut data = Vec::new();
    for_each_index(&shape, |idx| -> RunResult<()> {
        let mut src: Vec<i64> = idx[..axis].to_vec();
        src.push(0);
        src.extend_from_slice(&idx[axis..]);
        let mut best: Option<(i64, Scalar)> = None;
        for i in 0..t.shape[axis] {
            src[axis] = i;
            let x = at(m, op, &t, &src)?;
            let better = match (best, x) {
                (None, _) => true,
                (Some((_, Scalar::Float { value: b, .. })), Scalar::Float { value: v, .. }) => {
                    v > b || (v.is_nan() && !b.is_nan())
                }
                (Some((_, b)), _) => x.signed() > b.signed(),
            };
            if better {
                best = Some((i, x));
            }
        }
        data.push(Scalar::int(width, best.map(|b| b.0).unwrap_or(0) as i128));
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, elem, data))
}

/// Registers the tosa tensor-op runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::MatMulOp::NAME, matmul);
    t.add(ctx, ops::Conv2DOp::NAME, |m, op| conv(m, op, false));
    t.add(ctx, ops::DepthwiseConv2DOp::NAME, |m, op| conv(m, op, true));
    t.add(ctx, ops::MaxPool2dOp::NAME, |m, op| pool(m, op, false));
    t.add(ctx, ops::AvgPool2dOp::NAME, |m, op| pool(m, op, true));
    t.add(ctx, ops::ReduceSumOp::NAME, |m, op| reduce(m, op, Reduction::Sum));
    t.add(ctx, ops::ReduceProductOp::NAME, |m, op| {
        reduce(m, op, Reduction::Product)
    });
    t.add(ctx, ops::ReduceMaxOp::NAME, |m, op| reduce(m, op, Reduction::Max));
    t.add(ctx, ops::ReduceMinOp::NAME, |m, op| reduce(m, op, Reduction::Min));
    t.add(ctx, ops::ReduceAllOp::NAME, |m, op| reduce(m, op, Reduction::All));
    t.add(ctx, ops::ReduceAnyOp::NAME, |m, op| reduce(m, op, Reduction::Any));
    t.add(ctx, ops::ArgMaxOp::NAME, argmax);
}
