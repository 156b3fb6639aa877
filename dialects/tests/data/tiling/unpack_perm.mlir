// TILE: linalg.unpack 3 0 2
func.func @f(%a: tensor<3x5x?x?x8xf32>, %b: tensor<?x5x20xf32>, %t: index) -> tensor<?x5x20xf32> {
  %0 = linalg.unpack %a outer_dims_perm = [2, 1, 0] inner_dims_pos = [0, 2] inner_tiles = [%t, 8] into %b : tensor<3x5x?x?x8xf32> -> tensor<?x5x20xf32>
  return %0 : tensor<?x5x20xf32>
}
