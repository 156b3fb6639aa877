"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "make", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cond", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "while_dead"}> ({
  ^bb0(%arg12: i32, %arg13: i32, %arg14: i32):
    %8:3 = "scf.while"(%arg12, %arg13, %arg14) ({
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32):
      %10 = "func.call"() <{callee = @cond}> : () -> i1
      "func.call"(%arg19) <{callee = @use}> : (i32) -> ()
      "scf.condition"(%10, %arg18, %arg19, %arg20) : (i1, i32, i32, i32) -> ()
    }, {
    ^bb0(%arg15: i32, %arg16: i32, %arg17: i32):
      %9 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%9, %arg16, %arg17) : (i32, i32, i32) -> ()
    }) : (i32, i32, i32) -> (i32, i32, i32)
    "func.return"(%8#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "while_duplicates"}> ({
  ^bb0(%arg8: i32):
    %5:2 = "scf.while"(%arg8) ({
    ^bb0(%arg11: i32):
      %7 = "func.call"() <{callee = @cond}> : () -> i1
      "scf.condition"(%7, %arg11, %arg11) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg9: i32, %arg10: i32):
      "func.call"(%arg9) <{callee = @use}> : (i32) -> ()
      "func.call"(%arg10) <{callee = @use}> : (i32) -> ()
      %6 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"(%5#0, %5#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_invariant"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %3 = "scf.while"(%arg3, %arg4) ({
    ^bb0(%arg6: i32, %arg7: i32):
      %4 = "func.call"() <{callee = @cond}> : () -> i1
      "func.call"(%arg7) <{callee = @use}> : (i32) -> ()
      "scf.condition"(%4, %arg6) : (i1, i32) -> ()
    }, {
    ^bb0(%arg5: i32):
      "func.call"(%arg5) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%arg5, %arg4) : (i32, i32) -> ()
    }) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_false"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32):
      "func.call"(%arg2) <{callee = @use}> : (i32) -> ()
      "scf.condition"(%0, %arg2) : (i1, i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %2 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

