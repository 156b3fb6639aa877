//! `convert-tosa-to-top`: a TOSA model as a TPU-MLIR top model, so that `tpuc` compiles
//! models written in TOSA.
//!
//! The model's function becomes `main`; each argument gets a `top.Input` (named by the
//! argument's location name, else `in0`, `in1`, ...); each `tosa.const` becomes a
//! `top.Weight` named by [`constant_names`] (its data goes to the weight file the caller
//! writes); `tosa.reshape`, `tosa.matmul`, `tosa.add` and a relu-shaped `tosa.clamp`
//! become `top.Reshape`, `top.MatMul`, `top.Add` and `top.Relu`; shape constants go.
//! The module is marked as a top model (`module.state = "TOP_F32"`). Any other tosa op
//! is an error naming it.

use ir::ods::access::{inherent, set_inherent};
use ir::ods::values::{as_float, as_str, int_array, str_attr};
use ir::ods::{OpBuilder, OpSchema, OpState};
use ir::pass::{Pass, PassContext, PassFailure};
use ir::{Attr, BlockId, Context, Diagnostic, IrArena, OpId, Type, Value};

use super::ops as tosa;
use crate::common::{entry_block, loc_name};
use crate::func::ops::FuncOp;
use crate::top::ops as top;
use crate::top::to_tpu::set_attrs;

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

/// Each `tosa.const` of the model with the name its `top.Weight` gets: its location
/// name, else `weight<i>` (i counting the constants in order), and its `values`.
pub fn constant_names(ctx: &Context, arena: &IrArena, module: OpId) -> Result<Vec<(OpId, String, Attr)>, Diagnostic> {
    let f = model_function(ctx, arena, module)?;
    let Some(block) = entry_block(arena, f) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for op in arena.block_ops(block) {
        let Some(c) = tosa::ConstOp::cast(ctx, arena, op) else {
            continue;
        };
        let name = loc_name(ctx, arena.op_loc(op)).unwrap_or_else(|| format!("weight{}", out.len()));
        let values = c
            .values_attr(ctx, arena)
            .ok_or_else(|| Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), "tosa.const has no values"))?;
        out.push((op, name, values));
    }
    Ok(out)
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct ConvertTosaToTop;

impl Pass for ConvertTosaToTop {
    fn argument(&self) -> &'static str {
        "convert-tosa-to-top"
    }
    fn name(&self) -> &'static str {
        "ConvertTosaToTop"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _: &mut PassContext) -> Result<(), PassFailure> {
        convert(ctx, arena, op).map_err(Into::into)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn err(arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), message)
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
    for i in 0..arena.num_results(op) {
        let (from, to) = (arena.result(op, i), arena.result(new, i));
        arena.replace_all_uses(from, to);
    }
    arena.erase_op(op);
    Ok(())
}

fn static_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => Some(shape.clone()),
        _ => None,
    }
}

fn convert(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let f = model_function(ctx, arena, module)?;
    let Some(block) = entry_block(arena, f) else {
        return Ok(());
    };
    let names = constant_names(ctx, arena, module)?;
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
    for (op, name, _) in &names {
        let loc = ctx.name_loc(name.as_bytes(), Some(arena.op_loc(*op)));
        arena.set_op_loc(*op, loc);
    }
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    let mut shape_consts = Vec::new();
    for op in ops {
        if tosa::ConstOp::cast(ctx, arena, op).is_some() {
            replace_with(ctx, arena, op, top::WeightOp::schema(), &[], &[])?;
        } else if tosa::ConstShapeOp::cast(ctx, arena, op).is_some() {
            shape_consts.push(op);
        } else if let Some(r) = tosa::ReshapeOp::cast(ctx, arena, op) {
            let out_ty = arena.value_type(r.output(ctx, arena));
            let shape = static_shape(ctx, out_ty).ok_or_else(|| err(arena, op, "tosa.reshape to a dynamic shape"))?;
            let shape = int_array(ctx, &shape, "i64").map_err(|e| err(arena, op, e.0))?;
            let input = r.input1(ctx, arena);
            replace_with(ctx, arena, op, top::ReshapeOp::schema(), &[input], &[("shape", shape)])?;
        } else if let Some(mm) = tosa::MatMulOp::cast(ctx, arena, op) {
            let (a, b) = (mm.a(ctx, arena), mm.b(ctx, arena));
            let none = none_value(ctx, arena, block)?;
            replace_with(ctx, arena, op, top::MatMulOp::schema(), &[a, b, none], &[])?;
        } else if let Some(add) = tosa::AddOp::cast(ctx, arena, op) {
            let (a, b) = (add.input1(ctx, arena), add.input2(ctx, arena));
            replace_with(ctx, arena, op, top::AddOp::schema(), &[a, b], &[])?;
        } else if let Some(clamp) = tosa::ClampOp::cast(ctx, arena, op) {
            let min = clamp.min_val_attr(ctx, arena).and_then(|a| as_float(ctx, a));
            let max = clamp.max_val_attr(ctx, arena).and_then(|a| as_float(ctx, a));
            let input = clamp.input(ctx, arena);
            match (min, max) {
                (Some(lo), Some(hi)) if lo == 0.0 && hi >= f64::from(f32::MAX) => {
                    replace_with(ctx, arena, op, top::ReluOp::schema(), &[input], &[])?;
                }
                _ => {
                    return Err(err(
                        arena,
                        op,
                        "'tosa.clamp' op: only relu-shaped clamps (min 0, no max) convert to top yet",
                    ))
                }
            }
        } else {
            let name = ctx.op_info(arena.op_name(op)).name().to_string();
            if name.starts_with("tosa.") {
                return Err(err(
                    arena,
                    op,
                    format!("'{name}' op has no conversion to the top dialect yet"),
                ));
            }
        }
    }
    for op in shape_consts {
        if arena.use_empty(arena.result(op, 0)) {
            arena.erase_op(op);
        }
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

/// The function's `top.None`, created at its start when missing.
fn none_value(ctx: &Context, arena: &mut IrArena, block: BlockId) -> Result<Value, Diagnostic> {
    if let Some(op) = arena
        .block_ops(block)
        .find(|&o| top::NoneOp::cast(ctx, arena, o).is_some())
    {
        return Ok(arena.result(op, 0));
    }
    let first = arena
        .first_op(block)
        .ok_or_else(|| Diagnostic::error(ir::DiagLoc::Offset(0), "empty function"))?;
    let none = create_before(
        ctx,
        arena,
        first,
        NewOp {
            schema: top::NoneOp::schema(),
            operands: &[],
            results: &[ctx.none_type()],
            attrs: &[],
            loc: ctx.unknown_loc(),
        },
    )?;
    Ok(arena.result(none, 0))
}
