// CASE: OpDSL named ops written in generic form without linalg.memoized_indexing_maps get them while verifying, as upstream's getIndexingMaps memoizes them
func.func @conv(%a: tensor<1x9x9x3xf32>, %b: tensor<3x3x3x4xf32>, %c: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "linalg.conv_2d_nhwc_hwcf"(%a, %b, %c) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
func.func @pool(%a: memref<1x6x6x2xf32>, %w: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  "linalg.pooling_nhwc_max"(%a, %w, %c) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.maximumf %z, %x : f32
    linalg.yield %1 : f32
  }) {keep = "me"} : (memref<1x6x6x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> ()
  return
}
func.func @default_windows(%a: tensor<1x8x8x3xf32>, %b: tensor<3x3x3xf32>, %c: tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> {
  %0 = "linalg.depthwise_conv_2d_nhwc_hwc"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.add"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.addf %x, %y : f32
    linalg.yield %1 : f32
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
