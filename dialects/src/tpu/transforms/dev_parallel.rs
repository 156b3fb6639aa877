//! `dev-parallel` for one device: the outer module records the net's input names (the
//! `top.Input` ops of `main`) and output names (what `main` returns), and the functions
//! move into a module of the same name for device 0 (`module.device_id = 0`,
//! `module.step = 0`), where address assignment later records the memory regions.

use ir::ods::access::{inherent, set_inherent};
use ir::ods::values::{attr_array, int_attr, str_attr};
use ir::{Attr, Context, Diagnostic, IrArena, OpId};

use super::{block_of, function, model_module};
use crate::common::loc_name;
use crate::func::ops::ReturnOp;
use crate::top::ops::InputOp;
use crate::top::to_tpu::set_attrs;

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    if model_module(ctx, arena, module) != module {
        return Ok(());
    }
    let module_loc = arena.op_loc(module);
    let err = |m: &str| Diagnostic::error(ir::DiagLoc::Attr(module_loc), format!("dev-parallel: {m}"));
    let main = function(ctx, arena, module, "main").ok_or_else(|| err("the module has no `main`"))?;
    let body = block_of(arena, main).ok_or_else(|| err("`main` has no body"))?;
    let ops: Vec<OpId> = arena.block_ops(body).collect();
    let name_of = |op: OpId| loc_name(ctx, arena.op_loc(op)).unwrap_or_default();
    let inputs: Vec<Attr> = ops
        .iter()
        .filter(|&&o| InputOp::cast(ctx, arena, o).is_some())
        .map(|&o| str_attr(ctx, &name_of(o)))
        .collect();
    let outputs: Vec<Attr> = ops
        .iter()
        .filter(|&&o| ReturnOp::cast(ctx, arena, o).is_some())
        .flat_map(|&r| arena.operands(r).collect::<Vec<_>>())
        .map(|v| str_attr(ctx, &arena.defining_op(v).map(name_of).unwrap_or_default()))
        .collect();
    set_attrs(
        ctx,
        arena,
        module,
        &[
            ("module.inputs", attr_array(ctx, &inputs)),
            ("module.outputs", attr_array(ctx, &outputs)),
        ],
    );

    let (device, block) = ir::builtin::create_module(ctx, arena, arena.op_loc(module));
    if let Some(name) = inherent(ctx, arena, module, "sym_name") {
        set_inherent(ctx, arena, device, "sym_name", Some(name));
    }
    let zero = int_attr(ctx, 0, "i64").map_err(|e| err(&e.0))?;
    set_attrs(ctx, arena, device, &[("module.device_id", zero), ("module.step", zero)]);
    let outer = block_of(arena, module).ok_or_else(|| err("empty module"))?;
    let funcs: Vec<OpId> = arena.block_ops(outer).collect();
    for f in funcs {
        arena.move_op_to_end(f, block);
    }
    arena.append_op(outer, device);
    Ok(())
}
