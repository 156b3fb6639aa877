"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "make", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> i32, sym_name = "for_forwarded"}> ({
  ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: i32):
    %10 = "scf.for"(%arg33, %arg34, %arg35, %arg36) ({
    ^bb0(%arg37: index, %arg38: i32):
      "func.call"(%arg38) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%arg38) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_duplicates"}> ({
  ^bb0(%arg26: index, %arg27: index, %arg28: index, %arg29: i32):
    %8:2 = "scf.for"(%arg26, %arg27, %arg28, %arg29, %arg29) ({
    ^bb0(%arg30: index, %arg31: i32, %arg32: i32):
      "func.call"(%arg31) <{callee = @use}> : (i32) -> ()
      "func.call"(%arg32) <{callee = @use}> : (i32) -> ()
      %9 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%9, %9) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%8#0, %8#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "for_dead"}> ({
  ^bb0(%arg18: index, %arg19: index, %arg20: index, %arg21: i32, %arg22: i32):
    %5:2 = "scf.for"(%arg18, %arg19, %arg20, %arg21, %arg22) ({
    ^bb0(%arg23: index, %arg24: i32, %arg25: i32):
      %6 = "func.call"() <{callee = @make}> : () -> i32
      %7 = "func.call"() <{callee = @make}> : () -> i32
      "func.call"(%arg24) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%6, %7) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%5#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_cycle"}> ({
  ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: i32):
    %4:2 = "scf.for"(%arg11, %arg12, %arg13, %arg14, %arg14) ({
    ^bb0(%arg15: index, %arg16: i32, %arg17: i32):
      "func.call"(%arg16) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%arg17, %arg16) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%4#0, %4#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (), sym_name = "for_live_arg"}> ({
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: i32):
    %2 = "scf.for"(%arg5, %arg6, %arg7, %arg8) ({
    ^bb0(%arg9: index, %arg10: i32):
      "func.call"(%arg10) <{callee = @use}> : (i32) -> ()
      %3 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) {tag} : (index, index, index, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> i32, sym_name = "for_const"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg3: index, %arg4: i32):
      "func.call"(%arg4) <{callee = @use}> : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

