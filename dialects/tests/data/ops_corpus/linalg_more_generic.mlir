// CASE: generic-form linalg.matmul, batch_matmul and batch_reduce_matmul without indexing_maps (their default maps apply; mlir-opt-22's custom print re-parses with the maps explicit, so this case does not read back) [no-readback]
func.func @generic_forms(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>, %ba: tensor<5x2x3xf32>, %bb: tensor<5x3x4xf32>, %bc: tensor<5x2x4xf32>) -> (tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<2x4xf32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = "linalg.batch_matmul"(%ba, %bb, %bc) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %4 = arith.mulf %x, %y : f32
    %5 = arith.addf %z, %4 : f32
    linalg.yield %5 : f32
  }) : (tensor<5x2x3xf32>, tensor<5x3x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
  %6 = "linalg.batch_reduce_matmul"(%ba, %bb, %c) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %7 = arith.mulf %x, %y : f32
    %8 = arith.addf %z, %7 : f32
    linalg.yield %8 : f32
  }) : (tensor<5x2x3xf32>, tensor<5x3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0, %3, %6 : tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<2x4xf32>
}
