// TILE: tensor.pad 0 6
func.func @f(%a: tensor<7x20xf32>, %p: f32) -> tensor<10x20xf32> {
  %0 = tensor.pad %a low[1, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<7x20xf32> to tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}
