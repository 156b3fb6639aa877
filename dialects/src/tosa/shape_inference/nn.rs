//! TOSA's shape inference of the tensor operators of neural networks
//! (`TosaOps.cpp`): `matmul`, `conv2d`, `conv3d`, `depthwise_conv2d`,
//! `transpose_conv2d`, the 2-d poolings, `gather`, `scatter`, `resize`,
//! `fft2d` and `rfft2d`; sizes a ranked operand does not give stay dynamic.

use super::super::verify::dim;
use super::super::*;
use super::{const_shape_or_dynamic, infer_components, input_components, one, shape_of};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{ComponentsResult, ShapedTypeComponents};

infer_components! {
    /// `MatMulOp::inferReturnTypeComponents`: `[N, H, W]` from `a`'s
    /// `[N, H, C]` and `b`'s `[N, C, W]`.
    MatMulOp, |ctx, inputs, a| {
        let mut out = vec![DYNAMIC; 3];
        if let Some(lhs) = a.a().and_then(|v| shape_of(ctx, &inputs, v)) {
            out[0] = dim(Some(lhs), 0);
            out[1] = dim(Some(lhs), 1);
        }
        if let Some(rhs) = a.b().and_then(|v| shape_of(ctx, &inputs, v)) {
            if out[0] == DYNAMIC {
                out[0] = dim(Some(rhs), 0);
            }
            out[2] = dim(Some(rhs), 2);
        }
        one(ShapedTypeComponents::ranked(out))
    }
}

/// One spatial output size of a convolution: `(in + pads - ((k - 1) *
/// dilation + 1)) / stride + 1`, dynamic when the input or kernel size is.
fn conv_size(input: i64, kernel: i64, pads: i64, dilation: i64, stride: i64) -> i64 {
    if input == DYNAMIC || kernel == DYNAMIC {
        return DYNAMIC;
    }
    let unstrided = input + pads - ((kernel - 1) * dilation + 1) + 1;
    (unstrided - 1).checked_div(stride).map_or(DYNAMIC, |q| q + 1)
}

/// What a convolution's inference reads: the ranked shapes of its input,
/// weight and bias, and its `pad`, `stride` and `dilation`.
struct Conv<'c> {
    input: Option<&'c [i64]>,
    weight: Option<&'c [i64]>,
    bias: Option<&'c [i64]>,
    pad: Vec<i64>,
    stride: Vec<i64>,
    dilation: Vec<i64>,
}

impl<'c> Conv<'c> {
    /// The operands (input, weight, bias) and attributes (pad, stride,
    /// dilation) of a convolution over `spatial` dimensions; a failure
    /// without a message when an attribute is short.
    fn read(
        ctx: &'c Context,
        inputs: &InferInputs<'_>,
        operands: [Option<Value>; 3],
        [pad, stride, dilation]: [Option<Vec<i64>>; 3],
        spatial: usize,
    ) -> Result<Self, Option<String>> {
        let [input, weight, bias] = operands.map(|v| v.and_then(|v| shape_of(ctx, inputs, v)));
        let [pad, stride, dilation] = [pad, stride, dilation].map(Option::unwrap_or_default);
        if pad.len() < 2 * spatial || stride.len() < spatial || dilation.len() < spatial {
            return Err(None);
        }
        Ok(Conv {
            input,
            weight,
            bias,
            pad,
            stride,
            dilation,
        })
    }

    /// The output's spatial sizes (input dimensions 1, 2, ...) from the
    /// weight's kernel sizes at `kernel_dims`.
    fn spatial(&self, kernel_dims: &[usize]) -> Vec<i64> {
        kernel_dims
            .iter()
            .enumerate()
            .map(|(i, &k)| {
                let pads = self.pad[2 * i] + self.pad[2 * i + 1];
                conv_size(
                    dim(self.input, i + 1),
                    dim(self.weight, k),
                    pads,
                    self.dilation[i],
                    self.stride[i],
                )
            })
            .collect()
    }

    /// The output channels: the weight's size at 0, else the bias'.
    fn channels(&self) -> i64 {
        match dim(self.weight, 0) {
            DYNAMIC => dim(self.bias, 0),
            c => c,
        }
    }
}

infer_components! {
    /// `Conv2DOp::inferReturnTypeComponents`: NHWC from the input's batch
    /// and spatial sizes, the weight's (or bias') output channels, `pad`,
    /// `stride` and `dilation`.
    Conv2DOp, |ctx, inputs, a| {
        let attrs = [a.pad(), a.stride(), a.dilation()];
        let c = Conv::read(ctx, &inputs, [a.input(), a.weight(), a.bias()], attrs, 2)?;
        let mut dims = vec![dim(c.input, 0)];
        dims.extend(c.spatial(&[1, 2]));
        dims.push(c.channels());
        one(ShapedTypeComponents::ranked(dims))
    }
}

infer_components! {
    /// `Conv3DOp::inferReturnTypeComponents`: NDHWC from the input's batch
    /// and spatial sizes, the weight's (or bias') output channels, `pad`,
    /// `stride` and `dilation`.
    Conv3DOp, |ctx, inputs, a| {
        let attrs = [a.pad(), a.stride(), a.dilation()];
        let c = Conv::read(ctx, &inputs, [a.input(), a.weight(), a.bias()], attrs, 3)?;
        let mut dims = vec![dim(c.input, 0)];
        dims.extend(c.spatial(&[1, 2, 3]));
        dims.push(c.channels());
        one(ShapedTypeComponents::ranked(dims))
    }
}

/// `poolingInferReturnTypes`: NHWC with the input's batch and channels and
/// `(in + pads - kernel) / stride + 1` spatial sizes.
fn pooling_components(input: Option<&[i64]>, kernel: Vec<i64>, stride: Vec<i64>, pad: Vec<i64>) -> ComponentsResult {
    let (Some(kernel), Some(stride), Some(pad)) = (kernel.get(..2), stride.get(..2), pad.get(..4)) else {
        return Err(None);
    };
    let mut out = vec![DYNAMIC; 4];
    let Some(input) = input else {
        return one(ShapedTypeComponents::ranked(out));
    };
    out[0] = dim(Some(input), 0);
    out[3] = dim(Some(input), 3);
    for (axis, (k, (s, p))) in [
        (1, (kernel[0], (stride[0], pad[0] + pad[1]))),
        (2, (kernel[1], (stride[1], pad[2] + pad[3]))),
    ] {
        let d = dim(Some(input), axis);
        if d != DYNAMIC {
            out[axis] = (d + p - k).checked_div(s).map_or(DYNAMIC, |q| q + 1);
        }
    }
    one(ShapedTypeComponents::ranked(out))
}

/// Implements `InferShapedTypeOpInterface` for the 2-d pools.
macro_rules! pools {
    ($($op:ident),*) => {$(
        infer_components! {
            /// `poolingInferReturnTypes`.
            $op, |ctx, inputs, a| {
                let input = a.input().and_then(|v| shape_of(ctx, &inputs, v));
                let [kernel, stride, pad] = [a.kernel(), a.stride(), a.pad()].map(Option::unwrap_or_default);
                pooling_components(input, kernel, stride, pad)
            }
        }
    )*};
}

pools!(AvgPool2dOp, MaxPool2dOp);

infer_components! {
    /// `DepthwiseConv2DOp::inferReturnTypeComponents`: NHWC with `C * M`
    /// channels from the input's `C` (or the weight's) and the weight's `M`
    /// (or the bias'), spatial sizes as `conv2d`.
    DepthwiseConv2DOp, |ctx, inputs, a| {
        let attrs = [a.pad(), a.stride(), a.dilation()];
        let c = Conv::read(ctx, &inputs, [a.input(), a.weight(), a.bias()], attrs, 2)?;
        let mut channels = dim(c.input, 3);
        if channels == DYNAMIC {
            channels = dim(c.weight, 2);
        }
        let multiplier = dim(c.weight, 3);
        let mut out = DYNAMIC;
        if channels != DYNAMIC && multiplier != DYNAMIC {
            out = channels.saturating_mul(multiplier);
        }
        if out == DYNAMIC {
            out = dim(c.bias, 0);
        }
        let mut dims = vec![dim(c.input, 0)];
        dims.extend(c.spatial(&[0, 1]));
        dims.push(out);
        one(ShapedTypeComponents::ranked(dims))
    }
}

infer_components! {
    /// `TransposeConv2DOp::inferReturnTypeComponents`: NHWC with the
    /// weight's (or bias') output channels and `(in - 1) * stride + pads +
    /// kernel` spatial sizes.
    TransposeConv2DOp, |ctx, inputs, a| {
        let input = a.input().and_then(|v| shape_of(ctx, &inputs, v));
        let weight = a.weight().and_then(|v| shape_of(ctx, &inputs, v));
        let bias = a.bias().and_then(|v| shape_of(ctx, &inputs, v));
        let (pad, stride) = (a.out_pad().unwrap_or_default(), a.stride().unwrap_or_default());
        let (Some(pad), Some(stride)) = (pad.get(..4), stride.get(..2)) else {
            return Err(None);
        };
        let mut out = vec![DYNAMIC; 4];
        out[0] = dim(input, 0);
        out[3] = dim(weight, 0);
        if out[3] == DYNAMIC {
            out[3] = dim(bias, 0);
        }
        for (axis, (p, s)) in [(1, (pad[0] + pad[1], stride[0])), (2, (pad[2] + pad[3], stride[1]))] {
            let (i, k) = (dim(input, axis), dim(weight, axis));
            if i != DYNAMIC && k != DYNAMIC {
                out[axis] = (i - 1).saturating_mul(s).saturating_add(p).saturating_add(k);
            }
        }
        one(ShapedTypeComponents::ranked(out))
    }
}

infer_components! {
    /// `GatherOp::inferReturnTypeComponents`: `[N, W, C]` from `values`'
    /// `[N, K, C]` and `indices`' `[N, W]`.
    GatherOp, |ctx, inputs, a| {
        let mut out = vec![DYNAMIC; 3];
        if let Some(values) = a.values().and_then(|v| shape_of(ctx, &inputs, v)) {
            out[0] = dim(Some(values), 0);
            out[2] = dim(Some(values), 2);
        }
        if let Some(indices) = a.indices().and_then(|v| shape_of(ctx, &inputs, v)) {
            for i in [0, 1] {
                if out[i] == DYNAMIC {
                    out[i] = dim(Some(indices), i);
                }
            }
        }
        one(ShapedTypeComponents::ranked(out))
    }
}

infer_components! {
    /// `ScatterOp::inferReturnTypeComponents`: `values_in`'s `[N, K, C]`,
    /// completed by `indices`' `N` and `input`'s `N` and `C`.
    ScatterOp, |ctx, inputs, a| {
        let mut out = vec![DYNAMIC; 3];
        if let Some(values) = a.values_in().and_then(|v| shape_of(ctx, &inputs, v)) {
            for (i, slot) in out.iter_mut().enumerate() {
                *slot = dim(Some(values), i);
            }
        }
        let fill = |out: &mut Vec<i64>, shape: Option<&[i64]>, dims: &[usize]| {
            for &i in dims {
                if out[i] == DYNAMIC && shape.is_some() {
                    out[i] = dim(shape, i);
                }
            }
        };
        fill(&mut out, a.indices().and_then(|v| shape_of(ctx, &inputs, v)), &[0]);
        fill(&mut out, a.input().and_then(|v| shape_of(ctx, &inputs, v)), &[0, 2]);
        one(ShapedTypeComponents::ranked(out))
    }
}

infer_components! {
    /// `ResizeOp::inferReturnTypeComponents`: NHWC with the input's batch and
    /// channels and `((in - 1) * scale_n - offset + border) / scale_d + 1`
    /// spatial sizes; a failure for an unranked input, a dynamic height or
    /// width, or a `scale`, `offset` or `border` that is not constant.
    ResizeOp, |ctx, inputs, a| {
        let input = a.input().and_then(|v| shape_of(ctx, &inputs, v)).ok_or(None)?;
        let (height, width) = (dim(Some(input), 1), dim(Some(input), 2));
        if height == DYNAMIC || width == DYNAMIC {
            return Err(None);
        }
        let constant = |v: Option<Value>| const_shape_or_dynamic(ctx, &inputs, v).and_then(Result::ok);
        let (scale, offset, border) = (constant(a.scale()), constant(a.offset()), constant(a.border()));
        let (Some(&[yn, yd, xn, xd]), Some(&[oy, ox]), Some(&[by, bx])) =
            (scale.as_deref(), offset.as_deref(), border.as_deref())
        else {
            return Err(None);
        };
        let size = |d: i64, n: i64, o: i64, b: i64, den: i64| {
            let scaled = (d - 1).saturating_mul(n).saturating_sub(o).saturating_add(b);
            scaled.checked_div(den).map(|q| q + 1).ok_or(None)
        };
        let (out_h, out_w) = (size(height, yn, oy, by, yd)?, size(width, xn, ox, bx, xd)?);
        if out_h < 0 || out_w < 0 {
            return Err(Some(format!(
                "calculated output height and width must be non-negative, got height = {out_h}, width = {out_w}"
            )));
        }
        one(ShapedTypeComponents::ranked(vec![dim(Some(input), 0), out_h, out_w, dim(Some(input), 3)]))
    }
}

infer_components! {
    /// `FFT2dOp::inferReturnTypeComponents`: the shapes of `input_real` and
    /// `input_imag`.
    FFT2dOp, |ctx, inputs, a| {
        Ok(vec![input_components(ctx, &inputs, a.input_real()), input_components(ctx, &inputs, a.input_imag())])
    }
}

infer_components! {
    /// `RFFT2dOp::inferReturnTypeComponents`: `[N, H, W / 2 + 1]` from the
    /// input's `[N, H, W]`, twice; a failure for an unranked input.
    RFFT2dOp, |ctx, inputs, a| {
        let input = a.input_real().and_then(|v| shape_of(ctx, &inputs, v)).ok_or(None)?;
        let width = match dim(Some(input), 2) {
            DYNAMIC => DYNAMIC,
            w => w / 2 + 1,
        };
        let out = ShapedTypeComponents::ranked(vec![dim(Some(input), 0), dim(Some(input), 1), width]);
        Ok(vec![out.clone(), out])
    }
}
