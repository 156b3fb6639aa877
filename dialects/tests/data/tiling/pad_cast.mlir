// TILE: tensor.pad 9 9
func.func @f(%a: tensor<30x20xf32>, %p: f32) -> tensor<36x27xf32> {
  %0 = tensor.pad %a low[2, 3] high[4, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<30x20xf32> to tensor<36x27xf32>
  return %0 : tensor<36x27xf32>
}
