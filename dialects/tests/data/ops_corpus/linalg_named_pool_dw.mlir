// CASE: linalg OpDSL depthwise convolutions and pooling (sum/max/min, signed/unsigned, 1-D/2-D/3-D) with strides and dilations
func.func @depthwise(%a: tensor<1x10x4xf32>, %k: tensor<3x4xf32>, %o: tensor<1x8x4xf32>, %km: tensor<3x4x2xf32>, %om: tensor<1x8x4x2xf32>,
                     %c: tensor<1x4x10xf32>, %kc: tensor<4x3xf32>, %oc: tensor<1x4x8xf32>) -> tensor<1x8x4xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %k : tensor<1x10x4xf32>, tensor<3x4xf32>) outs(%o : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %1 = linalg.depthwise_conv_1d_nwc_wcm ins(%a, %km : tensor<1x10x4xf32>, tensor<3x4x2xf32>) outs(%om : tensor<1x8x4x2xf32>) -> tensor<1x8x4x2xf32>
  %2 = linalg.depthwise_conv_1d_ncw_cw ins(%c, %kc : tensor<1x4x10xf32>, tensor<4x3xf32>) outs(%oc : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x8x4xf32>
}

func.func @depthwise2d(%a: tensor<1x9x9x4xi8>, %k: tensor<3x3x4xi8>, %o: tensor<1x4x4x4xi32>, %km: tensor<3x3x4x2xi8>, %om: tensor<1x4x4x4x2xi32>,
                       %c: tensor<1x4x9x9xf32>, %kc: tensor<4x3x3xf32>, %oc: tensor<1x4x7x7xf32>, %zp: i32) -> tensor<1x4x4x4xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %k : tensor<1x9x9x4xi8>, tensor<3x3x4xi8>) outs(%o : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<2> : tensor<2xi64>} ins(%a, %k, %zp, %zp : tensor<1x9x9x4xi8>, tensor<3x3x4xi8>, i32, i32) outs(%o : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<2> : tensor<2xi64>} ins(%a, %km : tensor<1x9x9x4xi8>, tensor<3x3x4x2xi8>) outs(%om : tensor<1x4x4x4x2xi32>) -> tensor<1x4x4x4x2xi32>
  %3 = linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<2> : tensor<2xi64>} ins(%a, %km, %zp, %zp : tensor<1x9x9x4xi8>, tensor<3x3x4x2xi8>, i32, i32) outs(%om : tensor<1x4x4x4x2xi32>) -> tensor<1x4x4x4x2xi32>
  %4 = linalg.depthwise_conv_2d_nchw_chw ins(%c, %kc : tensor<1x4x9x9xf32>, tensor<4x3x3xf32>) outs(%oc : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x4x4xi32>
}

func.func @depthwise3d(%a: memref<1x6x6x6x4xf32>, %k: memref<3x3x3x4xf32>, %o: memref<1x4x4x4x4xf32>, %km: memref<3x3x3x4x2xf32>, %om: memref<1x4x4x4x4x2xf32>,
                       %c: memref<1x4x6x6x6xf32>, %kc: memref<4x3x3x3xf32>, %oc: memref<1x4x4x4x4xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a, %k : memref<1x6x6x6x4xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x4x4x4x4xf32>)
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a, %km : memref<1x6x6x6x4xf32>, memref<3x3x3x4x2xf32>) outs(%om : memref<1x4x4x4x4x2xf32>)
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%c, %kc : memref<1x4x6x6x6xf32>, memref<4x3x3x3xf32>) outs(%oc : memref<1x4x4x4x4xf32>)
  return
}

func.func @pool2d(%a: tensor<1x9x9x4xf32>, %w: tensor<3x3xf32>, %o: tensor<1x4x4x4xf32>, %ai: tensor<1x9x9x4xi8>, %oi: tensor<1x4x4x4xi32>,
                  %c: tensor<1x4x9x9xf32>, %oc: tensor<1x4x7x7xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %w : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %1 = linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>} ins(%ai, %w : tensor<1x9x9x4xi8>, tensor<3x3xf32>) outs(%oi : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %2 = linalg.pooling_nhwc_min_unsigned {strides = dense<2> : tensor<2xi64>} ins(%ai, %w : tensor<1x9x9x4xi8>, tensor<3x3xf32>) outs(%oi : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %3 = linalg.pooling_nchw_sum ins(%c, %w : tensor<1x4x9x9xf32>, tensor<3x3xf32>) outs(%oc : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  %4 = linalg.pooling_nchw_max ins(%c, %w : tensor<1x4x9x9xf32>, tensor<3x3xf32>) outs(%oc : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  %5 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%ai, %w : tensor<1x9x9x4xi8>, tensor<3x3xf32>) outs(%oi : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %6 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>, dilations = dense<[1, 1]> : tensor<2xi64>} ins(%a, %w : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

func.func @pool1d3d(%a: memref<1x10x4xf32>, %w: memref<3xf32>, %o: memref<1x8x4xf32>, %ai: memref<1x10x4xi16>, %oi: memref<1x8x4xi32>,
                    %c: memref<1x4x10xf32>, %oc: memref<1x4x8xf32>, %d: memref<1x6x6x6x4xf32>, %w3: memref<3x3x3xf32>, %od: memref<1x4x4x4x4xf32>) {
  linalg.pooling_nwc_sum ins(%a, %w : memref<1x10x4xf32>, memref<3xf32>) outs(%o : memref<1x8x4xf32>)
  linalg.pooling_nwc_max ins(%a, %w : memref<1x10x4xf32>, memref<3xf32>) outs(%o : memref<1x8x4xf32>)
  linalg.pooling_nwc_min ins(%a, %w : memref<1x10x4xf32>, memref<3xf32>) outs(%o : memref<1x8x4xf32>)
  linalg.pooling_nwc_max_unsigned ins(%ai, %w : memref<1x10x4xi16>, memref<3xf32>) outs(%oi : memref<1x8x4xi32>)
  linalg.pooling_nwc_min_unsigned ins(%ai, %w : memref<1x10x4xi16>, memref<3xf32>) outs(%oi : memref<1x8x4xi32>)
  linalg.pooling_ncw_sum ins(%c, %w : memref<1x4x10xf32>, memref<3xf32>) outs(%oc : memref<1x4x8xf32>)
  linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>} ins(%c, %w : memref<1x4x10xf32>, memref<3xf32>) outs(%oc : memref<1x4x8xf32>)
  linalg.pooling_ndhwc_sum ins(%d, %w3 : memref<1x6x6x6x4xf32>, memref<3x3x3xf32>) outs(%od : memref<1x4x4x4x4xf32>)
  linalg.pooling_ndhwc_max ins(%d, %w3 : memref<1x6x6x6x4xf32>, memref<3x3x3xf32>) outs(%od : memref<1x4x4x4x4xf32>)
  linalg.pooling_ndhwc_min ins(%d, %w3 : memref<1x6x6x6x4xf32>, memref<3x3x3xf32>) outs(%od : memref<1x4x4x4x4xf32>)
  return
}
