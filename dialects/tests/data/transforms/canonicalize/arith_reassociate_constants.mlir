"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "add"}> ({
  ^bb0(%arg4: i32):
    %22 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %24 = "arith.addi"(%arg4, %22) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %25 = "arith.addi"(%24, %23) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %26 = "arith.subi"(%arg4, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %27 = "arith.addi"(%26, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %28 = "arith.subi"(%22, %arg4) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %29 = "arith.addi"(%28, %23) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%25, %27, %29) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16) -> (i16, i16, i16, i16, i16, i16), sym_name = "sub"}> ({
  ^bb0(%arg3: i16):
    %11 = "arith.constant"() <{value = 7 : i16}> : () -> i16
    %12 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %13 = "arith.addi"(%arg3, %11) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %14 = "arith.subi"(%13, %12) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %15 = "arith.subi"(%12, %13) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %16 = "arith.subi"(%arg3, %11) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %17 = "arith.subi"(%16, %12) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %18 = "arith.subi"(%12, %16) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %19 = "arith.subi"(%11, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %20 = "arith.subi"(%19, %12) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %21 = "arith.subi"(%12, %19) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "func.return"(%14, %15, %17, %18, %20, %21) : (i16, i16, i16, i16, i16, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, vector<2xi64>) -> (i64, vector<2xi64>), sym_name = "mul"}> ({
  ^bb0(%arg1: i64, %arg2: vector<2xi64>):
    %4 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = -4 : i64}> : () -> i64
    %6 = "arith.muli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %7 = "arith.muli"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %8 = "arith.constant"() <{value = dense<3> : vector<2xi64>}> : () -> vector<2xi64>
    %9 = "arith.muli"(%arg2, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %10 = "arith.muli"(%9, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    "func.return"(%7, %10) : (i64, vector<2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi8>) -> vector<4xi8>, sym_name = "vectors"}> ({
  ^bb0(%arg0: vector<4xi8>):
    %0 = "arith.constant"() <{value = dense<1> : vector<4xi8>}> : () -> vector<4xi8>
    %1 = "arith.constant"() <{value = dense<9> : vector<4xi8>}> : () -> vector<4xi8>
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %3 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%3) : (vector<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()

