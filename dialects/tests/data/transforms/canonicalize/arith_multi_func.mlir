"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "first"}> ({
  ^bb0(%arg2: i32):
    %13 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %15 = "arith.addi"(%arg2, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.muli"(%15, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.addi"(%16, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %19 = "arith.subi"(%16, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "second", sym_visibility = "private"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %7 = "arith.divui"(%5, %6) : (i64, i64) -> i64
    %8 = "arith.addi"(%arg0, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %9 = "arith.addi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %10 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %11 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %12 = "arith.addi"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%12) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, index), sym_name = "third"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.cmpi"(%0, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%2, %3) : (i1, index) -> ()
  }) : () -> ()
}) : () -> ()

