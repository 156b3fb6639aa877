"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i8, i64, index, i16), sym_name = "int_fold"}> ({
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.divsi"(%2, %1) : (i32, i32) -> i32
    %7 = "arith.remsi"(%2, %1) : (i32, i32) -> i32
    %8 = "arith.divui"(%2, %1) : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %10 = "arith.constant"() <{value = 50 : i8}> : () -> i8
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %12 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %14 = "arith.addi"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %15 = "arith.constant"() <{value = 4 : index}> : () -> index
    %16 = "arith.constant"() <{value = 6 : index}> : () -> index
    %17 = "arith.muli"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %19 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %20 = "arith.shli"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %21 = "arith.shrsi"(%20, %18) : (i16, i16) -> i16
    %22 = "arith.xori"(%21, %19) : (i16, i16) -> i16
    %23 = "arith.ori"(%22, %18) : (i16, i16) -> i16
    %24 = "arith.andi"(%23, %19) : (i16, i16) -> i16
    %25 = "arith.ceildivsi"(%2, %1) : (i32, i32) -> i32
    %26 = "arith.floordivsi"(%2, %1) : (i32, i32) -> i32
    %27 = "arith.maxsi"(%2, %1) : (i32, i32) -> i32
    %28 = "arith.minui"(%2, %1) : (i32, i32) -> i32
    %29 = "arith.addi"(%3, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %30 = "arith.addi"(%26, %27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %31 = "arith.addi"(%28, %29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4, %5, %6, %30, %31, %11, %14, %17, %24) : (i32, i32, i32, i32, i32, i32, i8, i64, index, i16) -> ()
  }) : () -> ()
}) : () -> ()

