#loc2 = loc("linalg_payload_yield.mlir":2:33)
#loc3 = loc("linalg_payload_yield.mlir":2:54)
#loc5 = loc("linalg_payload_yield.mlir":4:6)
#loc6 = loc("linalg_payload_yield.mlir":4:15)
#loc10 = loc("linalg_payload_yield.mlir":9:6)
#loc11 = loc("linalg_payload_yield.mlir":9:15)
#loc16 = loc("linalg_payload_yield.mlir":15:28)
#loc17 = loc("linalg_payload_yield.mlir":15:47)
#loc18 = loc("linalg_payload_yield.mlir":15:66)
#loc20 = loc("linalg_payload_yield.mlir":17:6)
#loc21 = loc("linalg_payload_yield.mlir":17:15)
#loc22 = loc("linalg_payload_yield.mlir":17:24)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x2xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "reduce_map_yield_arg"}> ({
  ^bb0(%arg6: tensor<4x2xf32> loc("linalg_payload_yield.mlir":2:33), %arg7: tensor<4xf32> loc("linalg_payload_yield.mlir":2:54)):
    %2 = "linalg.reduce"(%arg6, %arg7) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: f32 loc("linalg_payload_yield.mlir":4:6), %arg11: f32 loc("linalg_payload_yield.mlir":4:15)):
      %5 = "arith.addf"(%arg11, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%arg10) : (f32) -> () loc(#loc8)
    }) : (tensor<4x2xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc4)
    %3 = "linalg.map"(%arg6, %arg6) ({
    ^bb0(%arg8: f32 loc("linalg_payload_yield.mlir":9:6), %arg9: f32 loc("linalg_payload_yield.mlir":9:15)):
      %4 = "math.absf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc12)
      "linalg.yield"(%arg9) : (f32) -> () loc(#loc13)
    }) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32> loc(#loc9)
    "func.return"(%2) : (tensor<4xf32>) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "map_yield_input"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("linalg_payload_yield.mlir":15:28), %arg1: tensor<4xf32> loc("linalg_payload_yield.mlir":15:47), %arg2: tensor<4xf32> loc("linalg_payload_yield.mlir":15:66)):
    %0 = "linalg.map"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: f32 loc("linalg_payload_yield.mlir":17:6), %arg4: f32 loc("linalg_payload_yield.mlir":17:15), %arg5: f32 loc("linalg_payload_yield.mlir":17:24)):
      %1 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc23)
      "linalg.yield"(%arg3) : (f32) -> () loc(#loc24)
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc19)
    "func.return"(%0) : (tensor<4xf32>) -> () loc(#loc25)
  }) : () -> () loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("linalg_payload_yield.mlir":0:0)
#loc1 = loc("linalg_payload_yield.mlir":2:1)
#loc4 = loc("linalg_payload_yield.mlir":3:8)
#loc7 = loc("linalg_payload_yield.mlir":5:12)
#loc8 = loc("linalg_payload_yield.mlir":6:7)
#loc9 = loc("linalg_payload_yield.mlir":8:8)
#loc12 = loc("linalg_payload_yield.mlir":10:12)
#loc13 = loc("linalg_payload_yield.mlir":11:7)
#loc14 = loc("linalg_payload_yield.mlir":13:3)
#loc15 = loc("linalg_payload_yield.mlir":15:1)
#loc19 = loc("linalg_payload_yield.mlir":16:8)
#loc23 = loc("linalg_payload_yield.mlir":18:12)
#loc24 = loc("linalg_payload_yield.mlir":19:7)
#loc25 = loc("linalg_payload_yield.mlir":21:3)

