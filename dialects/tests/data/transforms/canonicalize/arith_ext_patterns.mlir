"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1, i32, i32) -> (i32, i32, i32, i1, i32, i32, i16, i32, i32, i1), sym_name = "ext_patterns"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i32, %arg4: i32):
    %0 = "arith.extui"(%arg0) : (i8) -> i32
    %1 = "arith.extui"(%arg1) : (i8) -> i32
    %2 = "arith.andi"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.extsi"(%arg0) : (i8) -> i32
    %4 = "arith.extsi"(%arg1) : (i8) -> i32
    %5 = "arith.ori"(%3, %4) : (i32, i32) -> i32
    %6 = "arith.xori"(%0, %1) : (i32, i32) -> i32
    %7 = "arith.cmpi"(%3, %4) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.select"(%arg2, %8, %9) : (i1, i32, i32) -> i32
    %11 = "arith.select"(%arg2, %9, %8) : (i1, i32, i32) -> i32
    %12 = "arith.extsi"(%arg0) : (i8) -> i64
    %13 = "arith.trunci"(%12) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %14 = "arith.select"(%arg2, %arg3, %arg4) : (i1, i32, i32) -> i32
    %15 = "arith.select"(%arg2, %14, %8) : (i1, i32, i32) -> i32
    %16 = "arith.constant"() <{value = true}> : () -> i1
    %17 = "arith.xori"(%arg2, %16) : (i1, i1) -> i1
    %18 = "arith.select"(%17, %arg3, %arg4) : (i1, i32, i32) -> i32
    %19 = "arith.extui"(%arg2) : (i1) -> i32
    %20 = "arith.cmpi"(%19, %9) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%2, %5, %6, %7, %10, %11, %13, %15, %18, %20) : (i32, i32, i32, i1, i32, i32, i16, i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

