"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "add_sub"}> ({
  ^bb0(%arg8: i32, %arg9: i32):
    %24 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %25 = "arith.addi"(%24, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %26 = "arith.addi"(%arg9, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %27 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %28 = "arith.subi"(%27, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %29 = "arith.subi"(%27, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%25, %26, %28, %29) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> (i8, i8, i8, i8, i8), sym_name = "xor_chains"}> ({
  ^bb0(%arg6: i8, %arg7: i8):
    %17 = "arith.xori"(%arg6, %arg7) : (i8, i8) -> i8
    %18 = "arith.xori"(%17, %arg7) : (i8, i8) -> i8
    %19 = "arith.xori"(%17, %arg6) : (i8, i8) -> i8
    %20 = "arith.xori"(%arg7, %17) : (i8, i8) -> i8
    %21 = "arith.xori"(%arg6, %arg6) : (i8, i8) -> i8
    %22 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %23 = "arith.xori"(%arg6, %22) : (i8, i8) -> i8
    "func.return"(%18, %19, %20, %21, %23) : (i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, i16) -> (i16, i16, i16, i16, i16), sym_name = "and_or_not"}> ({
  ^bb0(%arg4: i16, %arg5: i16):
    %9 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %10 = "arith.xori"(%arg4, %9) : (i16, i16) -> i16
    %11 = "arith.andi"(%arg4, %10) : (i16, i16) -> i16
    %12 = "arith.andi"(%10, %arg4) : (i16, i16) -> i16
    %13 = "arith.ori"(%arg4, %10) : (i16, i16) -> i16
    %14 = "arith.ori"(%10, %arg4) : (i16, i16) -> i16
    %15 = "arith.andi"(%arg4, %arg5) : (i16, i16) -> i16
    %16 = "arith.andi"(%15, %arg4) : (i16, i16) -> i16
    "func.return"(%11, %12, %13, %14, %16) : (i16, i16, i16, i16, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> (i64, i64, i64, i64), sym_name = "div_of_mul"}> ({
  ^bb0(%arg2: i64, %arg3: i64):
    %3 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %4 = "arith.divsi"(%3, %arg3) : (i64, i64) -> i64
    %5 = "arith.divsi"(%3, %arg2) : (i64, i64) -> i64
    %6 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %7 = "arith.divui"(%6, %arg3) : (i64, i64) -> i64
    %8 = "arith.divsi"(%6, %arg3) : (i64, i64) -> i64
    "func.return"(%4, %5, %7, %8) : (i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>), sym_name = "vectors"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi32>):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %1 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %2 = "arith.xori"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%1, %2) : (vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

