#loc10 = loc("ub_ops.mlir":12:27)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, vector<4xi64>, f32, index), sym_name = "ub_poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc(#loc2)
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi64> loc(#loc3)
    %2 = "ub.poison"() <{value = #ub.poison}> {tag} : () -> f32 loc(#loc4)
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> index loc(#loc5)
    %4 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<2x?xf16> loc(#loc6)
    %5 = "ub.poison"() <{value = #ub.poison}> : () -> memref<4xi8> loc(#loc7)
    "func.return"(%0, %1, %2, %3) : (i32, vector<4xi64>, f32, index) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "ub_unreachable"}> ({
  ^bb0(%arg0: i1 loc("ub_ops.mlir":12:27)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc11)
  ^bb1:  // pred: ^bb0
    "ub.unreachable"() : () -> () loc(#loc12)
  ^bb2:  // pred: ^bb0
    "ub.unreachable"() {note = "never"} : () -> () loc(#loc13)
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("ub_ops.mlir":0:0)
#loc1 = loc("ub_ops.mlir":2:1)
#loc2 = loc("ub_ops.mlir":3:8)
#loc3 = loc("ub_ops.mlir":4:8)
#loc4 = loc("ub_ops.mlir":5:8)
#loc5 = loc("ub_ops.mlir":6:8)
#loc6 = loc("ub_ops.mlir":7:8)
#loc7 = loc("ub_ops.mlir":8:8)
#loc8 = loc("ub_ops.mlir":9:3)
#loc9 = loc("ub_ops.mlir":12:1)
#loc11 = loc("ub_ops.mlir":13:3)
#loc12 = loc("ub_ops.mlir":15:3)
#loc13 = loc("ub_ops.mlir":17:3)

