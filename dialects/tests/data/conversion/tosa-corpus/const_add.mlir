// TOSA corpus case const_add (made by gen.py).
func.func @const_add(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "tosa.const"() <{values = dense<[[1.8125, -1.5, 1.625, -1.1875], [0.3125, 0.625, -1.875, -0.125]]> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %1 = tosa.add %arg0, %0 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
