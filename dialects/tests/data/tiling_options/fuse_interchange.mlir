// MATCH: linalg.matmul
// TRANSFORM: transform.structured.fuse %0 tile_sizes [8, 16, 0] interchange [1, 0, 2]
func.func @fill_matmul(%a: tensor<30x64xf32>, %b: tensor<64x40xf32>, %init: tensor<30x40xf32>) -> tensor<30x40xf32> {
  %cst = arith.constant 1.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<30x40xf32>) -> tensor<30x40xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<30x64xf32>, tensor<64x40xf32>) outs(%f : tensor<30x40xf32>) -> tensor<30x40xf32>
  return %0 : tensor<30x40xf32>
}
