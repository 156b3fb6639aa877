// tosa.conv2d: padding, strides, dilations, a one-element bias, zero
// points (the _q form), an accumulator wider than the result (tosa.cast).
func.func @conv2d_f32(%input: tensor<1x7x9x3xf32>, %weights: tensor<4x3x2x3xf32>, %bias: tensor<4xf32>) -> tensor<1x4x5x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 2>} : (tensor<1x7x9x3xf32>, tensor<4x3x2x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x4xf32>
  return %0 : tensor<1x4x5x4xf32>
}

func.func @conv2d_bias_splat(%input: tensor<2x5x5x2xf32>, %weights: tensor<3x3x3x2xf32>, %bias: tensor<1xf32>) -> tensor<2x3x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x3x3xf32>
  return %0 : tensor<2x3x3x3xf32>
}

func.func @conv2d_i8_zero_points(%input: tensor<1x4x4x2xi8>, %weights: tensor<2x3x3x2xi8>, %bias: tensor<2xi32>) -> tensor<1x4x4x2xi32> {
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x3x3x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}

func.func @conv2d_i8(%input: tensor<1x4x4x2xi8>, %weights: tensor<2x1x1x2xi8>, %bias: tensor<2xi32>) -> tensor<1x4x4x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x1x1x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}

func.func @conv2d_f16_acc_f32(%input: tensor<1x4x4x2xf16>, %weights: tensor<2x3x3x2xf16>, %bias: tensor<2xf16>) -> tensor<1x2x2x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<2x3x3x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

func.func @conv3d(%input: tensor<1x4x5x6x2xf32>, %weights: tensor<3x2x2x2x2xf32>, %bias: tensor<3xf32>) -> tensor<1x3x4x5x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x5x6x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x4x5x3xf32>
  return %0 : tensor<1x3x4x5x3xf32>
}
