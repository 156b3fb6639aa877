#loc2 = loc("linalg_contract.mlir":5:15)
#loc3 = loc("linalg_contract.mlir":5:36)
#loc4 = loc("linalg_contract.mlir":5:57)
#loc5 = loc("linalg_contract.mlir":5:78)
#loc6 = loc("linalg_contract.mlir":5:103)
#loc7 = loc("linalg_contract.mlir":5:128)
#loc8 = loc("linalg_contract.mlir":5:148)
#loc9 = loc("linalg_contract.mlir":5:168)
#loc10 = loc("linalg_contract.mlir":5:189)
#loc12 = loc(unknown)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>, tensor<3x4x8xbf16>, tensor<3x8x2xbf16>, tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xi32>, tensor<3x2x8xbf16>) -> tensor<4x2xf32>, sym_name = "ct"}> ({
  ^bb0(%arg0: tensor<4x8xf32> loc("linalg_contract.mlir":5:15), %arg1: tensor<8x2xf32> loc("linalg_contract.mlir":5:36), %arg2: tensor<4x2xf32> loc("linalg_contract.mlir":5:57), %arg3: tensor<3x4x8xbf16> loc("linalg_contract.mlir":5:78), %arg4: tensor<3x8x2xbf16> loc("linalg_contract.mlir":5:103), %arg5: tensor<4x8xi8> loc("linalg_contract.mlir":5:128), %arg6: tensor<8x2xi8> loc("linalg_contract.mlir":5:148), %arg7: tensor<4x2xi32> loc("linalg_contract.mlir":5:168), %arg8: tensor<3x2x8xbf16> loc("linalg_contract.mlir":5:189)):
    %0 = "linalg.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32 loc(unknown), %arg19: f32 loc(unknown), %arg20: f32 loc(unknown)):
      %16 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      %17 = "arith.addf"(%arg20, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      "linalg.yield"(%17) : (f32) -> () loc(#loc12)
    }) : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32> loc(#loc11)
    %1 = "linalg.batch_reduce_matmul"(%arg3, %arg4, %arg2) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: bf16 loc(unknown), %arg16: bf16 loc(unknown), %arg17: f32 loc(unknown)):
      %12 = "arith.extf"(%arg15) : (bf16) -> f32 loc(#loc12)
      %13 = "arith.extf"(%arg16) : (bf16) -> f32 loc(#loc12)
      %14 = "arith.mulf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      %15 = "arith.addf"(%arg17, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      "linalg.yield"(%15) : (f32) -> () loc(#loc12)
    }) : (tensor<3x4x8xbf16>, tensor<3x8x2xbf16>, tensor<4x2xf32>) -> tensor<4x2xf32> loc(#loc13)
    %2 = "linalg.contract"(%arg5, %arg6, %arg7) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: i8 loc(unknown), %arg13: i8 loc(unknown), %arg14: i32 loc(unknown)):
      %8 = "arith.extui"(%arg12) : (i8) -> i32 loc(#loc12)
      %9 = "arith.extui"(%arg13) : (i8) -> i32 loc(#loc12)
      %10 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
      %11 = "arith.addi"(%arg14, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
      "linalg.yield"(%11) : (i32) -> () loc(#loc12)
    }) : (tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xi32>) -> tensor<4x2xi32> loc(#loc14)
    %3 = "linalg.batch_reduce_matmul"(%arg3, %arg8, %arg2) <{indexing_maps = [#map3, #map6, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: bf16 loc(unknown), %arg10: bf16 loc(unknown), %arg11: f32 loc(unknown)):
      %4 = "arith.extf"(%arg9) : (bf16) -> f32 loc(#loc12)
      %5 = "arith.extf"(%arg10) : (bf16) -> f32 loc(#loc12)
      %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      %7 = "arith.addf"(%arg11, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      "linalg.yield"(%7) : (f32) -> () loc(#loc12)
    }) : (tensor<3x4x8xbf16>, tensor<3x2x8xbf16>, tensor<4x2xf32>) -> tensor<4x2xf32> loc(#loc15)
    "func.return"(%0) : (tensor<4x2xf32>) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("linalg_contract.mlir":0:0)
#loc1 = loc("linalg_contract.mlir":5:1)
#loc11 = loc("linalg_contract.mlir":6:8)
#loc13 = loc("linalg_contract.mlir":7:8)
#loc14 = loc("linalg_contract.mlir":8:8)
#loc15 = loc("linalg_contract.mlir":9:8)
#loc16 = loc("linalg_contract.mlir":10:3)

