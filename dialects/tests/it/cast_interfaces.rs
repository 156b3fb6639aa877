//! `CastOpInterface` (`src/interfaces.ods`): the casts of arith, tensor, index and
//! memref implement `are_cast_compatible` (`areCastCompatible`), which the
//! interface's verifier (`ir::cast::verify_cast_interface_op`, upstream's
//! `verifyCastInterfaceOp`) asks with the traits, and its fold
//! (`foldCastInterfaceOp`) removes a cast between identical types; as mlir-opt-22
//! (`data/cast_interfaces`).

use crate::support::all_dialects_and_test;
use crate::support::mlir_opt_data::{print, Data};
use crate::support::parsed::Parsed;
use ir::interfaces::{CastOpInterfaceMethods, CastOpInterfaceRef};
use ir::Context;

const DATA: Data = Data("cast_interfaces");

fn ty(ctx: &Context, text: &str) -> ir::Type {
    ir::text::parse_type_str(ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message))
}

#[test]
fn casts_rejected_with_mlir_opts_messages() {
    let ctx = all_dialects_and_test();
    assert_eq!(
        DATA.split_errors(&ctx, "errors.mlir", true),
        DATA.error_lines("errors.expected")
    );
}

#[test]
fn casts_accepted_and_printed_as_mlir_opt() {
    let ctx = all_dialects_and_test();
    let m = DATA.parse_verified(&ctx, "accepted.mlir");
    assert_eq!(print(&ctx, &m, false), DATA.expected("accepted.custom"));
    // Every cast is seen through the interface.
    let casts = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .filter(|&op| CastOpInterfaceRef::get(&ctx, &m.arena, op).is_some())
        .count();
    assert_eq!(casts, 11);
}

#[test]
fn are_cast_compatible_by_op_name() {
    let ctx = all_dialects_and_test();
    let t = |s: &str| ty(&ctx, s);
    let compatible = |op: &str, inputs: &[&str], outputs: &[&str]| {
        let methods = CastOpInterfaceMethods::get(&ctx, ctx.op_name(op)).unwrap_or_else(|| panic!("{op} is a cast"));
        let inputs: Vec<ir::Type> = inputs.iter().map(|s| t(s)).collect();
        let outputs: Vec<ir::Type> = outputs.iter().map(|s| t(s)).collect();
        methods.are_cast_compatible(&ctx, &inputs, &outputs)
    };
    assert!(compatible("arith.extsi", &["i32"], &["i64"]));
    assert!(!compatible("arith.extsi", &["i64"], &["i32"]));
    // One input and one output (`areValidCastInputsAndOutputs`).
    assert!(!compatible("arith.extsi", &["i32", "i32"], &["i64"]));
    assert!(!compatible("arith.extsi", &["i32"], &[]));
    // `scaling_extf` looks at its first operand only.
    assert!(compatible("arith.scaling_extf", &["f16", "f8E8M0FNU"], &["f32"]));
    assert!(compatible("arith.index_cast", &["vector<2xindex>"], &["vector<2xi32>"]));
    assert!(!compatible(
        "arith.index_cast",
        &["vector<2xindex>"],
        &["vector<3xi32>"]
    ));
    assert!(compatible("tensor.cast", &["tensor<4xf32>"], &["tensor<*xf32>"]));
    assert!(compatible("index.castu", &["index"], &["i8"]));
    assert!(compatible("memref.cast", &["memref<4xf32>"], &["memref<*xf32>"]));
    assert!(!compatible("memref.cast", &["memref<*xf32>"], &["memref<*xf32>"]));
    // Not a cast.
    assert!(CastOpInterfaceMethods::get(&ctx, ctx.op_name("arith.addi")).is_none());
}

#[test]
fn a_cast_between_identical_types_folds_to_its_operand() {
    let ir = Parsed::new(
        "fold.mlir",
        "func.func @f(%a: tensor<4xf32>, %m: memref<4xf32>) -> (tensor<4xf32>, memref<4xf32>, tensor<?xf32>) {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<4xf32>
  %2 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  return %0, %1, %2 : tensor<4xf32>, memref<4xf32>, tensor<?xf32>
}
",
    );
    for (name, n) in [("tensor.cast", 0), ("memref.cast", 0)] {
        let cast = ir.nth(name, n);
        let folded = ir::cast::fold_cast_interface_op(&ir.arena, cast);
        assert_eq!(folded, Some(vec![ir.arena.operand(cast, 0)]), "{name}");
    }
    // A cast changing the type does not fold.
    assert_eq!(
        ir::cast::fold_cast_interface_op(&ir.arena, ir.nth("tensor.cast", 1)),
        None
    );
}
