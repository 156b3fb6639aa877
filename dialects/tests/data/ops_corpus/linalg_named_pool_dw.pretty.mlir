module {
  func.func @depthwise(%arg0: tensor<1x10x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<1x8x4xf32>, %arg3: tensor<3x4x2xf32>, %arg4: tensor<1x8x4x2xf32>, %arg5: tensor<1x4x10xf32>, %arg6: tensor<4x3xf32>, %arg7: tensor<1x4x8xf32>) -> tensor<1x8x4xf32> {
    %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x10x4xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %1 = linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg3 : tensor<1x10x4xf32>, tensor<3x4x2xf32>) outs(%arg4 : tensor<1x8x4x2xf32>) -> tensor<1x8x4x2xf32>
    %2 = linalg.depthwise_conv_1d_ncw_cw ins(%arg5, %arg6 : tensor<1x4x10xf32>, tensor<4x3xf32>) outs(%arg7 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    return %0 : tensor<1x8x4xf32>
  }
  func.func @depthwise2d(%arg0: tensor<1x9x9x4xi8>, %arg1: tensor<3x3x4xi8>, %arg2: tensor<1x4x4x4xi32>, %arg3: tensor<3x3x4x2xi8>, %arg4: tensor<1x4x4x4x2xi32>, %arg5: tensor<1x4x9x9xf32>, %arg6: tensor<4x3x3xf32>, %arg7: tensor<1x4x7x7xf32>, %arg8: i32) -> tensor<1x4x4x4xi32> {
    %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x9x9x4xi8>, tensor<3x3x4xi8>) outs(%arg2 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %1 = linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg8, %arg8 : tensor<1x9x9x4xi8>, tensor<3x3x4xi8>, i32, i32) outs(%arg2 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %2 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg3 : tensor<1x9x9x4xi8>, tensor<3x3x4x2xi8>) outs(%arg4 : tensor<1x4x4x4x2xi32>) -> tensor<1x4x4x4x2xi32>
    %3 = linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg3, %arg8, %arg8 : tensor<1x9x9x4xi8>, tensor<3x3x4x2xi8>, i32, i32) outs(%arg4 : tensor<1x4x4x4x2xi32>) -> tensor<1x4x4x4x2xi32>
    %4 = linalg.depthwise_conv_2d_nchw_chw ins(%arg5, %arg6 : tensor<1x4x9x9xf32>, tensor<4x3x3xf32>) outs(%arg7 : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
    return %0 : tensor<1x4x4x4xi32>
  }
  func.func @depthwise3d(%arg0: memref<1x6x6x6x4xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x4x4x4x4xf32>, %arg3: memref<3x3x3x4x2xf32>, %arg4: memref<1x4x4x4x4x2xf32>, %arg5: memref<1x4x6x6x6xf32>, %arg6: memref<4x3x3x3xf32>, %arg7: memref<1x4x4x4x4xf32>) {
    linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : memref<1x6x6x6x4xf32>, memref<3x3x3x4xf32>) outs(%arg2 : memref<1x4x4x4x4xf32>)
    linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg3 : memref<1x6x6x6x4xf32>, memref<3x3x3x4x2xf32>) outs(%arg4 : memref<1x4x4x4x4x2xf32>)
    linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg5, %arg6 : memref<1x4x6x6x6xf32>, memref<4x3x3x3xf32>) outs(%arg7 : memref<1x4x4x4x4xf32>)
    return
  }
  func.func @pool2d(%arg0: tensor<1x9x9x4xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<1x4x4x4xf32>, %arg3: tensor<1x9x9x4xi8>, %arg4: tensor<1x4x4x4xi32>, %arg5: tensor<1x4x9x9xf32>, %arg6: tensor<1x4x7x7xf32>) -> tensor<1x4x4x4xf32> {
    %0 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %1 = linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg1 : tensor<1x9x9x4xi8>, tensor<3x3xf32>) outs(%arg4 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %2 = linalg.pooling_nhwc_min_unsigned {strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg1 : tensor<1x9x9x4xi8>, tensor<3x3xf32>) outs(%arg4 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %3 = linalg.pooling_nchw_sum ins(%arg5, %arg1 : tensor<1x4x9x9xf32>, tensor<3x3xf32>) outs(%arg6 : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
    %4 = linalg.pooling_nchw_max ins(%arg5, %arg1 : tensor<1x4x9x9xf32>, tensor<3x3xf32>) outs(%arg6 : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
    %5 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg1 : tensor<1x9x9x4xi8>, tensor<3x3xf32>) outs(%arg4 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %6 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    return %0 : tensor<1x4x4x4xf32>
  }
  func.func @pool1d3d(%arg0: memref<1x10x4xf32>, %arg1: memref<3xf32>, %arg2: memref<1x8x4xf32>, %arg3: memref<1x10x4xi16>, %arg4: memref<1x8x4xi32>, %arg5: memref<1x4x10xf32>, %arg6: memref<1x4x8xf32>, %arg7: memref<1x6x6x6x4xf32>, %arg8: memref<3x3x3xf32>, %arg9: memref<1x4x4x4x4xf32>) {
    linalg.pooling_nwc_sum ins(%arg0, %arg1 : memref<1x10x4xf32>, memref<3xf32>) outs(%arg2 : memref<1x8x4xf32>)
    linalg.pooling_nwc_max ins(%arg0, %arg1 : memref<1x10x4xf32>, memref<3xf32>) outs(%arg2 : memref<1x8x4xf32>)
    linalg.pooling_nwc_min ins(%arg0, %arg1 : memref<1x10x4xf32>, memref<3xf32>) outs(%arg2 : memref<1x8x4xf32>)
    linalg.pooling_nwc_max_unsigned ins(%arg3, %arg1 : memref<1x10x4xi16>, memref<3xf32>) outs(%arg4 : memref<1x8x4xi32>)
    linalg.pooling_nwc_min_unsigned ins(%arg3, %arg1 : memref<1x10x4xi16>, memref<3xf32>) outs(%arg4 : memref<1x8x4xi32>)
    linalg.pooling_ncw_sum ins(%arg5, %arg1 : memref<1x4x10xf32>, memref<3xf32>) outs(%arg6 : memref<1x4x8xf32>)
    linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>} ins(%arg5, %arg1 : memref<1x4x10xf32>, memref<3xf32>) outs(%arg6 : memref<1x4x8xf32>)
    linalg.pooling_ndhwc_sum ins(%arg7, %arg8 : memref<1x6x6x6x4xf32>, memref<3x3x3xf32>) outs(%arg9 : memref<1x4x4x4x4xf32>)
    linalg.pooling_ndhwc_max ins(%arg7, %arg8 : memref<1x6x6x6x4xf32>, memref<3x3x3xf32>) outs(%arg9 : memref<1x4x4x4x4xf32>)
    linalg.pooling_ndhwc_min ins(%arg7, %arg8 : memref<1x6x6x6x4xf32>, memref<3x3x3xf32>) outs(%arg9 : memref<1x4x4x4x4xf32>)
    return
  }
}

