// A small CNN-like model: conv2d (3x3, pad 1) + clamp (relu6) + max_pool2d (2x2, stride 2).
func.func @cnn(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  %w = "tosa.const"() <{values = dense<[[[[0.5, -0.25], [0.125, 1.0], [-0.5, 0.75]], [[0.25, 0.5], [-1.0, 0.25], [0.375, -0.125]], [[0.0, 1.5], [0.625, -0.75], [0.25, 0.25]]], [[[-0.5, 0.25], [1.0, 0.5], [0.75, -0.25]], [[0.125, -0.375], [0.5, 0.5], [-0.25, 1.0]], [[0.25, 0.0], [-0.125, 0.625], [0.5, -0.5]]], [[[1.0, 1.0], [0.0, -0.5], [0.25, 0.125]], [[-0.75, 0.5], [0.25, 0.25], [0.5, 0.0]], [[0.125, -0.25], [0.375, 0.75], [-1.0, 0.5]]]]> : tensor<3x3x3x2xf32>}> : () -> tensor<3x3x3x2xf32>
  %b = "tosa.const"() <{values = dense<[0.1, -0.2, 0.3]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.conv2d %arg0, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %r = tosa.clamp %c {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %p = tosa.max_pool2d %r {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x2x2x3xf32>
  return %p : tensor<1x2x2x3xf32>
}
