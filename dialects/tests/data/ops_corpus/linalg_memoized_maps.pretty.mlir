module {
  func.func @conv(%arg0: tensor<1x9x9x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    return %0 : tensor<1x4x4x4xf32>
  }
  func.func @pool(%arg0: memref<1x6x6x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x3x3x2xf32>) {
    linalg.pooling_nhwc_max {dilations = dense<[1, 2]> : tensor<2xi64>, keep = "me", strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%arg2 : memref<1x3x3x2xf32>)
    return
  }
  func.func @default_windows(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3xf32>, %arg2: tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> {
    %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : tensor<1x8x8x3xf32>, tensor<3x3x3xf32>) outs(%arg2 : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
    return %0 : tensor<1x6x6x3xf32>
  }
  func.func @elementwise(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.add ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

