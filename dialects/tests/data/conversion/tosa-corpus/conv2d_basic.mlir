// TOSA corpus case conv2d_basic (made by gen.py).
func.func @conv2d_basic(%arg0: tensor<1x5x5x2xf32>, %arg1: tensor<3x3x3x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x3xf32>
  return %1 : tensor<1x3x3x3xf32>
}
