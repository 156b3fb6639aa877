"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "prop"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "scf.if"(%arg0) ({
      "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
      %5 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "arith.xori"(%arg0, %arg0) : (i1, i1) -> i1
    %2 = "scf.if"(%arg0) ({
      %4 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "arith.addi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

