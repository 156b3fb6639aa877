#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 + d5 * 2, d3)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>, sym_name = "conv"}> ({
  ^bb0(%arg18: tensor<1x9x9x3xf32>, %arg19: tensor<3x3x3x4xf32>, %arg20: tensor<1x4x4x4xf32>):
    %6 = "linalg.conv_2d_nhwc_hwcf"(%arg18, %arg19, %arg20) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %7 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%arg23, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    "func.return"(%6) : (tensor<1x4x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x6x6x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> (), sym_name = "pool"}> ({
  ^bb0(%arg12: memref<1x6x6x2xf32>, %arg13: memref<2x2xf32>, %arg14: memref<1x3x3x2xf32>):
    "linalg.pooling_nhwc_max"(%arg12, %arg13, %arg14) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %5 = "arith.maximumf"(%arg17, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) {keep = "me", linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<1x6x6x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>, sym_name = "default_windows"}> ({
  ^bb0(%arg6: tensor<1x8x8x3xf32>, %arg7: tensor<3x3x3xf32>, %arg8: tensor<1x6x6x3xf32>):
    %2 = "linalg.depthwise_conv_2d_nhwc_hwc"(%arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %3 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg11, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map5]} : (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
    "func.return"(%2) : (tensor<1x6x6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "elementwise"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>):
    %0 = "linalg.add"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %1 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

