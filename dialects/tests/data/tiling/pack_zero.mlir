// TILE: linalg.pack 0 3 4
func.func @f(%a: tensor<16x10x32xf32>, %b: tensor<16x8x10x4xf32>, %p: f32) -> tensor<16x8x10x4xf32> {
  %0 = linalg.pack %a padding_value(%p : f32) outer_dims_perm = [0, 2, 1] inner_dims_pos = [2] inner_tiles = [4] into %b : tensor<16x10x32xf32> -> tensor<16x8x10x4xf32>
  return %0 : tensor<16x8x10x4xf32>
}
