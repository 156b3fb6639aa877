// TILE: linalg.unpack 15 4
func.func @f(%a: tensor<4x8x8x2xf32>, %b: tensor<30x16xf32>) -> tensor<30x16xf32> {
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %b : tensor<4x8x8x2xf32> -> tensor<30x16xf32>
  return %0 : tensor<30x16xf32>
}
