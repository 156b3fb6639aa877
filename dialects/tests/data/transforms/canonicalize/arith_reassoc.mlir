"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (i32, i32, i32, i32, i32, i64, i32), sym_name = "reassoc"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%8, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.muli"(%10, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 10 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 20 : i64}> : () -> i64
    %14 = "arith.addi"(%12, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %15 = "arith.addi"(%14, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %16 = "arith.subi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %18 = "arith.muli"(%arg0, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.addi"(%16, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5, %7, %9, %11, %16, %15, %19) : (i32, i32, i32, i32, i32, i64, i32) -> ()
  }) : () -> ()
}) : () -> ()

