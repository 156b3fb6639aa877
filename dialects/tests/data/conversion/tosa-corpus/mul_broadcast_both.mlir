// TOSA corpus case mul_broadcast_both (made by gen.py).
func.func @mul_broadcast_both(%arg0: tensor<2x1x4xf32>, %arg1: tensor<1x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.mul %arg0, %arg1, %0 : (tensor<2x1x4xf32>, tensor<1x3x4xf32>, tensor<1xi8>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}
