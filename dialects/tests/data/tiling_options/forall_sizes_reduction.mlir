// MATCH: linalg.matmul
// TRANSFORM: transform.structured.tile_using_forall %0 tile_sizes [10, 0, 30]
func.func @matmul(%a: tensor<128x256xf32>, %b: tensor<256x512xf32>, %c: tensor<128x512xf32>) -> tensor<128x512xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<128x256xf32>, tensor<256x512xf32>) outs(%c : tensor<128x512xf32>) -> tensor<128x512xf32>
  return %0 : tensor<128x512xf32>
}
