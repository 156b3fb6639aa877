module {
  func.func @conv(%arg0: tensor<1x10x3xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<1x8x4xf32>, %arg3: tensor<1x3x10xf32>, %arg4: tensor<4x3x3xf32>, %arg5: tensor<1x4x8xf32>, %arg6: tensor<10xf32>, %arg7: tensor<3xf32>, %arg8: tensor<8xf32>, %arg9: tensor<10x10xf32>, %arg10: tensor<3x3xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<6x6x6xi8>, %arg13: tensor<3x3x3xi8>, %arg14: tensor<4x4x4xi32>) -> tensor<1x8x4xf32> {
    %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%arg2 : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %1 = linalg.conv_1d_ncw_fcw ins(%arg3, %arg4 : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%arg5 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %2 = linalg.conv_1d ins(%arg6, %arg7 : tensor<10xf32>, tensor<3xf32>) outs(%arg8 : tensor<8xf32>) -> tensor<8xf32>
    %3 = linalg.conv_2d ins(%arg9, %arg10 : tensor<10x10xf32>, tensor<3x3xf32>) outs(%arg11 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = linalg.conv_3d ins(%arg12, %arg13 : tensor<6x6x6xi8>, tensor<3x3x3xi8>) outs(%arg14 : tensor<4x4x4xi32>) -> tensor<4x4x4xi32>
    return %0 : tensor<1x8x4xf32>
  }
  func.func @conv2d(%arg0: tensor<1x9x9x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<8x3x3x3xf32>, %arg3: tensor<1x4x4x8xf32>, %arg4: tensor<1x3x9x9xi8>, %arg5: tensor<8x3x3x3xi8>, %arg6: tensor<1x8x7x7xi32>, %arg7: i32) -> tensor<1x4x4x8xf32> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%arg3 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg2 : tensor<1x9x9x3xf32>, tensor<8x3x3x3xf32>) outs(%arg3 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %2 = linalg.conv_2d_nchw_fchw ins(%arg4, %arg5 : tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>) outs(%arg6 : tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32>
    %3 = linalg.conv_2d_nchw_fchw_q ins(%arg4, %arg5, %arg7, %arg7 : tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, i32, i32) outs(%arg6 : tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32>
    %4 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg7, %arg7 : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, i32, i32) outs(%arg3 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    return %0 : tensor<1x4x4x8xf32>
  }
  func.func @grouped(%arg0: memref<1x2x4x9x9xf32>, %arg1: memref<8x2x4x3x3xf32>, %arg2: memref<2x8x4x3x3xf32>, %arg3: memref<1x2x8x7x7xf32>, %arg4: memref<1x9x9x2x4xi8>, %arg5: memref<2x8x3x3x4xi8>, %arg6: memref<1x7x7x2x8xi32>, %arg7: i32, %arg8: memref<1x2x4x9x9xi8>, %arg9: memref<2x8x4x3x3xi8>, %arg10: memref<1x2x8x7x7xi32>) {
    linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : memref<1x2x4x9x9xf32>, memref<8x2x4x3x3xf32>) outs(%arg3 : memref<1x2x8x7x7xf32>)
    linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg2 : memref<1x2x4x9x9xf32>, memref<2x8x4x3x3xf32>) outs(%arg3 : memref<1x2x8x7x7xf32>)
    linalg.conv_2d_nhwgc_gfhwc ins(%arg4, %arg5 : memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>) outs(%arg6 : memref<1x7x7x2x8xi32>)
    linalg.conv_2d_nhwgc_gfhwc_q ins(%arg4, %arg5, %arg7, %arg7 : memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, i32, i32) outs(%arg6 : memref<1x7x7x2x8xi32>)
    linalg.conv_2d_ngchw_gfchw_q ins(%arg8, %arg9, %arg7, %arg7 : memref<1x2x4x9x9xi8>, memref<2x8x4x3x3xi8>, i32, i32) outs(%arg10 : memref<1x2x8x7x7xi32>)
    return
  }
  func.func @conv3d(%arg0: tensor<1x6x6x6x3xf16>, %arg1: tensor<3x3x3x3x8xf16>, %arg2: tensor<1x4x4x4x8xf32>, %arg3: tensor<1x3x6x10x14xf32>, %arg4: tensor<8x3x3x3x3xf32>, %arg5: tensor<1x8x4x4x4xf32>, %arg6: i32) -> tensor<1x4x4x4x8xf32> {
    %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>) outs(%arg2 : tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
    %1 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg6, %arg6 : tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, i32, i32) outs(%arg2 : tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
    %2 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 2, 3]> : tensor<3xi64>} ins(%arg3, %arg4 : tensor<1x3x6x10x14xf32>, tensor<8x3x3x3x3xf32>) outs(%arg5 : tensor<1x8x4x4x4xf32>) -> tensor<1x8x4x4x4xf32>
    return %0 : tensor<1x4x4x4x8xf32>
  }
}

