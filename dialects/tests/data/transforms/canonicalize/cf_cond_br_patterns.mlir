"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "use32", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "const_pred"}> ({
  ^bb0(%arg9: i32, %arg10: i32):
    %4 = "index.bool.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%4, %arg9, %arg10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%5: i32):  // pred: ^bb0
    "func.return"(%5) : (i32) -> ()
  ^bb2(%6: i32):  // pred: ^bb0
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "pass_through"}> ({
  ^bb0(%arg7: i1, %arg8: i32):
    "cf.cond_br"(%arg7, %arg8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg8)[^bb2] : (i32) -> ()
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "identical_with_select"}> ({
  ^bb0(%arg4: i1, %arg5: i32, %arg6: i32):
    "cf.cond_br"(%arg4, %arg5, %arg5, %arg6, %arg5)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "same_condition"}> ({
  ^bb0(%arg1: i1, %arg2: i32, %arg3: i32):
    "cf.cond_br"(%arg1)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%arg2) <{callee = @use32}> : (i32) -> ()
    "cf.cond_br"(%arg1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "func.call"(%arg2) <{callee = @use32}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb3:  // pred: ^bb1
    "func.call"(%arg3) <{callee = @use32}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb4:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "truth"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
    "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

