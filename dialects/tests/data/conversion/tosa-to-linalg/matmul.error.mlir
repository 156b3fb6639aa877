func.func @bad(%arg0: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %2 = tosa.matmul %arg0, %arg0, %z, %z : (tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4xf32>
  return %2 : tensor<1x4x4xf32>
}
