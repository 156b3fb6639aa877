// TOSA corpus case sub_broadcast_rank4 (made by gen.py).
func.func @sub_broadcast_rank4(%arg0: tensor<1x4x4x3xf32>, %arg1: tensor<1x1x1x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = tosa.sub %arg0, %arg1 : (tensor<1x4x4x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}
