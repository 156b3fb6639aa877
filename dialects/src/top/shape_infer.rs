//! `shape-infer`: TPU-MLIR's shape inference of top models. Each op that declares the
//! `ShapeInterface` of `top.ods` gets the result shape its operands and attributes
//! imply: a result typed `tensor<*xf32>` or with `?` dimensions gets it, a static one
//! is checked against it. The function types then follow their bodies.
//!
//! The rules (TPU-MLIR's `shape_inference` of each op): convolutions and pools
//! `(in + pad_begin + pad_end − dilation·(kernel − 1) − 1) / stride + 1` per spatial
//! dimension (pools round up with `ceil_mode`); matmuls the input's batch dimensions,
//! then `M × N` (flattened to two dimensions without `keep_dims`); additions,
//! subtractions and products numpy broadcasting; concatenation the sum along `axis`;
//! permutes their `order`; reshapes their `shape` (`0` copies the input's dimension,
//! one `-1` takes what is left); relu, sigmoid and clip their input's shape.

use ir::types::DYNAMIC;
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use super::ops::*;
use crate::common::entry_block;

/// What each implementation uses: the located error of `op`.
fn err(arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), message.into())
}

/// The static shape of `v`, or an error at `op` when it has none yet.
fn shape(ctx: &Context, arena: &IrArena, op: OpId, v: Value) -> Result<Vec<i64>, Diagnostic> {
    match ctx.type_kind(arena.value_type(v)) {
        TypeKind::RankedTensor { shape, .. } if !shape.contains(&DYNAMIC) => Ok(shape.clone()),
        _ => Err(err(
            arena,
            op,
            "shape inference needs operands of known shape (an operand's shape is unknown)",
        )),
    }
}

/// TPU-MLIR's `setShapeOrVerify` for the op's only result.
fn set_result_shape(ctx: &Context, arena: &mut IrArena, op: OpId, inferred: Vec<i64>) -> Result<(), Diagnostic> {
    let result = arena.result(op, 0);
    let (element, encoding) = match ctx.type_kind(arena.value_type(result)) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } => {
            if !shape.contains(&DYNAMIC) {
                if *shape != inferred {
                    let name = ctx.op_info(arena.op_name(op)).name().to_string();
                    return Err(err(
                        arena,
                        op,
                        format!("'{name}' op result shape {shape:?} differs from the inferred shape {inferred:?}"),
                    ));
                }
                return Ok(());
            }
            (*element, *encoding)
        }
        TypeKind::UnrankedTensor { element } => (*element, None),
        _ => return Err(err(arena, op, "shape inference needs a tensor result")),
    };
    let ty = ctx.get_type(TypeKind::RankedTensor {
        shape: inferred,
        element,
        encoding,
    });
    arena.set_result_type(op, 0, ty);
    Ok(())
}

/// `(in + pads − dilation·(kernel − 1) − 1) / stride + 1` for each spatial dimension.
fn window_output(
    arena: &IrArena,
    op: OpId,
    input: &[i64],
    window: &WindowAttrs,
    ceil: bool,
) -> Result<Vec<i64>, Diagnostic> {
    let spatial = input.len().saturating_sub(2);
    let n = window.kernel.len();
    if spatial != n || window.strides.len() != n || window.pads.len() != 2 * n || window.dilations.len() != n {
        return Err(err(
            arena,
            op,
            "kernel_shape, strides, pads and dilations do not fit the input's rank",
        ));
    }
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let extent =
            input[2 + i] + window.pads[i] + window.pads[n + i] - window.dilations[i] * (window.kernel[i] - 1) - 1;
        let stride = window.strides[i];
        if stride <= 0 || extent < 0 {
            return Err(err(arena, op, "the window does not fit the input"));
        }
        out.push(if ceil {
            (extent + stride - 1) / stride + 1
        } else {
            extent / stride + 1
        });
    }
    Ok(out)
}

/// The window attributes of a convolution or a pool.
struct WindowAttrs {
    kernel: Vec<i64>,
    strides: Vec<i64>,
    pads: Vec<i64>,
    dilations: Vec<i64>,
}

/// Numpy broadcasting of `shapes`.
fn broadcast(arena: &IrArena, op: OpId, shapes: &[Vec<i64>]) -> Result<Vec<i64>, Diagnostic> {
    let rank = shapes.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = vec![1i64; rank];
    for s in shapes {
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[rank - s.len() + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                return Err(err(arena, op, format!("operand shapes {shapes:?} do not broadcast")));
            }
        }
    }
    Ok(out)
}

/// Shape of an elementwise op over `inputs`.
fn elementwise(ctx: &Context, arena: &mut IrArena, op: OpId, inputs: Vec<Value>) -> Result<(), Diagnostic> {
    let shapes = inputs
        .iter()
        .map(|&v| shape(ctx, arena, op, v))
        .collect::<Result<Vec<_>, _>>()?;
    let out = broadcast(arena, op, &shapes)?;
    set_result_shape(ctx, arena, op, out)
}

/// Shape of an op whose result has its input's shape.
fn same_as_input(ctx: &Context, arena: &mut IrArena, op: OpId, input: Value) -> Result<(), Diagnostic> {
    let s = shape(ctx, arena, op, input)?;
    set_result_shape(ctx, arena, op, s)
}

/// `ShapeInterface` for ops whose result shape is the broadcast of their `inputs`, or the
/// shape of their one input (the accessor named).
macro_rules! shape_from_operands {
    ($op:ty, broadcast $inputs:ident) => {
        impl ShapeInterface for $op {
            fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
                let inputs = self.$inputs(ctx, arena);
                elementwise(ctx, arena, self.op(), inputs)
            }
        }
    };
    ($op:ty, same $input:ident) => {
        impl ShapeInterface for $op {
            fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
                let input = self.$input(ctx, arena);
                same_as_input(ctx, arena, self.op(), input)
            }
        }
    };
}

shape_from_operands!(AddOp, broadcast inputs);
shape_from_operands!(SubOp, broadcast inputs);
shape_from_operands!(MulOp, broadcast inputs);
shape_from_operands!(ReluOp, same input);
shape_from_operands!(SigmoidOp, same input);
shape_from_operands!(ClipOp, same inputs);

impl ShapeInterface for ConvOp {
    fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
        let op = self.op();
        if self.auto_pad(ctx, arena).is_some() {
            return Err(err(arena, op, "shape inference with auto_pad is not supported yet"));
        }
        let input = shape(ctx, arena, op, self.input(ctx, arena))?;
        let filter = shape(ctx, arena, op, self.filter(ctx, arena))?;
        let kernel = self.kernel_shape(ctx, arena).unwrap_or_default();
        let window = WindowAttrs {
            strides: self.strides(ctx, arena).unwrap_or_default(),
            pads: self.pads(ctx, arena).unwrap_or_default(),
            dilations: self.dilations(ctx, arena).unwrap_or_else(|| vec![1; kernel.len()]),
            kernel,
        };
        let spatial = window_output(arena, op, &input, &window, false)?;
        let mut out = vec![input[0], filter.first().copied().unwrap_or(0)];
        out.extend(spatial);
        set_result_shape(ctx, arena, op, out)
    }
}

/// Shape of a max or average pool.
fn pool(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    input: Value,
    window: WindowAttrs,
    ceil: bool,
) -> Result<(), Diagnostic> {
    let input = shape(ctx, arena, op, input)?;
    let spatial = window_output(arena, op, &input, &window, ceil)?;
    let mut out = input[..2.min(input.len())].to_vec();
    out.extend(spatial);
    set_result_shape(ctx, arena, op, out)
}

/// `ShapeInterface` for the pools (no dilation; `ceil_mode` rounds up).
macro_rules! pool_shape {
    ($op:ty) => {
        impl ShapeInterface for $op {
            fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
                let kernel = self.kernel_shape(ctx, arena).unwrap_or_default();
                let window = WindowAttrs {
                    strides: self.strides(ctx, arena).unwrap_or_default(),
                    pads: self.pads(ctx, arena).unwrap_or_default(),
                    dilations: vec![1; kernel.len()],
                    kernel,
                };
                let ceil = self.ceil_mode(ctx, arena).unwrap_or(false);
                let input = self.input(ctx, arena);
                pool(ctx, arena, self.op(), input, window, ceil)
            }
        }
    };
}

pool_shape!(MaxPoolOp);
pool_shape!(AvgPoolOp);

impl ShapeInterface for MatMulOp {
    fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
        let op = self.op();
        let input = shape(ctx, arena, op, self.input(ctx, arena))?;
        let right = shape(ctx, arena, op, self.right(ctx, arena))?;
        if input.len() < 2 || right.len() < 2 {
            return Err(err(
                arena,
                op,
                "shape inference of matmuls needs operands of rank 2 or more",
            ));
        }
        let (m, k) = if self.left_transpose(ctx, arena).unwrap_or(false) {
            (input[input.len() - 1], input[input.len() - 2])
        } else {
            (input[input.len() - 2], input[input.len() - 1])
        };
        let (rk, n) = if self.right_transpose(ctx, arena).unwrap_or(false) {
            (right[right.len() - 1], right[right.len() - 2])
        } else {
            (right[right.len() - 2], right[right.len() - 1])
        };
        if k != rk {
            return Err(err(
                arena,
                op,
                format!("matmul of {input:?} by {right:?}: the inner dimensions differ"),
            ));
        }
        let mut out = input[..input.len() - 2].to_vec();
        out.extend([m, n]);
        if !self.keep_dims(ctx, arena).unwrap_or(true) {
            out = vec![out[..out.len() - 1].iter().product(), n];
        }
        set_result_shape(ctx, arena, op, out)
    }
}

impl ShapeInterface for ConcatOp {
    fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
        let op = self.op();
        let shapes = self
            .inputs(ctx, arena)
            .into_iter()
            .map(|v| shape(ctx, arena, op, v))
            .collect::<Result<Vec<_>, _>>()?;
        let Some(first) = shapes.first() else {
            return Err(err(arena, op, "a concatenation needs inputs"));
        };
        let rank = first.len() as i64;
        let axis = self.axis(ctx, arena).unwrap_or(1);
        let axis = if axis < 0 { axis + rank } else { axis };
        if !(0..rank).contains(&axis) {
            return Err(err(arena, op, format!("axis {axis} is out of range for rank {rank}")));
        }
        let axis = axis as usize;
        let mut out = first.clone();
        out[axis] = 0;
        for s in &shapes {
            let fits = s.len() == first.len() && s.iter().zip(first).enumerate().all(|(i, (a, b))| i == axis || a == b);
            if !fits {
                return Err(err(
                    arena,
                    op,
                    format!("input shapes {shapes:?} differ off axis {axis}"),
                ));
            }
            out[axis] += s[axis];
        }
        set_result_shape(ctx, arena, op, out)
    }
}

impl ShapeInterface for PermuteOp {
    fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
        let op = self.op();
        let input = shape(ctx, arena, op, self.input(ctx, arena))?;
        let order = self.order(ctx, arena).unwrap_or_default();
        let mut seen = vec![false; input.len()];
        let mut out = Vec::with_capacity(input.len());
        for &o in &order {
            match usize::try_from(o).ok().filter(|&o| o < input.len() && !seen[o]) {
                Some(o) => {
                    seen[o] = true;
                    out.push(input[o]);
                }
                None => {
                    return Err(err(
                        arena,
                        op,
                        format!("order {order:?} is not a permutation of {} dimensions", input.len()),
                    ))
                }
            }
        }
        if out.len() != input.len() {
            return Err(err(
                arena,
                op,
                format!("order {order:?} is not a permutation of {} dimensions", input.len()),
            ));
        }
        set_result_shape(ctx, arena, op, out)
    }
}

impl ShapeInterface for ReshapeOp {
    fn shape_inference(self, ctx: &Context, arena: &mut IrArena) -> Result<(), Diagnostic> {
        let op = self.op();
        let input = shape(ctx, arena, op, self.input(ctx, arena))?;
        let Some(target) = self.shape(ctx, arena) else {
            // Without a `shape` attribute the declared result type is the shape.
            return match ctx.type_kind(arena.value_type(arena.result(op, 0))) {
                TypeKind::RankedTensor { shape, .. } if !shape.contains(&DYNAMIC) => Ok(()),
                _ => Err(err(
                    arena,
                    op,
                    "shape inference of reshapes needs a `shape` attribute or a static result",
                )),
            };
        };
        let total: i64 = input.iter().product();
        let mut out = Vec::with_capacity(target.len());
        let mut infer = None;
        for (i, &d) in target.iter().enumerate() {
            match d {
                0 => out.push(
                    input
                        .get(i)
                        .copied()
                        .ok_or_else(|| err(arena, op, "`0` in shape past the input's rank"))?,
                ),
                -1 if infer.is_none() => {
                    infer = Some(i);
                    out.push(1);
                }
                d if d > 0 => out.push(d),
                _ => return Err(err(arena, op, format!("shape {target:?} is not a reshape target"))),
            }
        }
        let known: i64 = out.iter().product();
        if let Some(i) = infer {
            if known == 0 || total % known != 0 {
                return Err(err(arena, op, format!("cannot reshape {input:?} to {target:?}")));
            }
            out[i] = total / known;
        } else if known != total {
            return Err(err(
                arena,
                op,
                format!("cannot reshape {input:?} ({total} elements) to {target:?}"),
            ));
        }
        set_result_shape(ctx, arena, op, out)
    }
}

/// Infers the result shapes of the top ops of `module`, in order, and updates the
/// function types.
pub fn infer(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let funcs: Vec<OpId> = entry_block(arena, module)
        .map(|b| {
            arena
                .block_ops(b)
                .filter(|&f| crate::func::ops::FuncOp::cast(ctx, arena, f).is_some())
                .collect()
        })
        .unwrap_or_default();
    for f in funcs {
        let Some(body) = entry_block(arena, f) else {
            continue;
        };
        let ops: Vec<OpId> = arena.block_ops(body).collect();
        for op in ops {
            if let Some(shaped) = ShapeInterfaceRef::get(ctx, arena, op) {
                shaped.shape_inference(ctx, arena)?;
            } else if let TypeKind::UnrankedTensor { .. } = result_kind(ctx, arena, op) {
                let name = ctx.op_info(arena.op_name(op)).name().to_string();
                return Err(err(arena, op, format!("shape inference of '{name}' is not supported")));
            }
        }
        crate::func::update_function_type(ctx, arena, f);
    }
    Ok(())
}

fn result_kind(ctx: &Context, arena: &IrArena, op: OpId) -> TypeKind {
    let ty: Option<Type> = (arena.num_results(op) > 0).then(|| arena.value_type(arena.result(op, 0)));
    ty.map(|t| ctx.type_kind(t).clone()).unwrap_or(TypeKind::None)
}

crate::common::pass::pass_without_options! {
    /// The `shape-infer` pass.
    pub struct ShapeInfer("shape-infer", "ShapeInferPass", anchor "builtin.module");
    fn run(ctx, arena, op) {
        infer(ctx, arena, op)?;
        Ok(())
    }
}
