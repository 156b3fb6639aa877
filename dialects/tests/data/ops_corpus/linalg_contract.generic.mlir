#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>, tensor<3x4x8xbf16>, tensor<3x8x2xbf16>, tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xi32>, tensor<3x2x8xbf16>) -> tensor<4x2xf32>, sym_name = "ct"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<4x2xf32>, %arg3: tensor<3x4x8xbf16>, %arg4: tensor<3x8x2xbf16>, %arg5: tensor<4x8xi8>, %arg6: tensor<8x2xi8>, %arg7: tensor<4x2xi32>, %arg8: tensor<3x2x8xbf16>):
    %0 = "linalg.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %16 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %17 = "arith.addf"(%arg20, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = "linalg.batch_reduce_matmul"(%arg3, %arg4, %arg2) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: bf16, %arg16: bf16, %arg17: f32):
      %12 = "arith.extf"(%arg15) : (bf16) -> f32
      %13 = "arith.extf"(%arg16) : (bf16) -> f32
      %14 = "arith.mulf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %15 = "arith.addf"(%arg17, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (tensor<3x4x8xbf16>, tensor<3x8x2xbf16>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "linalg.contract"(%arg5, %arg6, %arg7) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: i8, %arg13: i8, %arg14: i32):
      %8 = "arith.extui"(%arg12) : (i8) -> i32
      %9 = "arith.extui"(%arg13) : (i8) -> i32
      %10 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "arith.addi"(%arg14, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%11) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xi32>) -> tensor<4x2xi32>
    %3 = "linalg.batch_reduce_matmul"(%arg3, %arg8, %arg2) <{indexing_maps = [#map3, #map6, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: bf16, %arg10: bf16, %arg11: f32):
      %4 = "arith.extf"(%arg9) : (bf16) -> f32
      %5 = "arith.extf"(%arg10) : (bf16) -> f32
      %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.addf"(%arg11, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<3x4x8xbf16>, tensor<3x2x8xbf16>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%0) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

