// Convolutions with dynamic batch and spatial sizes: the result sizes are
// computed from the input's.
func.func @conv2d_dynamic(%input: tensor<?x?x?x3xf32>, %weights: tensor<4x3x2x3xf32>, %bias: tensor<4xf32>) -> tensor<?x?x?x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 2>} : (tensor<?x?x?x3xf32>, tensor<4x3x2x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

func.func @conv2d_dynamic_batch(%input: tensor<?x5x5x2xf32>, %weights: tensor<3x3x3x2xf32>, %bias: tensor<3xf32>) -> tensor<?x3x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x3x3x3xf32>
  return %0 : tensor<?x3x3x3xf32>
}

func.func @depthwise_dynamic(%input: tensor<?x?x6x3xf32>, %weights: tensor<3x3x3x2xf32>, %bias: tensor<6xf32>) -> tensor<?x?x3x6xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<?x?x6x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x3x6xf32>
  return %0 : tensor<?x?x3x6xf32>
}
