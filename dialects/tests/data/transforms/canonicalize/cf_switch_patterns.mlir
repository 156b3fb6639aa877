"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "only_default"}> ({
  ^bb0(%arg8: i32, %arg9: i32):
    "cf.switch"(%arg8, %arg9)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    "func.call"(%3) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "drop_and_pass"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
    "cf.switch"(%arg5, %arg6, %arg6)[^bb1, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[42, 43, 44]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%2: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
    "func.call"(%2) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg7)[^bb1] : (i32) -> ()
  ^bb3:  // pred: ^bb0
    "func.call"(%arg7) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "const"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %0 = "arith.constant"() <{value = 43 : i32}> : () -> i32
    "cf.switch"(%0, %arg3, %arg4)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<43> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
    "func.call"(%1) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "same_cond"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb5] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "cf.switch"(%arg0)[^bb3, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42, 44]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.switch"(%arg0)[^bb3, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.call"(%arg1) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "func.call"(%arg2) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb5:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

