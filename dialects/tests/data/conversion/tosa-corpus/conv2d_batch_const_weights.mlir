// TOSA corpus case conv2d_batch_const_weights (made by gen.py).
func.func @conv2d_batch_const_weights(%arg0: tensor<2x4x4x2xf32>) -> tensor<2x4x4x3xf32> {
  %0 = "tosa.const"() <{values = dense<[[[[1.1875, 1.75]]], [[[-0.25, -0.4375]]], [[[-1.0, -1.875]]]]> : tensor<3x1x1x2xf32>}> : () -> tensor<3x1x1x2xf32>
  %1 = "tosa.const"() <{values = dense<[-2.0, 0.0, 0.5625]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %2 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %3 = tosa.conv2d %arg0, %0, %1, %2, %2 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x4x4x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x4x3xf32>
  return %3 : tensor<2x4x4x3xf32>
}
