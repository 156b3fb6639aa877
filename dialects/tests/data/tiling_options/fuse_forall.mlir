// MATCH: linalg.matmul
// TRANSFORM: transform.structured.fuse %0 tile_sizes [8, 16] {use_forall}
func.func @fill_matmul(%a: tensor<32x64xf32>, %b: tensor<64x48xf32>) -> tensor<32x48xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x48xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x48xf32>) outs(%f : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %0 : tensor<32x48xf32>
}
