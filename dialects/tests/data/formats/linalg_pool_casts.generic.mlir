#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x1xi8>, tensor<2x2xi8>, tensor<1x3x3x1xi32>, tensor<1x4x4x1xf16>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xf16>) -> (tensor<1x3x3x1xi32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xi32>), sym_name = "p"}> ({
  ^bb0(%arg0: tensor<1x4x4x1xi8>, %arg1: tensor<2x2xi8>, %arg2: tensor<1x3x3x1xi32>, %arg3: tensor<1x4x4x1xf16>, %arg4: tensor<1x3x3x1xf32>, %arg5: tensor<1x3x3x1xf16>):
    %0 = "linalg.pooling_nhwc_sum"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg12: i8, %arg13: i8, %arg14: i32):
      %10 = "arith.extsi"(%arg12) : (i8) -> i32
      %11 = "arith.addi"(%arg14, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%11) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x4x4x1xi8>, tensor<2x2xi8>, tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
    %1 = "linalg.pooling_nhwc_max"(%arg3, %arg1, %arg4) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg9: f16, %arg10: i8, %arg11: f32):
      %8 = "arith.extf"(%arg9) : (f16) -> f32
      %9 = "arith.maximumf"(%arg11, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x4x4x1xf16>, tensor<2x2xi8>, tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    %2 = "tensor.empty"() : () -> tensor<2x2x1x1xf16>
    %3 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %2, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg6: i8, %arg7: f16, %arg8: i32):
      %4 = "arith.extsi"(%arg6) : (i8) -> i32
      %5 = "arith.fptosi"(%arg7) : (f16) -> i32
      %6 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.addi"(%arg8, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%7) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<1x4x4x1xi8>, tensor<2x2x1x1xf16>, tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
    "func.return"(%0, %1, %3) : (tensor<1x3x3x1xi32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

