// TOSA corpus case matmul (made by gen.py).
func.func @matmul(%arg0: tensor<1x3x4xf32>, %arg1: tensor<1x4x5xf32>) -> tensor<1x3x5xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.matmul %arg0, %arg1, %0, %0 : (tensor<1x3x4xf32>, tensor<1x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x5xf32>
  return %1 : tensor<1x3x5xf32>
}
