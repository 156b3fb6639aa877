//! TOSA's shape inference of the tensor operators of neural networks
//! (`TosaOps.cpp`): `matmul`, `conv2d`, `depthwise_conv2d`,
//! `transpose_conv2d`, the 2-d poolings, `gather` and `scatter`; sizes a
//! ranked operand does not give stay dynamic.

use super::super::verify::dim;
use super::super::*;
use super::{ints_of, one, shape_of};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{ComponentsResult, ShapedTypeComponents};

impl ir::interfaces::InferShapedTypeOpInterface for MatMulOp {
    /// `MatMulOp::inferReturnTypeComponents`: `[N, H, W]` from `a`'s
    /// `[N, H, C]` and `b`'s `[N, C, W]`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
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

impl ir::interfaces::InferShapedTypeOpInterface for Conv2DOp {
    /// `Conv2DOp::inferReturnTypeComponents`: NHWC from the input's batch
    /// and spatial sizes, the weight's (or bias') output channels, `pad`,
    /// `stride` and `dilation`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
        let input = a.input().and_then(|v| shape_of(ctx, &inputs, v));
        let weight = a.weight().and_then(|v| shape_of(ctx, &inputs, v));
        let bias = a.bias().and_then(|v| shape_of(ctx, &inputs, v));
        let (pad, stride, dilation) = (
            ints_of(ctx, a.pad_attr()),
            ints_of(ctx, a.stride_attr()),
            ints_of(ctx, a.dilation_attr()),
        );
        let (Some(pad), Some(stride), Some(dilation)) = (pad.get(..4), stride.get(..2), dilation.get(..2)) else {
            return Err(None);
        };
        let mut out = vec![DYNAMIC; 4];
        out[0] = dim(input, 0);
        out[3] = dim(weight, 0);
        if out[3] == DYNAMIC {
            out[3] = dim(bias, 0);
        }
        out[1] = conv_size(dim(input, 1), dim(weight, 1), pad[0] + pad[1], dilation[0], stride[0]);
        out[2] = conv_size(dim(input, 2), dim(weight, 2), pad[2] + pad[3], dilation[1], stride[1]);
        one(ShapedTypeComponents::ranked(out))
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

impl ir::interfaces::InferShapedTypeOpInterface for AvgPool2dOp {
    /// `poolingInferReturnTypes`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
        let input = a.input().and_then(|v| shape_of(ctx, &inputs, v));
        pooling_components(
            input,
            ints_of(ctx, a.kernel_attr()),
            ints_of(ctx, a.stride_attr()),
            ints_of(ctx, a.pad_attr()),
        )
    }
}

impl ir::interfaces::InferShapedTypeOpInterface for MaxPool2dOp {
    /// `poolingInferReturnTypes`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
        let input = a.input().and_then(|v| shape_of(ctx, &inputs, v));
        pooling_components(
            input,
            ints_of(ctx, a.kernel_attr()),
            ints_of(ctx, a.stride_attr()),
            ints_of(ctx, a.pad_attr()),
        )
    }
}

impl ir::interfaces::InferShapedTypeOpInterface for DepthwiseConv2DOp {
    /// `DepthwiseConv2DOp::inferReturnTypeComponents`: NHWC with `C * M`
    /// channels from the input's `C` (or the weight's) and the weight's `M`
    /// (or the bias'), spatial sizes as `conv2d`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
        let input = a.input().and_then(|v| shape_of(ctx, &inputs, v));
        let weight = a.weight().and_then(|v| shape_of(ctx, &inputs, v));
        let bias = a.bias().and_then(|v| shape_of(ctx, &inputs, v));
        let (pad, stride, dilation) = (
            ints_of(ctx, a.pad_attr()),
            ints_of(ctx, a.stride_attr()),
            ints_of(ctx, a.dilation_attr()),
        );
        let (Some(pad), Some(stride), Some(dilation)) = (pad.get(..4), stride.get(..2), dilation.get(..2)) else {
            return Err(None);
        };
        let mut out = vec![DYNAMIC; 4];
        out[0] = dim(input, 0);
        let mut channels = dim(input, 3);
        if channels == DYNAMIC {
            channels = dim(weight, 2);
        }
        let multiplier = dim(weight, 3);
        if channels != DYNAMIC && multiplier != DYNAMIC {
            out[3] = channels.saturating_mul(multiplier);
        }
        if out[3] == DYNAMIC {
            out[3] = dim(bias, 0);
        }
        out[1] = conv_size(dim(input, 1), dim(weight, 0), pad[0] + pad[1], dilation[0], stride[0]);
        out[2] = conv_size(dim(input, 2), dim(weight, 1), pad[2] + pad[3], dilation[1], stride[1]);
        one(ShapedTypeComponents::ranked(out))
    }
}

impl ir::interfaces::InferShapedTypeOpInterface for TransposeConv2DOp {
    /// `TransposeConv2DOp::inferReturnTypeComponents`: NHWC with the
    /// weight's (or bias') output channels and `(in - 1) * stride + pads +
    /// kernel` spatial sizes.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
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

impl ir::interfaces::InferShapedTypeOpInterface for GatherOp {
    /// `GatherOp::inferReturnTypeComponents`: `[N, W, C]` from `values`'
    /// `[N, K, C]` and `indices`' `[N, W]`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
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

impl ir::interfaces::InferShapedTypeOpInterface for ScatterOp {
    /// `ScatterOp::inferReturnTypeComponents`: `values_in`'s `[N, K, C]`,
    /// completed by `indices`' `N` and `input`'s `N` and `C`.
    fn infer_return_type_components(
        ctx: &Context,
        _location: Option<Attr>,
        inputs: InferInputs<'_>,
    ) -> ComponentsResult {
        let a = inputs.adaptor::<Self>(ctx);
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
