//! `subnet-divide` (static nets, one subnet): `main` keeps its `top.Input`s and calls
//! `subfunc_0`, which gets every other op of `main` in order (weights, the tpu ops;
//! `top.None` first, and only if something uses it) with the inputs as its arguments
//! (located as the inputs are; in `main`'s order when it uses them all, else in the
//! order of first use) and returns what `main` returned. `subfunc_0` is marked as run
//! on the TPU (`mode = #tpu<run_mode TPU_STATIC>`, `id = 0`, `next_index =
//! array<i32: -1>`); the module becomes `TPU_DIVIDED`. A `tpu.Permute` that only moves
//! dimensions of size 1 becomes a `tpu.Reshape` (`permute_reshape`).

use ir::ods::values::{dense_array, int_attr, type_attr};
use ir::ods::{OpBuilder, OpState};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, Value};

use super::{block_of, function};
use crate::func::ops::{CallOp, FuncOp, ReturnOp};
use crate::top::ops::{InputOp, NoneOp};
use crate::tpu::ops::{RunMode, RunModeAttr};

fn error(arena: &IrArena, op: OpId, message: &str) -> Diagnostic {
    Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), format!("subnet-divide: {message}"))
}

fn build(
    ctx: &Context,
    arena: &mut IrArena,
    schema: &'static ir::ods::OpSchema,
    state: OpState,
    loc: Attr,
) -> Result<OpId, Diagnostic> {
    let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
    ir::ods::build::create(&mut b, schema, state).map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))
}

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let main = function(ctx, arena, module, "main").ok_or_else(|| error(arena, module, "the module has no `main`"))?;
    if function(ctx, arena, module, "subfunc_0").is_some() {
        return Ok(());
    }
    let block = block_of(arena, main).ok_or_else(|| error(arena, main, "`main` has no body"))?;
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    let inputs: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| InputOp::cast(ctx, arena, o).is_some())
        .collect();
    let ret = *ops
        .iter()
        .rev()
        .find(|&&o| ReturnOp::cast(ctx, arena, o).is_some())
        .ok_or_else(|| error(arena, main, "`main` does not return"))?;
    let nones: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| NoneOp::cast(ctx, arena, o).is_some())
        .collect();
    let moved: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|o| !inputs.contains(o) && !nones.contains(o) && *o != ret)
        .collect();
    // Arguments: main's inputs in order when the subnet uses them all, else in the
    // order the subnet first uses them.
    let all_used = inputs
        .iter()
        .all(|&i| arena.uses(arena.result(i, 0)).any(|u| moved.contains(&u.op)));
    let inputs: Vec<OpId> = if all_used {
        inputs
    } else {
        let mut order = Vec::new();
        for &op in &moved {
            for v in arena.operands(op) {
                if let Some(d) = arena
                    .defining_op(v)
                    .filter(|d| inputs.contains(d) && !order.contains(d))
                {
                    order.push(d);
                }
            }
        }
        order
    };
    let input_values: Vec<Value> = inputs.iter().map(|&i| arena.result(i, 0)).collect();
    let input_types: Vec<Type> = input_values.iter().map(|&v| arena.value_type(v)).collect();
    let returned: Vec<Value> = arena.operands(ret).collect();
    let result_types: Vec<Type> = returned.iter().map(|&v| arena.value_type(v)).collect();
    let unknown = ctx.unknown_loc();

    // subfunc_0, after main.
    let mut state = OpState::new();
    state.attr("sym_name", Some(ctx.string_attr(b"subfunc_0")));
    state.attr(
        "function_type",
        Some(type_attr(
            ctx,
            ctx.function_type(input_types.clone(), result_types.clone()),
        )),
    );
    state.regions(1);
    let sub = build(ctx, arena, FuncOp::schema(), state, unknown)?;
    let args: Vec<(Type, Attr)> = inputs
        .iter()
        .zip(&input_types)
        .map(|(&i, &t)| (t, arena.op_loc(i)))
        .collect();
    let entry = arena.create_block(&args);
    let region = arena.regions(sub)[0];
    arena.append_block(region, entry);
    let run_mode = RunModeAttr::get(ctx, RunMode::TpuStatic);
    let id = int_attr(ctx, 0, "i64").map_err(|e| error(arena, main, &e.0))?;
    let next = dense_array(ctx, &[-1], "i32").map_err(|e| error(arena, main, &e.0))?;
    crate::top::to_tpu::set_attrs(ctx, arena, sub, &[("id", id), ("mode", run_mode), ("next_index", next)]);
    match arena.next_op(main) {
        Some(after) => arena.insert_op_before(sub, after),
        None => {
            let parent = arena
                .op_parent(main)
                .ok_or_else(|| error(arena, module, "`main` is not in a module"))?;
            arena.append_op(parent, sub);
        }
    }
    for &none in &nones {
        let used = !arena.use_empty(arena.result(none, 0));
        if used && arena.first_op(entry).is_none() {
            arena.move_op_to_end(none, entry);
        } else {
            // A second `none` is the first one.
            if let Some(first) = arena.first_op(entry).filter(|_| used) {
                let (from, to) = (arena.result(none, 0), arena.result(first, 0));
                arena.replace_all_uses(from, to);
            }
            arena.erase_op(none);
        }
    }
    for op in moved {
        arena.move_op_to_end(op, entry);
    }
    for (i, &v) in input_values.iter().enumerate() {
        let arg = arena.arg(entry, i);
        let uses: Vec<ir::Use> = arena.uses(v).filter(|u| arena.op_parent(u.op) == Some(entry)).collect();
        for u in uses {
            arena.set_operand(u, arg);
        }
    }
    let mut state = OpState::new();
    state.operands(&returned);
    let sub_ret = build(ctx, arena, ReturnOp::schema(), state, unknown)?;
    arena.append_op(entry, sub_ret);

    // main calls it.
    let callee = ctx.get_attr(AttrKind::SymbolRef {
        root: ctx.string_attr(b"subfunc_0"),
        nested: Vec::new(),
    });
    let mut state = OpState::new();
    state.attr("callee", Some(callee));
    state.operands(&input_values);
    state.results(&result_types);
    let call = build(ctx, arena, CallOp::schema(), state, unknown)?;
    arena.insert_op_before(call, ret);
    for i in 0..returned.len() {
        let v = arena.result(call, i);
        arena.set_operand(
            ir::Use {
                op: ret,
                operand: i as u32,
            },
            v,
        );
    }
    let state = ir::ods::values::str_attr(ctx, "TPU_DIVIDED");
    crate::top::to_tpu::set_attrs(ctx, arena, module, &[("module.state", state)]);
    super::permute_reshape::run(ctx, arena, entry)?;
    Ok(())
}
