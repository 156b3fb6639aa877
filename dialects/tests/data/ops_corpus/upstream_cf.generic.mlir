"builtin.module"() ({
  "func.func"() <{function_type = (i8, i1, i128) -> (), sym_name = "switch_truncated"}> ({
  ^bb0(%arg0: i8, %arg1: i1, %arg2: i128):
    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[44, -1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    "cf.switch"(%arg1)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[true, false]> : vector<2xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

