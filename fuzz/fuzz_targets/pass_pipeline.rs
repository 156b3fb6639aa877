//! Fuzzes pass-pipeline strings: any text must parse into a pipeline of the
//! registered passes or give an error; a pipeline that parses runs on a small
//! fixed module with every dialect registered, and may fail with a
//! diagnostic but never panic or leave invalid IR.
//!
//! Run with `cargo +nightly fuzz run pass_pipeline corpus/pass_pipeline`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rods_fuzz::dialect_context;

/// A module with a bit of every level the passes lower: TOSA, linalg on
/// tensors, arith and scf.
const MODULE: &str = r#"
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<1x2x4xf32> {
  %sa = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sb = tosa.const_shape {values = dense<[1, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %a3 = tosa.reshape %a, %sa : (tensor<2x3xf32>, !tosa.shape<3>) -> tensor<1x2x3xf32>
  %b3 = tosa.reshape %b, %sb : (tensor<3x4xf32>, !tosa.shape<3>) -> tensor<1x3x4xf32>
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %m = tosa.matmul %a3, %b3, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  %r = tosa.clamp %m {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %r : tensor<1x2x4xf32>
}
func.func @g(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %t = arith.addi %acc, %k : i32
    scf.yield %t : i32
  }
  return %s : i32
}
"#;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let registry = dialects::pass_registry();
    let Ok(root) = ir::pass::parse_pass_pipeline(text, &registry) else {
        return;
    };
    let ctx = dialect_context();
    let Ok(mut module) = ir::text::parse_source(&ctx, "fixed.mlir", MODULE.as_bytes()) else {
        panic!("the fixed module does not parse");
    };
    if let Err(e) = ir::verify::verify(&ctx, &module.arena, module.top) {
        panic!("the fixed module does not verify: {e}");
    }
    let options = ir::pass::PassManagerOptions {
        threading: false,
        ..Default::default()
    };
    let mut pm = ir::pass::PassManager::new(root, options);
    if pm.initialize(&ctx).is_err() {
        return;
    }
    let top = module.top;
    let (result, _) = pm.run(&ctx, &mut module.arena, top);
    if result.is_ok() {
        if let Err(e) = ir::verify::verify(&ctx, &module.arena, top) {
            panic!("pipeline {text} left invalid IR: {e}");
        }
    }
});
