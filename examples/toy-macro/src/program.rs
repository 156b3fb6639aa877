//! Builds a small calc program with the generated builders:
//!
//! ```mlir
//! func.func @main(%arg0: i64) {
//!   %0 = calc.const 0
//!   %1 = calc.const 1
//!   %2 = calc.add %arg0, %0
//!   %3 = calc.mul %1, %2
//!   calc.print %3
//!   return
//! }
//! ```

use crate::{AddOp, ConstOp, MulOp, PrintOp};
use dialects::func::ops::{FuncOp, ReturnOp};
use ir::ods::{BuildError, OpBuilder};
use ir::{Context, IrArena, OpId};

/// Builds the program in a new `builtin.module` (locations `calc.mlir:LINE:1`)
/// and returns the module.
pub fn build_program(ctx: &Context, arena: &mut IrArena) -> Result<OpId, BuildError> {
    let loc = |line| ctx.file_loc("calc.mlir", line, 1);
    let i64t = ctx.int_type(64);
    let (module, module_body) = ir::builtin::create_module(ctx, arena, loc(1));
    let main_type = ctx.function_type(vec![i64t], vec![]);
    let main = FuncOp::build_unwrapped(
        &mut OpBuilder::new(ctx, arena).at_end(module_body).with_loc(loc(2)),
        "main",
        main_type,
        None,
        None,
        None,
        false,
    )?;
    let entry = arena.add_block(main.body(arena), &[(i64t, loc(2))]);
    let x = arena.arg(entry, 0);

    let mut b = OpBuilder::new(ctx, arena).at_end(entry);
    b.loc = loc(3);
    let zero = ConstOp::build_unwrapped(&mut b, i64t, 0)?.result(ctx, b.arena);
    b.loc = loc(4);
    let one = ConstOp::build_unwrapped(&mut b, i64t, 1)?.result(ctx, b.arena);
    b.loc = loc(5);
    let sum = AddOp::build_inferred(&mut b, x, zero)?.result(ctx, b.arena);
    b.loc = loc(6);
    let product = MulOp::build_inferred(&mut b, one, sum)?.result(ctx, b.arena);
    b.loc = loc(7);
    PrintOp::build(&mut b, product)?;
    b.loc = loc(8);
    ReturnOp::build(&mut b, &[])?;
    Ok(module)
}
