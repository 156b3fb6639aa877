// TILE: linalg.unpack 4 0
func.func @f(%a: tensor<8x16x4xf32>, %b: tensor<30x16xf32>) -> tensor<30x16xf32> {
  %0 = linalg.unpack %a inner_dims_pos = [0] inner_tiles = [4] into %b : tensor<8x16x4xf32> -> tensor<30x16xf32>
  return %0 : tensor<30x16xf32>
}
