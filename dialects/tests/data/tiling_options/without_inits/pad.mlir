// MATCH: tensor.pad
// TRANSFORM: transform.structured.tile_using_for %0 tile_sizes [2, 3]
func.func @pad(%in: tensor<7x9xf32>, %v: f32) -> tensor<10x14xf32> {
  %0 = tensor.pad %in low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<7x9xf32> to tensor<10x14xf32>
  return %0 : tensor<10x14xf32>
}
