// TILE: linalg.unpack 8 16
func.func @f(%a: tensor<8x16x4x4xf32>, %b: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %b : tensor<8x16x4x4xf32> -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
