// prefer-conv2d-kernel-layout-hwcf: tosa.conv2d becomes
// linalg.conv_2d_nhwc_hwcf (or its _q form) after a transpose of the
// kernel, itself lowered to linalg.transpose.
func.func @conv2d_f32(%input: tensor<1x5x5x3xf32>, %weights: tensor<4x3x3x3xf32>, %bias: tensor<4xf32>) -> tensor<1x5x5x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5x4xf32>
  return %0 : tensor<1x5x5x4xf32>
}

func.func @conv2d_i8_zero_points(%input: tensor<1x4x4x2xi8>, %weights: tensor<2x3x3x2xi8>, %bias: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %izp = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x3x3x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}
