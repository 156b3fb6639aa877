"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<5x2x3xf32>, tensor<5x3x4xf32>, tensor<5x2x4xf32>) -> (tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<2x4xf32>), sym_name = "generic_forms"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<5x2x3xf32>, %arg4: tensor<5x3x4xf32>, %arg5: tensor<5x2x4xf32>):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %7 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%arg14, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "linalg.batch_matmul"(%arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %5 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg11, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) : (tensor<5x2x3xf32>, tensor<5x3x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %2 = "linalg.batch_reduce_matmul"(%arg3, %arg4, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %3 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg8, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) : (tensor<5x2x3xf32>, tensor<5x3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%0, %1, %2) : (tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

