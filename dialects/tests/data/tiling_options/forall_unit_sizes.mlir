// MATCH: linalg.transpose
// TRANSFORM: transform.structured.tile_using_forall %0 tile_sizes [1, 0, 1]
func.func @transpose(%in: tensor<16x32x64xf32>, %init: tensor<64x16x32xf32>) -> tensor<64x16x32xf32> {
  %0 = linalg.transpose ins(%in : tensor<16x32x64xf32>) outs(%init : tensor<64x16x32xf32>) permutation = [2, 0, 1]
  return %0 : tensor<64x16x32xf32>
}
