// TILE: linalg.pack 3 5
func.func @f(%a: tensor<30x64xf32>, %b: tensor<8x16x4x4xf32>, %p: f32) -> tensor<8x16x4x4xf32> {
  %0 = linalg.pack %a padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %b : tensor<30x64xf32> -> tensor<8x16x4x4xf32>
  return %0 : tensor<8x16x4x4xf32>
}
