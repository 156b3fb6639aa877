// TILE: linalg.pack 2 3
func.func @f(%a: tensor<?x20xf32>, %b: tensor<?x5x?x4xf32>, %t: index, %p: f32) -> tensor<?x5x?x4xf32> {
  %0 = linalg.pack %a padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %b : tensor<?x20xf32> -> tensor<?x5x?x4xf32>
  return %0 : tensor<?x5x?x4xf32>
}
