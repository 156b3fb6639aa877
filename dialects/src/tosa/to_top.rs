//! `convert-tosa-to-top`: a TOSA model as a TPU-MLIR top model, so that `tpuc` compiles
//! models written in TOSA.
//!
//! The model's function becomes `main`; each argument gets a `top.Input` (named by the
//! argument's location name, else `in0`, `in1`, ...). Every op gets a name (TPU-MLIR
//! names every tensor): its location name, else its kind and position (`conv2d5`).
//!
//! | TOSA | top |
//! | --- | --- |
//! | `tosa.const` used as data | `top.Weight` named by [`constant_names`]; its f32 data (`dense<...>`, or `dense_resource` with its blob) goes to the context's weight store ([`crate::top::weights::store`]) |
//! | `tosa.const` used only as a zero point or shift, `tosa.const_shape` | nothing (checked, then erased) |
//! | `tosa.reshape`, `tosa.matmul`, `tosa.add`, `tosa.sub`, `tosa.mul` (shift 0) | `top.Reshape`, `top.MatMul`, `top.Add`, `top.Sub`, `top.Mul` |
//! | `tosa.clamp` | `top.Relu` when min is 0 and there is no max (max at least f32's largest), else `top.Clip` with `min` and `max` |
//! | `tosa.sigmoid`, `tosa.transpose`, `tosa.concat` | `top.Sigmoid`, `top.Permute` (`order` = `perms`), `top.Concat` (same `axis`) |
//! | `tosa.conv2d` | `top.Conv` between permutes (below); its OHWI weight `[OC,KH,KW,IC]` transposed to OIHW, the weight `<name>_oihw`; pads `[top,bottom,left,right]` become TPU-MLIR's `[top,left,bottom,right]`; stride and dilation kept; a one-value bias repeated per output channel (`<name>_x<OC>`) |
//! | `tosa.depthwise_conv2d` | `top.Conv` with `group` = input channels; its weight `[KH,KW,C,M]` becomes `[C·M,1,KH,KW]` (`<name>_oihw`) |
//! | `tosa.max_pool2d`, `tosa.avg_pool2d` | `top.MaxPool`, `top.AvgPool` (`count_include_pad = false`: TOSA divides by the window's part inside the input) between permutes |
//!
//! TOSA's convolutions and pools are NHWC, top's NCHW: each such op's input goes through
//! a `top.Permute` with order `[0,3,1,2]` (named `<op>_in_nchw`) and its result back
//! through one with order `[0,2,3,1]` (`<op>_nhwc`), the top op keeping the TOSA op's
//! name. The top canonicalizations ([`crate::top::canonicalize`]) then compose
//! permutes, drop identity ones and move them through elementwise ops, so that a chain of
//! NHWC ops keeps permutes only at the model's input and output (none at all when the
//! model transposes its NCHW input to NHWC first and its result back to NCHW last).
//!
//! Only f32 models of static shapes convert: a quantized or integer tensor, a dynamic
//! shape, a non-zero zero point or shift, a weight that is not a constant or another
//! accumulator type than f32 is an error at the op; so is any other tosa op. The module
//! is marked as a top model (`module.state = "TOP_F32"`).

mod data;
mod nhwc;
mod simple;

use ir::ods::access::{inherent, set_inherent};
use ir::ods::values::{as_str, int_array, str_attr};
use ir::ods::{OpBuilder, OpSchema, OpState};
use ir::{Attr, Context, Diagnostic, IrArena, OpId, Type, Value};

use super::ops as tosa;
use crate::common::{entry_block, loc_name};
use crate::func::ops::FuncOp;
use crate::top::none_value;
use crate::top::ops as top;
use crate::top::to_tpu::set_attrs;

pub use data::dense_f32;

/// The model function of a TOSA module: its only function.
fn model_function(ctx: &Context, arena: &IrArena, module: OpId) -> Result<OpId, Diagnostic> {
    let funcs: Vec<OpId> = entry_block(arena, module)
        .map(|b| {
            arena
                .block_ops(b)
                .filter(|&o| FuncOp::cast(ctx, arena, o).is_some())
                .collect()
        })
        .unwrap_or_default();
    match funcs[..] {
        [f] => Ok(f),
        _ => Err(Diagnostic::error(
            ir::DiagLoc::Attr(arena.op_loc(module)),
            format!(
                "convert-tosa-to-top: expected one function (the model), found {}",
                funcs.len()
            ),
        )),
    }
}

/// The operands of a tosa op that are parameters rather than data (zero points, the
/// shift of `tosa.mul`), with their names: they must be constant zeros, and a constant
/// used only there becomes no weight.
fn parameter_operands(name: &str) -> &'static [(usize, &'static str)] {
    const CONV: &[(usize, &str)] = &[(3, "input zero point"), (4, "weight zero point")];
    match name {
        "tosa.conv2d" | "tosa.depthwise_conv2d" | "tosa.conv3d" | "tosa.transpose_conv2d" => CONV,
        "tosa.avg_pool2d" | "tosa.negate" => &[(1, "input zero point"), (2, "output zero point")],
        "tosa.matmul" => &[(2, "A zero point"), (3, "B zero point")],
        "tosa.mul" => &[(2, "shift")],
        _ => &[],
    }
}

/// Whether operand `index` of an op named `name` is a parameter.
fn is_parameter(name: &str, index: usize) -> bool {
    parameter_operands(name).iter().any(|&(i, _)| i == index)
}

/// Whether some use of `value` reads it as data (not as a zero point or shift).
fn used_as_data(ctx: &Context, arena: &IrArena, value: Value) -> bool {
    arena.uses(value).any(|u| {
        let name = ctx.op_info(arena.op_name(u.op)).name();
        !is_parameter(name, u.operand as usize)
    })
}

/// Each `tosa.const` of the model that holds data (see the module docs) with the name
/// its `top.Weight` gets: its location name, else `weight<i>` (i counting all the
/// constants in order), and its `values`.
pub fn constant_names(ctx: &Context, arena: &IrArena, module: OpId) -> Result<Vec<(OpId, String, Attr)>, Diagnostic> {
    let f = model_function(ctx, arena, module)?;
    let Some(block) = entry_block(arena, f) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    let mut index = 0;
    for op in arena.block_ops(block) {
        let Some(c) = tosa::ConstOp::cast(ctx, arena, op) else {
            continue;
        };
        let name = loc_name(ctx, arena.op_loc(op)).unwrap_or_else(|| format!("weight{index}"));
        index += 1;
        if !used_as_data(ctx, arena, arena.result(op, 0)) {
            continue;
        }
        let values = c
            .values_attr(ctx, arena)
            .ok_or_else(|| Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), "tosa.const has no values"))?;
        out.push((op, name, values));
    }
    Ok(out)
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct ConvertTosaToTop("convert-tosa-to-top", "ConvertTosaToTop", anchor "builtin.module");
    fn run(ctx, arena, op) {
        convert(ctx, arena, op).map_err(Into::into)
    }
}

/// An error at `op`'s location.
fn err(arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), message)
}

/// An error at `op` prefixed with its name, as MLIR's `emitOpError`.
fn op_err(ctx: &Context, arena: &IrArena, op: OpId, message: impl AsRef<str>) -> Diagnostic {
    let name = ctx.op_info(arena.op_name(op)).name();
    err(arena, op, format!("'{name}' op {}", message.as_ref()))
}

/// An op to create: its kind, operands, result types, attributes and location.
struct NewOp<'a> {
    schema: &'static OpSchema,
    operands: &'a [Value],
    results: &'a [Type],
    attrs: &'a [(&'a str, Attr)],
    loc: Attr,
}

/// Creates `new` before `before` (defaults filled).
fn create_before(ctx: &Context, arena: &mut IrArena, before: OpId, new: NewOp<'_>) -> Result<OpId, Diagnostic> {
    let mut state = OpState::new();
    state.results(new.results);
    state.operands(new.operands);
    let mut b = OpBuilder::new(ctx, arena).with_loc(new.loc);
    let op = ir::ods::build::create(&mut b, new.schema, state).map_err(|e| err(arena, before, e.0))?;
    set_attrs(ctx, arena, op, new.attrs);
    arena.insert_op_before(op, before);
    Ok(op)
}

/// The location of the op replacing `op`: `op`'s, named after the op kind and its
/// position (`matmul5`) when it has no name, since TPU-MLIR names every tensor.
fn named_loc(ctx: &Context, arena: &IrArena, op: OpId) -> Attr {
    let loc = arena.op_loc(op);
    if loc_name(ctx, loc).is_some() {
        return loc;
    }
    let kind = ctx
        .op_info(arena.op_name(op))
        .name()
        .trim_start_matches("tosa.")
        .replace('.', "_");
    let index = arena
        .op_parent(op)
        .map_or(0, |b| arena.block_ops(b).position(|o| o == op).unwrap_or(0));
    ctx.name_loc(format!("{kind}{index}").as_bytes(), Some(loc))
}

/// `loc`'s name with `suffix`, as a new name location.
fn suffixed_loc(ctx: &Context, loc: Attr, suffix: &str) -> Attr {
    let name = loc_name(ctx, loc).unwrap_or_default();
    ctx.name_loc(format!("{name}{suffix}").as_bytes(), None)
}

/// Replaces every use of `op`'s results by `values` and erases `op`.
fn replace_uses_and_erase(arena: &mut IrArena, op: OpId, values: &[Value]) {
    for (i, &to) in values.iter().enumerate().take(arena.num_results(op)) {
        let from = arena.result(op, i);
        arena.replace_all_uses(from, to);
    }
    arena.erase_op(op);
}

/// Replaces `op` by a new op of `schema` on `operands` with `op`'s result types, named
/// as [`named_loc`] names it.
fn replace_with(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    schema: &'static OpSchema,
    operands: &[Value],
    attrs: &[(&str, Attr)],
) -> Result<(), Diagnostic> {
    let results: Vec<Type> = arena.result_types(op).collect();
    let loc = named_loc(ctx, arena, op);
    let new = create_before(
        ctx,
        arena,
        op,
        NewOp {
            schema,
            operands,
            results: &results,
            attrs,
            loc,
        },
    )?;
    let values: Vec<Value> = (0..arena.num_results(new)).map(|i| arena.result(new, i)).collect();
    replace_uses_and_erase(arena, op, &values);
    Ok(())
}

/// The shape of a ranked tensor type of static shape.
fn static_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => Some(shape.clone()),
        _ => None,
    }
}

/// Whether `ty` is a tensor of f32.
fn is_f32_tensor(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { element, .. } | ir::TypeKind::UnrankedTensor { element } => {
            matches!(ctx.type_kind(*element), ir::TypeKind::Float(ir::float::FloatKind::F32))
        }
        _ => false,
    }
}

/// Checks that `op`'s data operands (those not in [`parameter_operands`]) and results
/// are f32 tensors of static shape.
fn check_types(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_info(arena.op_name(op)).name();
    let operands = arena
        .operands(op)
        .enumerate()
        .filter(|&(i, _)| !is_parameter(name, i))
        .map(|(_, v)| arena.value_type(v));
    let types: Vec<Type> = operands.chain(arena.result_types(op)).collect();
    for ty in types {
        if !matches!(
            ctx.type_kind(ty),
            ir::TypeKind::RankedTensor { .. } | ir::TypeKind::UnrankedTensor { .. }
        ) {
            continue;
        }
        let text = ir::text::printer::type_to_string(ctx, ty);
        if !is_f32_tensor(ctx, ty) {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!("has a tensor of type {text}: only f32 tensors convert to top (no quantized or integer types)"),
            ));
        }
        if static_shape(ctx, ty).is_none() {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!("has a tensor of dynamic shape ({text}): only static shapes convert to top"),
            ));
        }
    }
    Ok(())
}

/// The static shape of `value`, else an error at `op`.
fn shape_of(ctx: &Context, arena: &IrArena, op: OpId, value: Value) -> Result<Vec<i64>, Diagnostic> {
    let ty = arena.value_type(value);
    static_shape(ctx, ty).ok_or_else(|| {
        op_err(
            ctx,
            arena,
            op,
            format!(
                "has an operand of dynamic shape ({}): only static shapes convert to top",
                ir::text::printer::type_to_string(ctx, ty)
            ),
        )
    })
}

/// Checks that operand `index` of `op` is a constant zero (a zero point or shift,
/// named `what`).
fn check_zero(ctx: &Context, arena: &IrArena, op: OpId, index: usize, what: &str) -> Result<(), Diagnostic> {
    let v = arena.operand(op, index);
    match super::verify::zero_point(ctx, arena, v, true) {
        Some(0) => Ok(()),
        Some(_) => Err(op_err(
            ctx,
            arena,
            op,
            format!("has a non-zero {what}: only zero {what}s convert to top (no quantized models)"),
        )),
        None => Err(op_err(
            ctx,
            arena,
            op,
            format!("has a {what} that is not a constant: it must be a constant zero to convert to top"),
        )),
    }
}

/// Checks that `op`'s `acc_type` attribute, when it has one, is f32.
fn check_acc_type(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(acc) = inherent(ctx, arena, op, "acc_type").and_then(|a| ir::ods::values::as_type(ctx, a)) else {
        return Ok(());
    };
    if matches!(ctx.type_kind(acc), ir::TypeKind::Float(ir::float::FloatKind::F32)) {
        return Ok(());
    }
    Err(op_err(
        ctx,
        arena,
        op,
        format!(
            "accumulates in {}: only f32 accumulation converts to top",
            ir::text::printer::type_to_string(ctx, acc)
        ),
    ))
}

/// A `top.Permute` of `value` by `order` (result dimension `i` is input dimension
/// `order[i]`), created before `before`.
fn permute(
    ctx: &Context,
    arena: &mut IrArena,
    before: OpId,
    value: Value,
    order: &[i64],
    loc: Attr,
) -> Result<Value, Diagnostic> {
    let ty = arena.value_type(value);
    let shape = shape_of(ctx, arena, before, value)?;
    let permuted: Vec<i64> = order
        .iter()
        .map(|&o| usize::try_from(o).ok().and_then(|o| shape.get(o).copied()))
        .collect::<Option<_>>()
        .ok_or_else(|| {
            err(
                arena,
                before,
                format!("permutation {order:?} of a rank-{} tensor", shape.len()),
            )
        })?;
    let result = crate::common::shape::ranked_with_shape(ctx, ty, &permuted)
        .ok_or_else(|| err(arena, before, "permute of a tensor that is not ranked"))?;
    let order = int_array(ctx, order, "i64").map_err(|e| err(arena, before, e.0))?;
    let op = create_before(
        ctx,
        arena,
        before,
        NewOp {
            schema: top::PermuteOp::schema(),
            operands: &[value],
            results: &[result],
            attrs: &[("order", order)],
            loc,
        },
    )?;
    Ok(arena.result(op, 0))
}

fn convert(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let f = model_function(ctx, arena, module)?;
    let Some(block) = entry_block(arena, f) else {
        return Ok(());
    };
    // Every constant gets its name first: the weights made from it (transposed filters)
    // are named after it.
    let consts: Vec<OpId> = arena
        .block_ops(block)
        .filter(|&o| tosa::ConstOp::cast(ctx, arena, o).is_some())
        .collect();
    for (index, &op) in consts.iter().enumerate() {
        let loc = arena.op_loc(op);
        let name = loc_name(ctx, loc).unwrap_or_else(|| format!("weight{index}"));
        arena.set_op_loc(op, ctx.name_loc(name.as_bytes(), Some(loc)));
    }
    // The function is the model's `main`.
    set_inherent(ctx, arena, f, "sym_name", Some(ctx.string_attr(b"main")));
    // A top.Input per argument, before everything else.
    let first = arena
        .first_op(block)
        .ok_or_else(|| err(arena, f, "convert-tosa-to-top: the model function is empty"))?;
    for i in 0..arena.num_args(block) {
        let arg = arena.arg(block, i);
        let ty = arena.value_type(arg);
        let name = loc_name(ctx, arena.arg_loc(block, i)).unwrap_or_else(|| format!("in{i}"));
        let loc = ctx.name_loc(name.as_bytes(), None);
        let input = create_before(
            ctx,
            arena,
            first,
            NewOp {
                schema: top::InputOp::schema(),
                operands: &[arg],
                results: &[ty],
                attrs: &[],
                loc,
            },
        )?;
        let out = arena.result(input, 0);
        let uses: Vec<ir::Use> = arena.uses(arg).filter(|u| u.op != input).collect();
        for u in uses {
            arena.set_operand(u, out);
        }
    }
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    let mut shape_consts = Vec::new();
    for op in ops {
        let name = ctx.op_info(arena.op_name(op)).name();
        if !name.starts_with("tosa.") || name == "tosa.const" {
            continue;
        }
        if name == "tosa.const_shape" {
            shape_consts.push(op);
            continue;
        }
        for &(index, what) in parameter_operands(name) {
            check_zero(ctx, arena, op, index, what)?;
        }
        check_types(ctx, arena, op)?;
        if !simple::convert(ctx, arena, op, block)? && !nhwc::convert(ctx, arena, op)? {
            return Err(err(
                arena,
                op,
                format!("'{name}' op has no conversion to the top dialect yet"),
            ));
        }
    }
    for op in shape_consts {
        if arena.use_empty(arena.result(op, 0)) {
            arena.erase_op(op);
        }
    }
    let store = crate::top::weights::store(ctx);
    for op in consts {
        if arena.use_empty(arena.result(op, 0)) {
            arena.erase_op(op);
            continue;
        }
        let name = loc_name(ctx, arena.op_loc(op)).unwrap_or_default();
        let array = tosa::ConstOp::cast(ctx, arena, op)
            .and_then(|c| c.values_attr(ctx, arena))
            .and_then(|v| dense_f32(ctx, v))
            .ok_or_else(|| {
                op_err(
                    ctx,
                    arena,
                    op,
                    "holds no f32 data: only f32 constants (dense, or dense_resource with its blob) become weights",
                )
            })?;
        store.insert(name, array);
        let results: Vec<Type> = arena.result_types(op).collect();
        let loc = arena.op_loc(op);
        let weight = create_before(
            ctx,
            arena,
            op,
            NewOp {
                schema: top::WeightOp::schema(),
                operands: &[],
                results: &results,
                attrs: &[],
                loc,
            },
        )?;
        let value = arena.result(weight, 0);
        replace_uses_and_erase(arena, op, &[value]);
    }
    let model = inherent(ctx, arena, module, "sym_name")
        .and_then(|a| as_str(ctx, a))
        .unwrap_or_else(|| "model".into());
    if inherent(ctx, arena, module, "sym_name").is_none() {
        set_inherent(ctx, arena, module, "sym_name", Some(ctx.string_attr(model.as_bytes())));
    }
    let entries = [
        ("module.chip", str_attr(ctx, "ALL")),
        ("module.platform", str_attr(ctx, "TOSA")),
        ("module.state", str_attr(ctx, "TOP_F32")),
        ("module.top_run_mode", str_attr(ctx, "STATIC")),
        ("module.weight_file", str_attr(ctx, &format!("{model}_top_weight.npz"))),
    ];
    set_attrs(ctx, arena, module, &entries);
    Ok(())
}
