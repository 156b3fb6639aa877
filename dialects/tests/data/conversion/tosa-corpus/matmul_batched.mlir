// TOSA corpus case matmul_batched (made by gen.py).
func.func @matmul_batched(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.matmul %arg0, %arg1, %0, %0 : (tensor<2x2x3xf32>, tensor<2x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x2xf32>
  return %1 : tensor<2x2x2xf32>
}
