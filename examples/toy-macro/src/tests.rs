//! The calc dialect through rods: built, verified, printed, parsed back,
//! written as bytecode and canonicalized with its folders.

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
  func.func @main(%arg0: i64) {
    %0 = calc.const 0
    %1 = calc.const 1
    %2 = calc.add %arg0, %0
    %3 = calc.mul %1, %2
    calc.print %3
    return
  }
}
";

#[test]
fn the_built_program_verifies_prints_and_round_trips() {
    let ctx = context();
    let mut arena = IrArena::new();
    let module = build_program(&ctx, &mut arena).expect("builds");
    ir::verify::verify(&ctx, &arena, module).expect("verifies");
    assert_eq!(pretty(&ctx, &arena, module), BUILT);
    let parsed = parse_source(&ctx, "calc.mlir", BUILT.as_bytes()).expect("parses");
    assert_eq!(pretty(&ctx, &parsed.arena, parsed.top), BUILT);
    let bytes = ir::bytecode::write(&ctx, &arena, module, &Default::default()).expect("writes");
    let read = ir::bytecode::read(&ctx, &bytes).expect("reads");
    assert_eq!(pretty(&ctx, &read.arena, read.top), BUILT);
}

#[test]
fn canonicalize_folds_adding_zero_and_multiplying_by_one() {
    let ctx = context();
    let mut arena = IrArena::new();
    let module = build_program(&ctx, &mut arena).expect("builds");
    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &dialects::pass_registry())
        .expect("pipeline");
    let (result, _) = pm.run(&ctx, &mut arena, module);
    assert!(result.is_ok());
    let expected = "module {
  func.func @main(%arg0: i64) {
    calc.print %arg0
    return
  }
}
";
    assert_eq!(pretty(&ctx, &arena, module), expected);
}

#[test]
fn constraint_errors_name_the_op_and_its_location() {
    let ctx = context();
    let text = "func.func @f(%a: i32) {
  %0 = \"calc.add\"(%a, %a) : (i32, i32) -> i32
  return
}
";
    let parsed = parse_source(&ctx, "bad.mlir", text.as_bytes()).expect("parses");
    let error = ir::verify::verify(&ctx, &parsed.arena, parsed.top).expect_err("rejected");
    assert_eq!(
        error.render(&ctx),
        "bad.mlir:2:8: error: 'calc.add' op operand #0 must be 64-bit signless integer, but got 'i32'\n\
         bad.mlir:2:8: note: see current operation: %0 = \"calc.add\"(%arg0, %arg0) : (i32, i32) -> i32"
    );
}

/// Canonicalizes `text` with the calc dialect (its folders and the patterns
/// of `CalcPatterns`, declared in Rust with `ods_macros::patterns!`).
fn canonicalized(text: &str) -> String {
    let ctx = context();
    let mut parsed = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &dialects::pass_registry())
        .expect("pipeline");
    let (result, _) = pm.run(&ctx, &mut parsed.arena, parsed.top);
    assert!(result.is_ok());
    pretty(&ctx, &parsed.arena, parsed.top)
}

#[test]
fn patterns_declared_in_rust_rewrite_through_canonicalize() {
    let text = "func.func @f(%x: i64) {
  %0 = calc.const 2
  %1 = calc.const 3
  %2 = calc.add %0, %1
  %3 = calc.mul %x, %0
  calc.print %2
  calc.print %3
  return
}
";
    let expected = "module {
  func.func @f(%arg0: i64) {
    %0 = calc.const 5
    %1 = calc.add %arg0, %arg0
    calc.print %0
    calc.print %1
    return
  }
}
";
    assert_eq!(canonicalized(text), expected);
}

#[test]
fn patterns_have_drr_benefits_and_roots_and_check_their_constraints() {
    use ir::rewrite::RewritePattern;
    // DRR's benefit: the ops of the source DAG, plus `addBenefit`.
    assert_eq!((crate::AddConstants.benefit(), crate::MulByTwo.benefit()), (3, 3));
    assert_eq!(crate::MulByTwo.root(), Some("calc.mul"));
    // A constraint that fails leaves the op alone: `x * 3` stays.
    let text = "func.func @f(%x: i64) {
  %0 = calc.const 3
  %1 = calc.mul %x, %0
  calc.print %1
  return
}
";
    assert!(canonicalized(text).contains("calc.mul %arg0, %0"));
}
