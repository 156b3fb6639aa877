"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "make", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "execute_region_results"}> ({
  ^bb0(%arg3: i32):
    %6:3 = "scf.execute_region"() <{no_inline}> ({
      %7 = "func.call"() <{callee = @make}> : () -> i32
      %8 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%7, %arg3, %8) : (i32, i32, i32) -> ()
    }) : () -> (i32, i32, i32)
    "func.return"(%6#0, %6#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "execute_region_blocks"}> ({
  ^bb0(%arg2: i1):
    %3:2 = "scf.execute_region"() <{no_inline}> ({
      "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %4 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%4, %4) : (i32, i32) -> ()
    ^bb2:  // pred: ^bb0
      %5 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%5, %5) : (i32, i32) -> ()
    }) : () -> (i32, i32)
    "func.return"(%3#0, %3#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> (i32, i32, i32), sym_name = "index_switch_results"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0:4 = "scf.index_switch"(%arg0) <{cases = array<i64: 2>}> ({
      %2 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%2, %arg1, %2, %2) : (i32, i32, i32, i32) -> ()
    }, {
      %1 = "func.call"() <{callee = @make}> : () -> i32
      "scf.yield"(%1, %arg1, %1, %1) : (i32, i32, i32, i32) -> ()
    }) : (index) -> (i32, i32, i32, i32)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

