//! Builds a small toy program with the generated builders:
//!
//! ```mlir
//! func.func @main() {
//!   %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
//!   %1 = toy.transpose %0 : tensor<2x3xf64> -> tensor<3x2xf64>
//!   %2 = toy.transpose %1 : tensor<3x2xf64> -> tensor<2x3xf64>
//!   %3 = toy.negate %2 : tensor<2x3xf64>
//!   %4 = toy.negate %3 : tensor<2x3xf64>
//!   %5 = toy.add %4, %0 : tensor<2x3xf64>
//!   toy.print %5 : tensor<2x3xf64>
//!   return
//! }
//! ```

use crate::{AddOp, ConstantOp, NegateOp, PrintOp, TransposeOp};
use dialects::func::ops::{FuncOp, ReturnOp};
use ir::float::FloatKind;
use ir::ods::{BuildError, OpBuilder};
use ir::{Context, IrArena, OpId};

/// Builds the program in a new `builtin.module` (locations `toy.mlir:LINE:1`,
/// one line per op) and returns the module.
pub fn build_program(ctx: &Context, arena: &mut IrArena) -> Result<OpId, BuildError> {
    let loc = |line| ctx.file_loc("toy.mlir", line, 1);
    let f64t = ctx.float_type(FloatKind::F64);
    let matrix = ctx.ranked_tensor_type(&[2, 3], f64t);
    let transposed = ctx.ranked_tensor_type(&[3, 2], f64t);

    let (module, module_body) = ir::builtin::create_module(ctx, arena, loc(1));
    let main_type = ctx.function_type(vec![], vec![]);
    let main = FuncOp::build_unwrapped(
        &mut OpBuilder::new(ctx, arena).at_end(module_body).with_loc(loc(2)),
        "main",
        main_type,
        None,
        None,
        None,
        false,
    )?;
    let entry = arena.add_block(main.body(arena), &[]);

    let mut b = OpBuilder::new(ctx, arena).at_end(entry);
    let values = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let value = ir::dense_bridge::dense_f64_attr(ctx, matrix, &values)
        .ok_or_else(|| BuildError("a 2x3 f64 constant".into()))?;
    b.loc = loc(3);
    let c = ConstantOp::build(&mut b, matrix, value)?.output(ctx, b.arena);
    b.loc = loc(4);
    let t1 = TransposeOp::build(&mut b, transposed, c)?.output(ctx, b.arena);
    b.loc = loc(5);
    let t2 = TransposeOp::build(&mut b, matrix, t1)?.output(ctx, b.arena);
    b.loc = loc(6);
    let n1 = NegateOp::build_inferred(&mut b, t2)?.output(ctx, b.arena);
    b.loc = loc(7);
    let n2 = NegateOp::build_inferred(&mut b, n1)?.output(ctx, b.arena);
    b.loc = loc(8);
    let sum = AddOp::build_inferred(&mut b, n2, c)?.output(ctx, b.arena);
    b.loc = loc(9);
    PrintOp::build(&mut b, sum)?;
    b.loc = loc(10);
    ReturnOp::build(&mut b, &[])?;
    Ok(module)
}
