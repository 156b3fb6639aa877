"builtin.module"() ({
  "func.func"() <{function_type = (i8, i16) -> (i32, i64, i8, index, i32, i64, i16, i32, i8, i32), sym_name = "casts"}> ({
  ^bb0(%arg0: i8, %arg1: i16):
    %0 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %1 = "arith.extsi"(%0) : (i8) -> i32
    %2 = "arith.extui"(%0) : (i8) -> i64
    %3 = "arith.constant"() <{value = 300 : i32}> : () -> i32
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %5 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %6 = "arith.index_cast"(%5) : (i32) -> index
    %7 = "arith.constant"() <{value = 42 : index}> : () -> index
    %8 = "arith.index_cast"(%7) : (index) -> i32
    %9 = "arith.index_castui"(%5) : (i32) -> index
    %10 = "arith.index_cast"(%9) : (index) -> i64
    %11 = "arith.extsi"(%arg0) : (i8) -> i16
    %12 = "arith.extsi"(%11) : (i16) -> i32
    %13 = "arith.extui"(%arg0) : (i8) -> i16
    %14 = "arith.trunci"(%12) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %15 = "arith.addi"(%14, %13) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %16 = "arith.extui"(%arg1) : (i16) -> i32
    %17 = "arith.extui"(%16) : (i32) -> i64
    %18 = "arith.trunci"(%17) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %19 = "arith.trunci"(%12) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %20 = "arith.index_cast"(%arg0) : (i8) -> index
    %21 = "arith.index_cast"(%20) : (index) -> i32
    "func.return"(%1, %2, %4, %6, %8, %10, %15, %18, %19, %21) : (i32, i64, i8, index, i32, i64, i16, i32, i8, i32) -> ()
  }) : () -> ()
}) : () -> ()

