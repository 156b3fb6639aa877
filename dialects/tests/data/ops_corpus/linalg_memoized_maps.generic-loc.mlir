#loc2 = loc("linalg_memoized_maps.mlir":2:17)
#loc3 = loc("linalg_memoized_maps.mlir":2:42)
#loc4 = loc("linalg_memoized_maps.mlir":2:67)
#loc6 = loc("linalg_memoized_maps.mlir":4:8)
#loc7 = loc("linalg_memoized_maps.mlir":4:17)
#loc8 = loc("linalg_memoized_maps.mlir":4:26)
#loc14 = loc("linalg_memoized_maps.mlir":11:17)
#loc15 = loc("linalg_memoized_maps.mlir":11:42)
#loc16 = loc("linalg_memoized_maps.mlir":11:63)
#loc18 = loc("linalg_memoized_maps.mlir":13:8)
#loc19 = loc("linalg_memoized_maps.mlir":13:17)
#loc20 = loc("linalg_memoized_maps.mlir":13:26)
#loc25 = loc("linalg_memoized_maps.mlir":19:28)
#loc26 = loc("linalg_memoized_maps.mlir":19:53)
#loc27 = loc("linalg_memoized_maps.mlir":19:76)
#loc29 = loc("linalg_memoized_maps.mlir":21:8)
#loc30 = loc("linalg_memoized_maps.mlir":21:17)
#loc31 = loc("linalg_memoized_maps.mlir":21:26)
#loc37 = loc("linalg_memoized_maps.mlir":28:24)
#loc38 = loc("linalg_memoized_maps.mlir":28:43)
#loc39 = loc("linalg_memoized_maps.mlir":28:62)
#loc41 = loc("linalg_memoized_maps.mlir":30:8)
#loc42 = loc("linalg_memoized_maps.mlir":30:17)
#loc43 = loc("linalg_memoized_maps.mlir":30:26)
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
  ^bb0(%arg18: tensor<1x9x9x3xf32> loc("linalg_memoized_maps.mlir":2:17), %arg19: tensor<3x3x3x4xf32> loc("linalg_memoized_maps.mlir":2:42), %arg20: tensor<1x4x4x4xf32> loc("linalg_memoized_maps.mlir":2:67)):
    %6 = "linalg.conv_2d_nhwc_hwcf"(%arg18, %arg19, %arg20) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg21: f32 loc("linalg_memoized_maps.mlir":4:8), %arg22: f32 loc("linalg_memoized_maps.mlir":4:17), %arg23: f32 loc("linalg_memoized_maps.mlir":4:26)):
      %7 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
      %8 = "arith.addf"(%arg23, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc10)
      "linalg.yield"(%8) : (f32) -> () loc(#loc11)
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> loc(#loc5)
    "func.return"(%6) : (tensor<1x4x4x4xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<1x6x6x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> (), sym_name = "pool"}> ({
  ^bb0(%arg12: memref<1x6x6x2xf32> loc("linalg_memoized_maps.mlir":11:17), %arg13: memref<2x2xf32> loc("linalg_memoized_maps.mlir":11:42), %arg14: memref<1x3x3x2xf32> loc("linalg_memoized_maps.mlir":11:63)):
    "linalg.pooling_nhwc_max"(%arg12, %arg13, %arg14) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
    ^bb0(%arg15: f32 loc("linalg_memoized_maps.mlir":13:8), %arg16: f32 loc("linalg_memoized_maps.mlir":13:17), %arg17: f32 loc("linalg_memoized_maps.mlir":13:26)):
      %5 = "arith.maximumf"(%arg17, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc21)
      "linalg.yield"(%5) : (f32) -> () loc(#loc22)
    }) {keep = "me", linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<1x6x6x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> () loc(#loc17)
    "func.return"() : () -> () loc(#loc23)
  }) : () -> () loc(#loc13)
  "func.func"() <{function_type = (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>, sym_name = "default_windows"}> ({
  ^bb0(%arg6: tensor<1x8x8x3xf32> loc("linalg_memoized_maps.mlir":19:28), %arg7: tensor<3x3x3xf32> loc("linalg_memoized_maps.mlir":19:53), %arg8: tensor<1x6x6x3xf32> loc("linalg_memoized_maps.mlir":19:76)):
    %2 = "linalg.depthwise_conv_2d_nhwc_hwc"(%arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32 loc("linalg_memoized_maps.mlir":21:8), %arg10: f32 loc("linalg_memoized_maps.mlir":21:17), %arg11: f32 loc("linalg_memoized_maps.mlir":21:26)):
      %3 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc32)
      %4 = "arith.addf"(%arg11, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
      "linalg.yield"(%4) : (f32) -> () loc(#loc34)
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map5]} : (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> loc(#loc28)
    "func.return"(%2) : (tensor<1x6x6x3xf32>) -> () loc(#loc35)
  }) : () -> () loc(#loc24)
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "elementwise"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("linalg_memoized_maps.mlir":28:24), %arg1: tensor<4xf32> loc("linalg_memoized_maps.mlir":28:43), %arg2: tensor<4xf32> loc("linalg_memoized_maps.mlir":28:62)):
    %0 = "linalg.add"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc("linalg_memoized_maps.mlir":30:8), %arg4: f32 loc("linalg_memoized_maps.mlir":30:17), %arg5: f32 loc("linalg_memoized_maps.mlir":30:26)):
      %1 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc44)
      "linalg.yield"(%1) : (f32) -> () loc(#loc45)
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc40)
    "func.return"(%0) : (tensor<4xf32>) -> () loc(#loc46)
  }) : () -> () loc(#loc36)
}) : () -> () loc(#loc)
#loc = loc("linalg_memoized_maps.mlir":0:0)
#loc1 = loc("linalg_memoized_maps.mlir":2:1)
#loc5 = loc("linalg_memoized_maps.mlir":3:8)
#loc9 = loc("linalg_memoized_maps.mlir":5:10)
#loc10 = loc("linalg_memoized_maps.mlir":6:10)
#loc11 = loc("linalg_memoized_maps.mlir":7:5)
#loc12 = loc("linalg_memoized_maps.mlir":9:3)
#loc13 = loc("linalg_memoized_maps.mlir":11:1)
#loc17 = loc("linalg_memoized_maps.mlir":12:3)
#loc21 = loc("linalg_memoized_maps.mlir":14:10)
#loc22 = loc("linalg_memoized_maps.mlir":15:5)
#loc23 = loc("linalg_memoized_maps.mlir":17:3)
#loc24 = loc("linalg_memoized_maps.mlir":19:1)
#loc28 = loc("linalg_memoized_maps.mlir":20:8)
#loc32 = loc("linalg_memoized_maps.mlir":22:10)
#loc33 = loc("linalg_memoized_maps.mlir":23:10)
#loc34 = loc("linalg_memoized_maps.mlir":24:5)
#loc35 = loc("linalg_memoized_maps.mlir":26:3)
#loc36 = loc("linalg_memoized_maps.mlir":28:1)
#loc40 = loc("linalg_memoized_maps.mlir":29:8)
#loc44 = loc("linalg_memoized_maps.mlir":31:10)
#loc45 = loc("linalg_memoized_maps.mlir":32:5)
#loc46 = loc("linalg_memoized_maps.mlir":34:3)

