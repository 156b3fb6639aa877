//! `DestinationStyleOpInterface` (declared in `ods-dsl/src/interfaces.ods`) on the
//! ops MLIR 22 gives it: linalg's structured ops, `linalg.map`/`softmax`,
//! `tensor.insert`/`insert_slice`, the vector transfers, `scf.forall` and
//! `bufferization.materialize_in_destination`, queried through the typed handle on
//! ops parsed from text. One-shot bufferization reads inits and tied results
//! through it (`dps_writes`/`dps_aliasing_values`); its outputs stay mlir-opt-22's
//! (`conversion_passes`).

use crate::support::parsed::Parsed;
use ir::interfaces::DestinationStyleOpInterfaceRef;

const INPUT: &str = r#"func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>, %m: memref<4x4xf32>,
             %v: vector<4xf32>, %s: f32, %i: index) -> () {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>)
  %1 = linalg.map ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  %2 = linalg.softmax dimension(1) ins(%a : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = tensor.insert %s into %a[%i, %i] : tensor<4x4xf32>
  %4 = tensor.insert_slice %b into %c[0, %i] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  %5 = vector.transfer_read %m[%i, %i], %s : memref<4x4xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<4x4xf32>
  %6 = vector.transfer_write %v, %a[%i, %i] : vector<4xf32>, tensor<4x4xf32>
  %7 = scf.forall (%k) in (%i) shared_outs(%o = %a) -> (tensor<4x4xf32>) {
  }
  %8 = bufferization.materialize_in_destination %a in %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  bufferization.materialize_in_destination %a in restrict writable %m : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  %9 = arith.addf %s, %s : f32
  return
}
"#;

#[test]
fn inits_inputs_and_tied_results_follow_upstream() {
    let ir = Parsed::new("dps.mlir", INPUT);
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    // (op, occurrence, inits, tensor semantics, buffer semantics)
    for (name, n, inits, tensor, buffer) in [
        ("linalg.matmul", 0, 2..3, true, false),
        ("linalg.matmul", 1, 2..3, false, true),
        ("linalg.map", 0, 2..3, true, false),
        ("linalg.softmax", 0, 1..2, true, false),
        ("tensor.insert", 0, 1..2, true, false),
        ("tensor.insert_slice", 0, 1..2, true, false),
        ("vector.transfer_read", 0, 0..0, false, true),
        ("vector.transfer_write", 0, 1..2, false, true),
        ("vector.transfer_write", 1, 1..2, true, false),
        ("scf.forall", 0, 1..2, true, false),
        ("bufferization.materialize_in_destination", 0, 1..2, true, false),
        ("bufferization.materialize_in_destination", 1, 0..0, false, false),
    ] {
        let op = ir.nth(name, n);
        let d = DestinationStyleOpInterfaceRef::get(ctx, arena, op).unwrap_or_else(|| panic!("{name} is DPS"));
        let what = format!("{name} #{n}");
        assert_eq!(d.dps_inits_range(ctx, arena), inits, "{what}");
        assert_eq!(d.num_dps_inits(ctx, arena), inits.len(), "{what}");
        let operands: Vec<ir::Value> = arena.operands(op).collect();
        assert_eq!(d.dps_inits(ctx, arena), operands[inits.clone()].to_vec(), "{what}");
        let inputs: Vec<usize> = (0..operands.len()).filter(|i| !inits.contains(i)).collect();
        assert_eq!(d.dps_input_positions(ctx, arena), inputs, "{what}");
        let input_values: Vec<ir::Value> = inputs.iter().map(|&i| operands[i]).collect();
        assert_eq!(d.dps_inputs(ctx, arena), input_values, "{what}");
        for i in 0..operands.len() {
            assert_eq!(d.is_dps_init(ctx, arena, i), inits.contains(&i), "{what} operand {i}");
            assert_eq!(d.is_dps_input(ctx, arena, i), !inits.contains(&i), "{what} operand {i}");
        }
        // Results are tied to the inits in order (none with buffer semantics).
        for (k, init) in inits.clone().enumerate() {
            let tied = (k < arena.num_results(op)).then(|| arena.result(op, k));
            assert_eq!(d.tied_op_result(ctx, arena, init), tied, "{what}");
            if tied.is_some() {
                assert_eq!(d.tied_op_operand(ctx, arena, k), Some(init), "{what}");
            }
        }
        if let Some(&input) = inputs.first() {
            assert_eq!(d.tied_op_result(ctx, arena, input), None, "{what}");
        }
        assert_eq!(d.has_pure_tensor_semantics(ctx, arena), tensor, "{what}");
        assert_eq!(d.has_pure_buffer_semantics(ctx, arena), buffer, "{what}");
    }
    for name in ["arith.addf", "linalg.yield", "func.return"] {
        assert!(
            DestinationStyleOpInterfaceRef::get(ctx, arena, ir.nth(name, 0)).is_none(),
            "{name}"
        );
    }
}
