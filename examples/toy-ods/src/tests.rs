//! The toy dialect through rods: built, verified, printed, parsed,
//! written as bytecode and canonicalized.

use crate::program::build_program;
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Context, IrArena, OpId};

fn context() -> Context {
    let ctx = Context::new();
    crate::register(&ctx);
    ctx
}

fn pretty(ctx: &Context, arena: &IrArena, op: OpId) -> String {
    print_operation(ctx, arena, op, PrintOptions::default())
}

const BUILT: &str = "module {
  func.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.transpose %0 : tensor<2x3xf64> -> tensor<3x2xf64>
    %2 = toy.transpose %1 : tensor<3x2xf64> -> tensor<2x3xf64>
    %3 = toy.negate %2 : tensor<2x3xf64>
    %4 = toy.negate %3 : tensor<2x3xf64>
    %5 = toy.add %4, %0 : tensor<2x3xf64>
    toy.print %5 : tensor<2x3xf64>
    return
  }
}
";

#[test]
fn the_built_program_verifies_and_prints_in_the_declared_formats() {
    let ctx = context();
    let mut arena = IrArena::new();
    let module = build_program(&ctx, &mut arena).expect("builds");
    ir::verify::verify(&ctx, &arena, module).expect("verifies");
    assert_eq!(pretty(&ctx, &arena, module), BUILT);
}

#[test]
fn the_printed_program_parses_back_and_survives_bytecode() {
    let ctx = context();
    let parsed = parse_source(&ctx, "toy.mlir", BUILT.as_bytes()).expect("parses");
    ir::verify::verify(&ctx, &parsed.arena, parsed.top).expect("verifies");
    assert_eq!(pretty(&ctx, &parsed.arena, parsed.top), BUILT);
    let bytes = ir::bytecode::write(&ctx, &parsed.arena, parsed.top, &Default::default()).expect("writes");
    let read = ir::bytecode::read(&ctx, &bytes).expect("reads");
    assert_eq!(pretty(&ctx, &read.arena, read.top), BUILT);
}

#[test]
fn canonicalize_removes_double_transposes_and_double_negations() {
    let ctx = context();
    let mut arena = IrArena::new();
    let module = build_program(&ctx, &mut arena).expect("builds");
    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &dialects::pass_registry())
        .expect("pipeline");
    let (result, _) = pm.run(&ctx, &mut arena, module);
    assert!(result.is_ok());
    let expected = "module {
  func.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.add %0, %0 : tensor<2x3xf64>
    toy.print %1 : tensor<2x3xf64>
    return
  }
}
";
    assert_eq!(pretty(&ctx, &arena, module), expected);
}

#[test]
fn verifier_errors_name_the_op_and_its_location() {
    let ctx = context();
    let text = "func.func @f(%a: tensor<2x3xf64>) {
  %0 = toy.transpose %a : tensor<2x3xf64> -> tensor<2x3xf64>
  return
}
";
    let parsed = parse_source(&ctx, "bad.mlir", text.as_bytes()).expect("parses");
    let error = ir::verify::verify(&ctx, &parsed.arena, parsed.top).expect_err("rejected");
    assert_eq!(
        error.render(&ctx),
        "bad.mlir:2:8: error: 'toy.transpose' op result shape must be the input's shape transposed\n\
         bad.mlir:2:8: note: see current operation: \
         %0 = \"toy.transpose\"(%arg0) : (tensor<2x3xf64>) -> tensor<2x3xf64>"
    );
    let text = "func.func @f(%a: tensor<2x3xf32>) {
  %0 = toy.negate %a : tensor<2x3xf32>
  return
}
";
    let parsed = parse_source(&ctx, "bad.mlir", text.as_bytes()).expect("parses");
    let error = ir::verify::verify(&ctx, &parsed.arena, parsed.top).expect_err("rejected");
    assert_eq!(
        error.render(&ctx),
        "bad.mlir:2:8: error: 'toy.negate' op operand #0 must be tensor of 64-bit float values, \
         but got 'tensor<2x3xf32>'\n\
         bad.mlir:2:8: note: see current operation: %0 = \"toy.negate\"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>"
    );
}
