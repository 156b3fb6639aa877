"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "identities"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.andi"(%arg0, %2) : (i32, i32) -> i32
    %8 = "arith.ori"(%0, %arg0) : (i32, i32) -> i32
    %9 = "arith.xori"(%arg0, %arg0) : (i32, i32) -> i32
    %10 = "arith.divsi"(%arg0, %1) : (i32, i32) -> i32
    %11 = "arith.remui"(%arg0, %1) : (i32, i32) -> i32
    %12 = "arith.xori"(%arg0, %2) : (i32, i32) -> i32
    %13 = "arith.andi"(%arg0, %12) : (i32, i32) -> i32
    %14 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.addi"(%14, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.subi"(%16, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.maxsi"(%arg0, %arg0) : (i32, i32) -> i32
    %20 = "arith.addi"(%19, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "arith.andi"(%20, %20) : (i32, i32) -> i32
    "func.return"(%3, %4, %5, %6, %7, %8, %9, %10, %11, %13, %15, %21) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

