//! TOSA's shape inference (`TosaOps.cpp`'s `inferReturnTypeComponents`):
//! `InferShapedTypeOpInterface` for the elementwise ops (broadcasting),
//! `equal`, reductions, concat, reshape, transpose, slice, pad, tile,
//! argmax, `table`, `rescale` (in [`nn`]: matmul, the convolutions, the
//! 2-d poolings, gather, scatter, resize, the FFTs; in [`scaled`]: the
//! block-scaled ops; in [`control`]: `cond_if` and `while_loop`). The ops
//! listing upstream's `InferTensorTypeAdaptor` (equal, reductions, concat,
//! reshape) get `InferTypeOpInterface` from the generator through these
//! components (`ir::ods::infer_shaped::infer_tensor_types`), with their own
//! `isCompatibleReturnTypes` here; their verifier checks the result type
//! against the inferred one with it. Operands and attributes are read
//! through the ops' generated adaptors and their typed accessors.

use super::verify::{const_shape_values, elem_of, shapes_compatible};
use super::*;
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{ComponentsResult, ShapedTypeComponents};

mod control;
mod nn;
mod scaled;

/// The ranked shape of `v`'s type, `None` when unranked (`ShapeAdaptor`).
pub(super) fn shape_of<'c>(ctx: &'c Context, inputs: &InferInputs<'_>, v: Value) -> Option<&'c [i64]> {
    ranked_shape(ctx, inputs.arena.value_type(v))
}

/// One result of these components.
pub(super) fn one(components: ShapedTypeComponents) -> ComponentsResult {
    Ok(vec![components])
}

/// `convertToMlirShape`: `-1` sizes are dynamic.
fn mlir_shape(values: &[i64]) -> Vec<i64> {
    values.iter().map(|&d| if d == -1 { DYNAMIC } else { d }).collect()
}

/// The values of a `tosa.const_shape` operand (`getConstShapeValues`), or
/// a rank-long dynamic shape when it is not constant (`None` for a
/// missing operand).
pub(super) fn const_shape_or_dynamic(
    ctx: &Context,
    inputs: &InferInputs<'_>,
    v: Option<Value>,
) -> Option<Result<Vec<i64>, Vec<i64>>> {
    let v = v?;
    Some(match const_shape_values(ctx, inputs.arena, v) {
        Some(values) => Ok(values),
        None => {
            let rank = types::shape_rank(ctx, inputs.arena.value_type(v)).unwrap_or(0);
            Err(vec![DYNAMIC; usize::try_from(rank).unwrap_or(0)])
        }
    })
}

/// Implements `InferShapedTypeOpInterface` for `$op` (the doc lines
/// first): `$body` with `$ctx`, `$inputs` and, when named, `$a` (the op's
/// adaptor over the inputs) bound.
macro_rules! infer_components {
    ($(#[doc = $doc:literal])* $op:ident, |$ctx:ident, $inputs:ident, $a:ident| $body:block) => {
        infer_components! {
            $(#[doc = $doc])* $op, |$ctx, $inputs| {
                let $a = $inputs.adaptor::<$op>($ctx);
                $body
            }
        }
    };
    ($(#[doc = $doc:literal])* $op:ident, |$ctx:ident, $inputs:ident| $body:block) => {
        impl ir::interfaces::InferShapedTypeOpInterface for $op {
            $(#[doc = $doc])*
            fn infer_return_type_components(
                $ctx: &Context,
                _location: Option<Attr>,
                $inputs: InferInputs<'_>,
            ) -> ComponentsResult $body
        }
    };
}
use infer_components;

/// `resolveBroadcastShape`: the broadcast of ranked operand shapes (sizes
/// equal or 1; a dynamic size only matches itself or 1); `None` when an
/// operand is unranked or two sizes clash.
fn resolve_broadcast(shapes: &[Option<&[i64]>]) -> Option<Vec<i64>> {
    let rank = shapes.iter().try_fold(0, |r, s| s.map(|s| s.len().max(r)))?;
    let mut out = vec![1i64; rank];
    for shape in shapes.iter().flatten() {
        let diff = rank - shape.len();
        for (i, &d2) in shape.iter().enumerate() {
            let d1 = out[i + diff];
            out[i + diff] = if d1 == 1 {
                d2
            } else if d2 == 1 || d1 == d2 {
                d1
            } else {
                return None;
            };
        }
    }
    Some(out)
}

/// `NARY_SHAPE_INFER`: the broadcast of `operands`' shapes, unranked when
/// there is none.
fn broadcast_components(ctx: &Context, inputs: &InferInputs<'_>, operands: &[Value]) -> ComponentsResult {
    let shapes: Vec<Option<&[i64]>> = operands.iter().map(|&v| shape_of(ctx, inputs, v)).collect();
    one(resolve_broadcast(&shapes).map_or_else(ShapedTypeComponents::unranked, ShapedTypeComponents::ranked))
}

/// Implements `InferShapedTypeOpInterface` for elementwise ops whose result
/// is the broadcast of all their operands.
macro_rules! elementwise {
    ($($op:ident),* $(,)?) => {$(
        infer_components! {
            /// `NARY_SHAPE_INFER`: the broadcast of the operands' shapes.
            $op, |ctx, inputs| { broadcast_components(ctx, &inputs, inputs.operands) }
        }
    )*};
}

elementwise!(
    AbsOp,
    AddOp,
    ArithmeticRightShiftOp,
    BitwiseAndOp,
    BitwiseNotOp,
    BitwiseOrOp,
    BitwiseXorOp,
    CastOp,
    CeilOp,
    ClampOp,
    ClzOp,
    CosOp,
    ErfOp,
    ExpOp,
    FloorOp,
    GreaterEqualOp,
    GreaterOp,
    IdentityOp,
    IntDivOp,
    LogOp,
    LogicalAndOp,
    LogicalLeftShiftOp,
    LogicalNotOp,
    LogicalOrOp,
    LogicalRightShiftOp,
    LogicalXorOp,
    MaximumOp,
    MinimumOp,
    PowOp,
    ReciprocalOp,
    ReverseOp,
    RsqrtOp,
    SelectOp,
    SigmoidOp,
    SinOp,
    SubOp,
    TanhOp,
);

infer_components! {
    /// The broadcast of `input1` and `input2` (not the `shift` operand).
    MulOp, |ctx, inputs, a| {
        let operands: Vec<Value> = a.input1().into_iter().chain(a.input2()).collect();
        broadcast_components(ctx, &inputs, &operands)
    }
}

infer_components! {
    /// `input1`'s shape (the zero points do not broadcast).
    NegateOp, |ctx, inputs, a| {
        let operands: Vec<Value> = a.input1().into_iter().collect();
        broadcast_components(ctx, &inputs, &operands)
    }
}

infer_components! {
    /// `EqualOp::inferReturnTypeComponents`: the broadcast of the operands'
    /// shapes (unranked when there is none), of `i1`.
    EqualOp, |ctx, inputs| {
        let i1 = ctx.int_type(1);
        let shapes: Vec<Option<&[i64]>> = inputs.operands.iter().map(|&v| shape_of(ctx, &inputs, v)).collect();
        let components = resolve_broadcast(&shapes).map_or_else(ShapedTypeComponents::unranked, ShapedTypeComponents::ranked);
        one(components.with_element(i1))
    }
}

impl EqualOp {
    /// `EqualOp::isCompatibleReturnTypes`: one type each side, compatible
    /// shapes.
    pub fn is_compatible_return_types(ctx: &Context, inferred: &[Type], actual: &[Type]) -> bool {
        matches!((inferred, actual), ([l], [r]) if shapes_compatible(ctx, *l, *r))
    }
}

impl ReshapeOp {
    /// `ReshapeOp::isCompatibleReturnTypes`: one type each side, the same
    /// element type (the shapes are the verifier's).
    pub fn is_compatible_return_types(ctx: &Context, inferred: &[Type], actual: &[Type]) -> bool {
        matches!((inferred, actual), ([l], [r]) if elem_of(ctx, *l) == elem_of(ctx, *r))
    }
}

/// Gives ops tosa's `COMPATIBLE_RETURN_TYPES` as their
/// `isCompatibleReturnTypes`: one type each side, the same element type,
/// compatible shapes.
macro_rules! compatible_return_types {
    ($($op:ident),* $(,)?) => {$(
        impl $op {
            /// `COMPATIBLE_RETURN_TYPES`.
            pub fn is_compatible_return_types(ctx: &Context, inferred: &[Type], actual: &[Type]) -> bool {
                matches!((inferred, actual), ([l], [r]) if elem_of(ctx, *l) == elem_of(ctx, *r) && shapes_compatible(ctx, *l, *r))
            }
        }
    )*};
}

compatible_return_types!(
    ConcatOp,
    ReduceAllOp,
    ReduceAnyOp,
    ReduceMaxOp,
    ReduceMinOp,
    ReduceProductOp,
    ReduceSumOp,
);

/// `ReduceInferReturnTypes`: the input's shape with the `axis` size 1 and
/// its element type; unranked when the input is or the axis is out of range.
fn reduce_components(
    ctx: &Context,
    inputs: &InferInputs<'_>,
    input: Option<Value>,
    axis: Option<i64>,
) -> ComponentsResult {
    let input = input.ok_or(None)?;
    let element = elem_of(ctx, inputs.arena.value_type(input));
    let axis = axis.and_then(|a| usize::try_from(a).ok());
    let shape = shape_of(ctx, inputs, input).zip(axis).filter(|(s, a)| *a < s.len());
    one(match shape {
        Some((shape, axis)) => {
            let mut dims = shape.to_vec();
            dims[axis] = 1;
            ShapedTypeComponents::ranked(dims).with_element(element)
        }
        None => ShapedTypeComponents::unranked().with_element(element),
    })
}

/// Implements `InferShapedTypeOpInterface` for the reductions.
macro_rules! reductions {
    ($($op:ident),* $(,)?) => {$(
        infer_components! {
            /// `ReduceInferReturnTypes`.
            $op, |ctx, inputs, a| { reduce_components(ctx, &inputs, a.input(), a.axis()) }
        }
    )*};
}

reductions!(
    ReduceAllOp,
    ReduceAnyOp,
    ReduceMaxOp,
    ReduceMinOp,
    ReduceProductOp,
    ReduceSumOp
);

infer_components! {
    /// `ConcatOp::inferReturnTypeComponents`: the static sizes of the ranked
    /// inputs off the axis (which must agree), the sum of the axis sizes when
    /// every input is ranked and static there.
    ConcatOp, |ctx, inputs, a| {
        let operands = a.input1();
        let axis = a.axis().unwrap_or(0);
        let shapes: Vec<Option<&[i64]>> = operands.iter().map(|&v| shape_of(ctx, &inputs, v)).collect();
        let mut out: Option<Vec<i64>> = None;
        for shape in shapes.iter().flatten() {
            let out = out.get_or_insert_with(|| vec![DYNAMIC; shape.len()]);
            for (i, &d) in shape.iter().enumerate() {
                if i as i64 == axis || d == DYNAMIC {
                    continue;
                }
                let Some(slot) = out.get_mut(i) else { continue };
                if *slot == DYNAMIC {
                    *slot = d;
                }
                if *slot != d {
                    return Err(Some(format!(
                        "Cannot concat tensors with different sizes on the non-axis dimension {i}"
                    )));
                }
            }
        }
        let &first = operands.first().ok_or(None)?;
        let element = elem_of(ctx, inputs.arena.value_type(first));
        let Some(mut out) = out else {
            return one(ShapedTypeComponents::unranked().with_element(element));
        };
        let axis_size = |s: &Option<&[i64]>| {
            let d = s.and_then(|s| usize::try_from(axis).ok().and_then(|a| s.get(a).copied()));
            d.filter(|&d| d != DYNAMIC)
        };
        let size = shapes
            .iter()
            .try_fold(0i64, |acc, s| axis_size(s).map(|d| acc.saturating_add(d)));
        if let Some(slot) = usize::try_from(axis).ok().and_then(|a| out.get_mut(a)) {
            *slot = size.unwrap_or(DYNAMIC);
        }
        one(ShapedTypeComponents::ranked(out).with_element(element))
    }
}

infer_components! {
    /// `ReshapeOp::inferReturnTypeComponents`: the constant `shape`, its `-1`
    /// size resolved from a static input's element count; all dynamic when
    /// the shape is not constant.
    ReshapeOp, |ctx, inputs, a| {
        let input = a.input1().ok_or(None)?;
        let element = elem_of(ctx, inputs.arena.value_type(input));
        let mut shape = match const_shape_or_dynamic(ctx, &inputs, a.shape()).ok_or(None)? {
            Ok(values) => mlir_shape(&values),
            Err(dynamic) => return one(ShapedTypeComponents::ranked(dynamic).with_element(element)),
        };
        if let Some(count) = shape_of(ctx, &inputs, input).and_then(num_elements_static) {
            let known: i64 = shape.iter().filter(|&&d| d != DYNAMIC).product();
            for d in shape.iter_mut().filter(|d| **d == DYNAMIC) {
                *d = count.checked_div(known).unwrap_or(DYNAMIC);
            }
        }
        one(ShapedTypeComponents::ranked(shape).with_element(element))
    }
}

/// The element count of a static shape.
fn num_elements_static(shape: &[i64]) -> Option<i64> {
    super::verify::num_elements(shape)
}

infer_components! {
    /// `TransposeOp::inferReturnTypeComponents`: the input's sizes permuted
    /// by `perms` (all equal: unchanged); unranked for an unranked input.
    TransposeOp, |ctx, inputs, a| {
        let input = a.input1().ok_or(None)?;
        let Some(shape) = shape_of(ctx, &inputs, input) else {
            return one(ShapedTypeComponents::unranked());
        };
        let element = elem_of(ctx, inputs.arena.value_type(input));
        let perms = a.perms().unwrap_or_default();
        if perms.len() != shape.len() {
            return Err(None);
        }
        if shape.iter().all(|&d| d == shape[0]) {
            return one(ShapedTypeComponents::ranked(shape.to_vec()).with_element(element));
        }
        let dims = perms
            .iter()
            .map(|&p| usize::try_from(p).ok().and_then(|p| shape.get(p).copied()).ok_or(None))
            .collect::<Result<Vec<i64>, Option<String>>>()?;
        one(ShapedTypeComponents::ranked(dims).with_element(element))
    }
}

infer_components! {
    /// `SliceOp::inferReturnTypeComponents`: `size` where it fits the input
    /// (`-1`: the rest of a static dimension), dynamic elsewhere.
    SliceOp, |ctx, inputs, a| {
        let input = a.input1().ok_or(None)?;
        let element = elem_of(ctx, inputs.arena.value_type(input));
        let start = const_shape_or_dynamic(ctx, &inputs, a.start()).ok_or(None)?;
        let size = const_shape_or_dynamic(ctx, &inputs, a.size()).ok_or(None)?;
        let (Ok(start), Ok(size)) = (start, size) else {
            let rank = a
                .size()
                .and_then(|v| types::shape_rank(ctx, inputs.arena.value_type(v)));
            let dims = vec![DYNAMIC; rank.and_then(|r| usize::try_from(r).ok()).unwrap_or(0)];
            return one(ShapedTypeComponents::ranked(dims).with_element(element));
        };
        let Some(shape) = shape_of(ctx, &inputs, input) else {
            return one(ShapedTypeComponents::ranked(mlir_shape(&size)).with_element(element));
        };
        let dims = size
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                let s = start.get(i).copied().unwrap_or(-1);
                let d = shape.get(i).copied().unwrap_or(DYNAMIC);
                if n == 0 || n < -1 || s < 0 || (d != DYNAMIC && s >= d) {
                    DYNAMIC
                } else if d == DYNAMIC {
                    if n > 0 {
                        n
                    } else {
                        DYNAMIC
                    }
                } else if n == -1 {
                    d - s
                } else if s.saturating_add(n) <= d {
                    n
                } else {
                    DYNAMIC
                }
            })
            .collect();
        one(ShapedTypeComponents::ranked(dims).with_element(element))
    }
}

infer_components! {
    /// `PadOp::inferReturnTypeComponents`: each static size plus its two
    /// constant paddings; dynamic where unknown.
    PadOp, |ctx, inputs, a| {
        let (input, padding) = a.input1().zip(a.padding()).ok_or(None)?;
        let Some(shape) = shape_of(ctx, &inputs, input) else {
            let rank = types::shape_rank(ctx, inputs.arena.value_type(padding)).unwrap_or(0) / 2;
            return one(ShapedTypeComponents::ranked(vec![
                DYNAMIC;
                usize::try_from(rank).unwrap_or(0)
            ]));
        };
        let Some(pads) = const_shape_values(ctx, inputs.arena, padding) else {
            return one(ShapedTypeComponents::ranked(vec![DYNAMIC; shape.len()]));
        };
        let dims = shape
            .iter()
            .enumerate()
            .map(|(i, &d)| match (pads.get(2 * i), pads.get(2 * i + 1)) {
                (Some(&front), Some(&back)) if d != DYNAMIC && front >= 0 && back >= 0 => d + front + back,
                _ => DYNAMIC,
            })
            .collect();
        one(ShapedTypeComponents::ranked(dims))
    }
}

infer_components! {
    /// `TileOp::inferReturnTypeComponents`: each static size times its
    /// constant multiple.
    TileOp, |ctx, inputs, a| {
        let input = a.input1().ok_or(None)?;
        let multiples = match const_shape_or_dynamic(ctx, &inputs, a.multiples()).ok_or(None)? {
            Ok(values) => mlir_shape(&values),
            Err(dynamic) => return one(ShapedTypeComponents::ranked(dynamic)),
        };
        let Some(shape) = shape_of(ctx, &inputs, input) else {
            return one(ShapedTypeComponents::ranked(vec![DYNAMIC; multiples.len()]));
        };
        if shape.len() != multiples.len() {
            return Err(None);
        }
        let dims = shape
            .iter()
            .zip(&multiples)
            .map(|(&d, &m)| {
                if m == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    d.saturating_mul(m)
                }
            })
            .collect();
        one(ShapedTypeComponents::ranked(dims))
    }
}

infer_components! {
    /// `ArgMaxOp::inferReturnTypeComponents`: the input's shape without the
    /// `axis` dimension.
    ArgMaxOp, |ctx, inputs, a| {
        let Some(shape) = a.input().and_then(|v| shape_of(ctx, &inputs, v)) else {
            return one(ShapedTypeComponents::unranked());
        };
        let axis = a.axis().unwrap_or(0);
        let dims = shape
            .iter()
            .enumerate()
            .filter(|(i, _)| *i as i64 != axis)
            .map(|(_, &d)| d)
            .collect();
        one(ShapedTypeComponents::ranked(dims))
    }
}

infer_components! {
    /// `TableOp::inferReturnTypeComponents`: the input's shape.
    TableOp, |ctx, inputs| {
        let input = inputs.adaptor::<Self>(ctx).input1();
        one(input_components(ctx, &inputs, input))
    }
}

infer_components! {
    /// `RescaleOp::inferReturnTypeComponents`: the input's shape.
    RescaleOp, |ctx, inputs| {
        let input = inputs.adaptor::<Self>(ctx).input();
        one(input_components(ctx, &inputs, input))
    }
}

/// The shape of `input` (`ShapedTypeComponents(ShapeAdaptor)`), unranked when
/// it is or is missing.
pub(super) fn input_components(ctx: &Context, inputs: &InferInputs<'_>, input: Option<Value>) -> ShapedTypeComponents {
    match input.and_then(|v| shape_of(ctx, inputs, v)) {
        Some(shape) => ShapedTypeComponents::ranked(shape.to_vec()),
        None => ShapedTypeComponents::unranked(),
    }
}
