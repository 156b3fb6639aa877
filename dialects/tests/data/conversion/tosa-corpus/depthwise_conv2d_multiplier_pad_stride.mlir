// TOSA corpus case depthwise_conv2d_multiplier_pad_stride (made by gen.py).
func.func @depthwise_conv2d_multiplier_pad_stride(%arg0: tensor<1x5x5x2xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x4xf32>
  return %1 : tensor<1x3x3x4xf32>
}
