"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %7 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%7, %8, %9) ({
    ^bb0(%arg5: index):
      "func.call"() <{callee = @g}> : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %10 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    "scf.for"(%10, %8, %9) ({
    ^bb0(%arg4: index):
      "func.call"() <{callee = @g}> : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %11 = "arith.constant"() <{value = -10 : index}> : () -> index
    %12 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    "scf.for"(%11, %12, %9) ({
    ^bb0(%arg3: index):
      "func.call"() <{callee = @g}> : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f2"}> ({
    %0 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "scf.for"(%0, %1, %2) ({
    ^bb0(%arg2: i32):
      "func.call"() <{callee = @g}> : () -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "scf.for"(%3, %4, %2) <{unsignedCmp}> ({
    ^bb0(%arg1: i32):
      "func.call"() <{callee = @g}> : () -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %5 = "arith.constant"() <{value = 5 : index}> : () -> index
    %6 = "arith.constant"() <{value = 6 : index}> : () -> index
    "scf.for"(%5, %6, %5) ({
    ^bb0(%arg0: index):
      "func.call"() <{callee = @g}> : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

