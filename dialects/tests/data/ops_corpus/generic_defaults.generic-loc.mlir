#loc2 = loc("generic_defaults.mlir":2:21)
#loc3 = loc("generic_defaults.mlir":2:30)
#loc4 = loc("generic_defaults.mlir":2:39)
#loc5 = loc("generic_defaults.mlir":2:58)
#loc6 = loc("generic_defaults.mlir":2:77)
#loc7 = loc("generic_defaults.mlir":2:100)
#loc15 = loc("generic_defaults.mlir":9:15)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32, vector<4xf32>, vector<8xf32>, vector<4x8xf32>, index) -> f32, sym_name = "defaults"}> ({
  ^bb0(%arg0: f32 loc("generic_defaults.mlir":2:21), %arg1: i32 loc("generic_defaults.mlir":2:30), %arg2: vector<4xf32> loc("generic_defaults.mlir":2:39), %arg3: vector<8xf32> loc("generic_defaults.mlir":2:58), %arg4: vector<4x8xf32> loc("generic_defaults.mlir":2:77), %arg5: index loc("generic_defaults.mlir":2:100)):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc8)
    %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    %2 = "math.exp"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc10)
    %3 = "vector.outerproduct"(%arg2, %arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32> loc(#loc11)
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc12)
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc13)
    "scf.forall"(%arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index loc("generic_defaults.mlir":9:15)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc14)
    }) : (index) -> () loc(#loc14)
    "func.return"(%2) : (f32) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("generic_defaults.mlir":0:0)
#loc1 = loc("generic_defaults.mlir":2:1)
#loc8 = loc("generic_defaults.mlir":3:8)
#loc9 = loc("generic_defaults.mlir":4:8)
#loc10 = loc("generic_defaults.mlir":5:8)
#loc11 = loc("generic_defaults.mlir":6:8)
#loc12 = loc("generic_defaults.mlir":7:8)
#loc13 = loc("generic_defaults.mlir":8:8)
#loc14 = loc("generic_defaults.mlir":9:3)
#loc16 = loc("generic_defaults.mlir":11:3)

