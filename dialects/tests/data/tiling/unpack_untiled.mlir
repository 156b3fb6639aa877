// TILE: linalg.unpack 0 6
func.func @f(%a: tensor<?x4x8x8xf32>, %b: tensor<?x30xf32>) -> tensor<?x30xf32> {
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %b : tensor<?x4x8x8xf32> -> tensor<?x30xf32>
  return %0 : tensor<?x30xf32>
}
