"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i1, i1, i1, i1, i1, i1, i32, i32, i32, i1, i32, i1), sym_name = "cmp"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %2 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%0, %1) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %4 = "arith.cmpi"(%arg0, %arg0) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %5 = "arith.cmpi"(%arg0, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6 = "arith.cmpi"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7 = "arith.cmpi"(%1, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8 = "arith.constant"() <{value = true}> : () -> i1
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.select"(%8, %arg0, %arg1) : (i1, i32, i32) -> i32
    %11 = "arith.select"(%9, %arg0, %arg1) : (i1, i32, i32) -> i32
    %12 = "arith.select"(%arg2, %arg0, %arg0) : (i1, i32, i32) -> i32
    %13 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %14 = "arith.select"(%arg2, %8, %9) : (i1, i1, i1) -> i1
    %15 = "arith.select"(%13, %arg0, %arg1) : (i1, i32, i32) -> i32
    %16 = "arith.cmpi"(%arg0, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %17 = "arith.xori"(%16, %8) : (i1, i1) -> i1
    "func.return"(%2, %3, %4, %5, %6, %7, %10, %11, %12, %14, %15, %17) : (i1, i1, i1, i1, i1, i1, i32, i32, i32, i1, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

