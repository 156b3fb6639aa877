// MATCH: linalg.sub
// TRANSFORM: transform.structured.fuse %0 tile_sizes [4, 10] {use_forall}
func.func @chain(%x: tensor<16x30xf32>, %y: tensor<16x30xf32>) -> tensor<16x30xf32> {
  %e = tensor.empty() : tensor<16x30xf32>
  %0 = linalg.add ins(%x, %y : tensor<16x30xf32>, tensor<16x30xf32>) outs(%e : tensor<16x30xf32>) -> tensor<16x30xf32>
  %1 = linalg.mul ins(%0, %0 : tensor<16x30xf32>, tensor<16x30xf32>) outs(%e : tensor<16x30xf32>) -> tensor<16x30xf32>
  %2 = linalg.sub ins(%1, %y : tensor<16x30xf32>, tensor<16x30xf32>) outs(%e : tensor<16x30xf32>) -> tensor<16x30xf32>
  return %2 : tensor<16x30xf32>
}
