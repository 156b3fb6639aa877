#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>, index, i1) -> f32, sym_name = "dead_ops"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<4x4xf32>, %arg4: index, %arg5: i1):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg0) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %10 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %11 = "arith.addf"(%arg15, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "linalg.matmul"(%arg2, %arg2, %arg3) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %8 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.addf"(%arg12, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
    "linalg.copy"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    %1 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = "linalg.softmax"(%arg0, %arg1) <{dimension = 1 : i64}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "linalg.softmax"(%arg2, %arg3) <{dimension = 1 : i64}> : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    %3 = "bufferization.materialize_in_destination"(%arg0, %arg1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "bufferization.materialize_in_destination"(%arg0, %arg2) <{restrict, writable}> : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
    "cf.assert"(%arg5) <{msg = "kept: it writes"}> : (i1) -> ()
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %5 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    %6 = "arith.addf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "memref.load"(%arg3, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    "memref.store"(%7, %arg2, %arg4, %arg4) : (f32, memref<4x4xf32>, index, index) -> ()
    "func.return"(%7) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

