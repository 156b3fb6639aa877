#loc2 = loc("upstream_cf.mlir":2:29)
#loc3 = loc("upstream_cf.mlir":2:41)
#loc4 = loc("upstream_cf.mlir":2:50)
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i1, i128) -> (), sym_name = "switch_truncated"}> ({
  ^bb0(%arg0: i8 loc("upstream_cf.mlir":2:29), %arg1: i1 loc("upstream_cf.mlir":2:41), %arg2: i128 loc("upstream_cf.mlir":2:50)):
    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[44, -1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> () loc(#loc5)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    "cf.switch"(%arg1)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[true, false]> : vector<2xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc6)
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    "cf.br"()[^bb3] : () -> () loc(#loc7)
  ^bb3:  // pred: ^bb2
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("upstream_cf.mlir":0:0)
#loc1 = loc("upstream_cf.mlir":2:1)
#loc5 = loc("upstream_cf.mlir":3:3)
#loc6 = loc("upstream_cf.mlir":9:3)
#loc7 = loc("upstream_cf.mlir":15:3)
#loc8 = loc("upstream_cf.mlir":17:3)

