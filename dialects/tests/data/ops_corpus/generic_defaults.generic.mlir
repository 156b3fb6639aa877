"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32, vector<4xf32>, vector<8xf32>, vector<4x8xf32>, index) -> f32, sym_name = "defaults"}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<8xf32>, %arg4: vector<4x8xf32>, %arg5: index):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "math.exp"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3 = "vector.outerproduct"(%arg2, %arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.forall"(%arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

