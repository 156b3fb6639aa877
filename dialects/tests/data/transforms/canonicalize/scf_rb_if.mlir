"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "make", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "if_dead"}> ({
  ^bb0(%arg3: i1):
    %6:2 = "scf.if"(%arg3) ({
      %9 = "func.call"() <{callee = @make}> : () -> i32
      %10 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%9, %10) : (i32, i32) -> ()
    }, {
      %7 = "func.call"() <{callee = @make}> : () -> i32
      %8 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%8, %7) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%6#1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "if_duplicates"}> ({
  ^bb0(%arg2: i1):
    %3:2 = "scf.if"(%arg2) ({
      %5 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%5, %5) : (i32, i32) -> ()
    }, {
      %4 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%4, %4) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%3#0, %3#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> (i32, i32), sym_name = "if_outside"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0:2 = "scf.if"(%arg0) ({
      %2 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%arg1, %2) : (i32, i32) -> ()
    }, {
      %1 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%arg1, %1) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

