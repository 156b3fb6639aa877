func.func @p(%in: tensor<1x4x4x1xi8>, %w: tensor<2x2xi8>, %o: tensor<1x3x3x1xi32>, %fin: tensor<1x4x4x1xf16>, %fo: tensor<1x3x3x1xf32>, %k: tensor<1x3x3x1xf16>) -> (tensor<1x3x3x1xi32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xi32>) {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : tensor<1x4x4x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
  %1 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%fin, %w : tensor<1x4x4x1xf16>, tensor<2x2xi8>) outs(%fo : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %f = tensor.empty() : tensor<2x2x1x1xf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x4x4x1xi8>, tensor<2x2x1x1xf16>) outs(%o : tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
  return %0, %1, %2 : tensor<1x3x3x1xi32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xi32>
}
