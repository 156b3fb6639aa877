// TILE: linalg.conv_2d_nhwc_hwcf 1 5 4 0 3
func.func @conv(%in: tensor<1x18x18x8xf32>, %f: tensor<3x3x8x16xf32>, %out: tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x18x18x8xf32>, tensor<3x3x8x16xf32>) outs(%out : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
  return %0 : tensor<1x16x16x16xf32>
}
