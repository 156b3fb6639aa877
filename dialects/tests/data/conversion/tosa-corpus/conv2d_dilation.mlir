// TOSA corpus case conv2d_dilation (made by gen.py).
func.func @conv2d_dilation(%arg0: tensor<1x7x9x2xf32>, %arg1: tensor<2x3x2x2xf32>, %arg2: tensor<2xf32>) -> tensor<1x4x5x2xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 2>} : (tensor<1x7x9x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x2xf32>
  return %1 : tensor<1x4x5x2xf32>
}
