//! `ConstantLike` as generic code asks it (`ir::rewrite::{is_constant_like,
//! constant_value, constant_int}`, upstream's `m_Constant`/`m_ConstantInt`): from
//! the trait the op declares and its folder, for any dialect's constants. The
//! folds that read constant operands this way (tensor, memref, cf, scf, affine)
//! follow mlir-opt-22 on `index.constant` operands too
//! (`data/transforms/canonicalize/constant_like_folds`).

use ir::rewrite::{constant_int, constant_value, is_constant_like};
use ir::{Context, IrArena, OpId};

const INPUT: &str = r#"func.func @f(%x: i32) -> () {
  %0 = arith.constant 7 : i32
  %1 = index.constant 42
  %2 = index.bool.constant true
  %3 = arith.constant dense<1.0> : tensor<2xf32>
  %4 = ub.poison : i32
  %5 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %6 = arith.addi %x, %0 : i32
  %7 = "u.constant"() {value = 3 : i32} : () -> i32
  return
}
"#;

fn parse() -> (Context, IrArena, Vec<OpId>) {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    dialects::register_all(&ctx);
    let module = ir::text::parse_source(&ctx, "c.mlir", INPUT.as_bytes()).expect("parses");
    let body: Vec<OpId> = module
        .arena
        .walk_preorder(module.top)
        .into_iter()
        .filter(|&o| module.arena.num_results(o) == 1)
        .collect();
    (ctx, module.arena, body)
}

#[test]
fn constant_like_is_the_trait_not_the_name() {
    let (ctx, arena, ops) = parse();
    let like: Vec<bool> = ops.iter().map(|&o| is_constant_like(&ctx, &arena, o)).collect();
    // arith.constant, index.constant, index.bool.constant, arith.constant (dense),
    // ub.poison, tosa.const_shape are ConstantLike; arith.addi and an unregistered
    // op named like a constant are not.
    assert_eq!(like, [true, true, true, true, true, true, false, false]);
}

#[test]
fn constant_values_come_from_the_folder() {
    let (ctx, arena, ops) = parse();
    let value = |i: usize| constant_value(&ctx, &arena, arena.result(ops[i], 0));
    let text = |i: usize| value(i).map(|a| ir::text::printer::attr_to_string(&ctx, a));
    assert_eq!(text(0).as_deref(), Some("7 : i32"));
    assert_eq!(text(1).as_deref(), Some("42 : index"));
    assert_eq!(text(3).as_deref(), Some("dense<1.000000e+00> : tensor<2xf32>"));
    assert_eq!(value(6), None);
    assert_eq!(value(7), None);
    let int = |i: usize| constant_int(&ctx, &arena, arena.result(ops[i], 0));
    assert_eq!(int(0), Some(7));
    assert_eq!(int(1), Some(42));
    assert_eq!(int(2), Some(1));
    assert_eq!(int(3), None, "a dense constant is not a scalar integer");
    assert_eq!(int(6), None);
    // A block argument has no defining op.
    let arg = arena.operand(ops[6], 0);
    assert_eq!(constant_value(&ctx, &arena, arg), None);
}
