"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "switch_merge"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32):
    "cf.switch"(%arg8, %arg11, %arg9)[^bb1, ^bb2, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 1, 1>, case_values = dense<[0, 1, 2]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%arg9) <{callee = @use}> : (i32) -> ()
    "foo.exit"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%arg10) <{callee = @use}> : (i32) -> ()
    "foo.exit"() : () -> ()
  ^bb3(%7: i32):  // 2 preds: ^bb0, ^bb0
    "func.call"(%7) <{callee = @use}> : (i32) -> ()
    "foo.exit"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_redundant"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
    "cf.switch"(%arg5, %arg6, %arg7, %arg6, %arg6)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb1(%5: i32, %6: i32):  // 2 preds: ^bb0, ^bb0
    "func.call"(%5) <{callee = @use}> : (i32) -> ()
    "func.call"(%6) <{callee = @use}> : (i32) -> ()
    "foo.exit"() : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.exit"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg2: i1, %arg3: i32, %arg4: i32):
    %4 = "scf.execute_region"() ({
      "foo.side"() : () -> ()
      "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "foo.side"() : () -> ()
      "scf.yield"(%arg3) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      "foo.side"() : () -> ()
      "scf.yield"(%arg4) : (i32) -> ()
    }) : () -> i32
    "foo.region"() ({
      "foo.side"() : () -> ()
      "foo.br"()[^bb1, ^bb2] : () -> ()
    ^bb1:  // pred: ^bb0
      "foo.end"() : () -> ()
    ^bb2:  // pred: ^bb0
      "foo.end"() : () -> ()
    }) : () -> ()
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "chain"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.side"(%0) : (i32) -> ()
    "cf.br"(%0, %arg1)[^bb3] : (i32, i32) -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "foo.other"(%1) : (i32) -> ()
    "cf.br"(%arg1, %1)[^bb3] : (i32, i32) -> ()
  ^bb3(%2: i32, %3: i32):  // 2 preds: ^bb1, ^bb2
    "foo.side"(%2, %3) : (i32, i32) -> ()
    "foo.exit"() : () -> ()
  }) : () -> ()
}) : () -> ()

