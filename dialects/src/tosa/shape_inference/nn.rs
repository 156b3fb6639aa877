//! TOSA's shape inference of the tensor operators of neural networks
//! (`TosaOps.cpp`): `matmul`, `conv2d`, `depthwise_conv2d`,
//! `transpose_conv2d`, the 2-d poolings, `gather` and `scatter`; sizes a
//! ranked operand does not give stay dynamic.

use super::super::verify::dim;
use super::super::*;
use super::{infer_components, ints_of, one, shape_of};
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

/// What a 2-d convolution's inference reads: the ranked shapes of its
/// input, weight and bias, and its `pad`, `stride` and `dilation`.
struct Conv<'c> {
    input: Option<&'c [i64]>,
    weight: Option<&'c [i64]>,
    bias: Option<&'c [i64]>,
    pad: Vec<i64>,
    stride: Vec<i64>,
    dilation: Vec<i64>,
}

impl<'c> Conv<'c> {
    /// The operands (input, weight, bias) and attributes of a convolution;
    /// a failure without a message when an attribute is short.
    fn read(
        ctx: &'c Context,
        inputs: &InferInputs<'_>,
        operands: [Option<Value>; 3],
        [pad, stride, dilation]: [Option<Attr>; 3],
    ) -> Result<Self, Option<String>> {
        let [input, weight, bias] = operands.map(|v| v.and_then(|v| shape_of(ctx, inputs, v)));
        let (pad, stride, dilation) = (ints_of(ctx, pad), ints_of(ctx, stride), ints_of(ctx, dilation));
        if pad.len() < 4 || stride.len() < 2 || dilation.len() < 2 {
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

    /// The output height and width from the weight's kernel sizes at
    /// `kernel_dims`.
    fn spatial(&self, kernel_dims: [usize; 2]) -> [i64; 2] {
        [0, 1].map(|i| {
            let pads = self.pad[2 * i] + self.pad[2 * i + 1];
            let kernel = dim(self.weight, kernel_dims[i]);
            conv_size(dim(self.input, i + 1), kernel, pads, self.dilation[i], self.stride[i])
        })
    }
}

infer_components! {
    /// `Conv2DOp::inferReturnTypeComponents`: NHWC from the input's batch
    /// and spatial sizes, the weight's (or bias') output channels, `pad`,
    /// `stride` and `dilation`.
    Conv2DOp, |ctx, inputs, a| {
        let attrs = [a.pad_attr(), a.stride_attr(), a.dilation_attr()];
        let c = Conv::read(ctx, &inputs, [a.input(), a.weight(), a.bias()], attrs)?;
        let mut channels = dim(c.weight, 0);
        if channels == DYNAMIC {
            channels = dim(c.bias, 0);
        }
        let [h, w] = c.spatial([1, 2]);
        one(ShapedTypeComponents::ranked(vec![dim(c.input, 0), h, w, channels]))
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
                let [kernel, stride, pad] = [a.kernel_attr(), a.stride_attr(), a.pad_attr()].map(|x| ints_of(ctx, x));
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
        let attrs = [a.pad_attr(), a.stride_attr(), a.dilation_attr()];
        let c = Conv::read(ctx, &inputs, [a.input(), a.weight(), a.bias()], attrs)?;
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
        let [h, w] = c.spatial([0, 1]);
        one(ShapedTypeComponents::ranked(vec![dim(c.input, 0), h, w, out]))
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
        let (pad, stride) = (ints_of(ctx, a.out_pad_attr()), ints_of(ctx, a.stride_attr()));
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
