module {
  func.func @p(%arg0: tensor<1x4x4x1xi8>, %arg1: tensor<2x2xi8>, %arg2: tensor<1x3x3x1xi32>, %arg3: tensor<1x4x4x1xf16>, %arg4: tensor<1x3x3x1xf32>, %arg5: tensor<1x3x3x1xf16>) -> (tensor<1x3x3x1xi32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xi32>) {
    %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x4x4x1xi8>, tensor<2x2xi8>) outs(%arg2 : tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
    %1 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg1 : tensor<1x4x4x1xf16>, tensor<2x2xi8>) outs(%arg4 : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    %2 = tensor.empty() : tensor<2x2x1x1xf16>
    %3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %2 : tensor<1x4x4x1xi8>, tensor<2x2x1x1xf16>) outs(%arg2 : tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
    return %0, %1, %3 : tensor<1x3x3x1xi32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xi32>
  }
}

