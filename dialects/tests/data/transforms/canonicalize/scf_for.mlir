"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> (i32, i32, i32), sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "scf.for"(%0, %0, %1, %arg1) ({
    ^bb0(%arg7: index, %arg8: i32):
      %13 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4 = "scf.for"(%0, %1, %1, %arg1) ({
    ^bb0(%arg5: index, %arg6: i32):
      %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %12 = "arith.muli"(%arg6, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5:2 = "scf.for"(%0, %arg0, %1, %arg1, %arg1) ({
    ^bb0(%arg2: index, %arg3: i32, %arg4: i32):
      %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %9 = "arith.addi"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.addi"(%arg3, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10, %arg4) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    %6 = "arith.addi"(%5#0, %5#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4, %6) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

