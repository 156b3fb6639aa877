//! `ConditionallySpeculatable` (declared in `ods-dsl/src/interfaces.ods`) on real
//! ops: what `Pure`, `AlwaysSpeculatable` and `RecursivelySpeculatable` give, the
//! Rust `getSpeculatability` of the ops whose answer depends on their operands
//! (arith's divisions, `memref.dim`/`tensor.dim`, `scf.for`/`affine.for`, vector
//! transfers, linalg's structured ops), and `ir::speculation::{is_speculatable, is_pure}` over them. The
//! pass asking them, `--loop-invariant-code-motion`, is compared with mlir-opt-22
//! in `transforms`.

use crate::support::parsed::Parsed;
use ir::rewrite::table::OpTable;
use ir::speculation::{is_pure, is_speculatable, speculatability, Speculatability};

const INPUT: &str = r#"func.func @f(%a: i32, %b: i32, %t: tensor<?x4xf32>, %m: memref<?x4xf32>, %u: memref<*xf32>,
             %lb: index, %ub: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i5 = arith.constant 5 : i32
  %im1 = arith.constant -1 : i32
  %pad = arith.constant 0.0 : f32
  %0 = arith.divsi %a, %i5 : i32
  %1 = arith.divsi %a, %im1 : i32
  %2 = arith.divui %a, %im1 : i32
  %3 = arith.divui %a, %b : i32
  %4 = tensor.dim %t, %c1 : tensor<?x4xf32>
  %5 = tensor.dim %t, %c2 : tensor<?x4xf32>
  %6 = memref.dim %m, %c0 : memref<?x4xf32>
  %7 = memref.dim %u, %c0 : memref<*xf32>
  %8 = memref.load %m[%c0, %c0] : memref<?x4xf32>
  %9 = vector.transfer_read %t[%c0, %c0], %pad : tensor<?x4xf32>, vector<4xf32>
  %10 = vector.transfer_read %m[%c0, %c0], %pad : memref<?x4xf32>, vector<4xf32>
  scf.for %i = %lb to %ub step %c1 {
    %x = arith.addi %a, %b : i32
  }
  scf.for %i = %lb to %ub step %c2 {
    %x = arith.addi %a, %b : i32
  }
  scf.for %i = %lb to %ub step %c1 {
    %x = arith.divui %a, %b : i32
  }
  %11 = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  affine.for %i = 0 to 10 step 2 {
  }
  %12 = linalg.transpose ins(%t : tensor<?x4xf32>) outs(%t : tensor<?x4xf32>) permutation = [0, 1]
  linalg.transpose ins(%m : memref<?x4xf32>) outs(%m : memref<?x4xf32>) permutation = [0, 1]
  "foo.unknown"() : () -> ()
  return
}
"#;

#[test]
fn speculatability_follows_upstream() {
    let ir = Parsed::new("speculation.mlir", INPUT);
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    use Speculatability::{NotSpeculatable as Not, RecursivelySpeculatable as Rec, Speculatable as Yes};
    let cases: &[(&str, usize, Option<Speculatability>)] = &[
        // `Pure` gives the interface answering `Speculatable`.
        ("arith.constant", 0, Some(Yes)),
        ("arith.addi", 0, Some(Yes)),
        // Divisions: a constant divisor without 0 (and without -1 when signed).
        ("arith.divsi", 0, Some(Yes)),
        ("arith.divsi", 1, Some(Not)),
        ("arith.divui", 0, Some(Yes)),
        ("arith.divui", 1, Some(Not)),
        // `dim`: a constant index below the rank of a ranked source.
        ("tensor.dim", 0, Some(Yes)),
        ("tensor.dim", 1, Some(Not)),
        ("memref.dim", 0, Some(Yes)),
        ("memref.dim", 1, Some(Not)),
        // An op with stated effects and no speculation trait is not the interface.
        ("memref.load", 0, None),
        // Transfers: on tensors only.
        ("vector.transfer_read", 0, Some(Yes)),
        ("vector.transfer_read", 1, Some(Not)),
        // Loops: a constant unit step makes them as speculatable as their body.
        ("scf.for", 0, Some(Rec)),
        ("scf.for", 1, Some(Not)),
        ("scf.if", 0, Some(Rec)),
        ("affine.for", 0, Some(Not)),
        // linalg: as speculatable as the payload on tensors, not on memrefs.
        ("linalg.transpose", 0, Some(Rec)),
        ("linalg.transpose", 1, Some(Not)),
        ("foo.unknown", 0, None),
    ];
    for &(name, k, want) in cases {
        assert_eq!(speculatability(ctx, arena, ir.nth(name, k)), want, "{name} #{k}");
    }
}

#[test]
fn is_speculatable_and_is_pure_recurse_as_upstream() {
    let ir = Parsed::new("speculation.mlir", INPUT);
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    let table = OpTable::new(ctx);
    let spec = |name: &str, k: usize| is_speculatable(ctx, arena, ir.nth(name, k));
    let pure = |name: &str, k: usize| is_pure(ctx, arena, &table, ir.nth(name, k));
    // A unit-step loop is speculatable when its body is...
    assert!(spec("scf.for", 0));
    assert!(!spec("scf.for", 2));
    // ...and pure when it is also free of effects (its effects are recursive).
    assert!(pure("scf.for", 0));
    assert!(!pure("scf.for", 1));
    // `scf.if` with speculatable branches; a `dim` of a memref is pure (no effect).
    assert!(spec("scf.if", 0) && pure("scf.if", 0));
    assert!(pure("memref.dim", 0));
    // A read of a memref is speculatable only on tensors and has an effect.
    assert!(pure("vector.transfer_read", 0));
    assert!(!pure("vector.transfer_read", 1));
    assert!(!spec("memref.load", 0) && !pure("memref.load", 0));
    // Unregistered ops are neither.
    assert!(!spec("foo.unknown", 0) && !pure("foo.unknown", 0));
}
