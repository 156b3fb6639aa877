"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x2xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "reduce_map_yield_arg"}> ({
  ^bb0(%arg6: tensor<4x2xf32>, %arg7: tensor<4xf32>):
    %2 = "linalg.reduce"(%arg6, %arg7) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %5 = "arith.addf"(%arg11, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (tensor<4x2xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "linalg.map"(%arg6, %arg6) ({
    ^bb0(%arg8: f32, %arg9: f32):
      %4 = "math.absf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "map_yield_input"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>):
    %0 = "linalg.map"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %1 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

