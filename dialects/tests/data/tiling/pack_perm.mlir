// TILE: linalg.pack 2 3
func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?x8x2xf32>) -> tensor<?x?x8x2xf32> {
  %0 = linalg.pack %a outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 2] into %b : tensor<?x?xf32> -> tensor<?x?x8x2xf32>
  return %0 : tensor<?x?x8x2xf32>
}
