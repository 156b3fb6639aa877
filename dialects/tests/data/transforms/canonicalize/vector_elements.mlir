"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>), sym_name = "fe"}> ({
  ^bb0(%arg12: i32, %arg13: i32, %arg14: vector<4xi32>):
    %30 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %32 = "vector.from_elements"(%30, %31, %30, %31) : (i32, i32, i32, i32) -> vector<4xi32>
    %33 = "vector.from_elements"(%arg12, %arg12, %arg12, %arg12) : (i32, i32, i32, i32) -> vector<4xi32>
    %34 = "vector.extract"(%arg14) <{static_position = array<i64: 0>}> : (vector<4xi32>) -> i32
    %35 = "vector.extract"(%arg14) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    %36 = "vector.extract"(%arg14) <{static_position = array<i64: 2>}> : (vector<4xi32>) -> i32
    %37 = "vector.extract"(%arg14) <{static_position = array<i64: 3>}> : (vector<4xi32>) -> i32
    %38 = "vector.from_elements"(%34, %35, %36, %37) : (i32, i32, i32, i32) -> vector<4xi32>
    %39 = "vector.from_elements"(%30, %30, %30, %30) : (i32, i32, i32, i32) -> vector<4xi32>
    "func.return"(%32, %33, %38, %39) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>), sym_name = "shuf"}> ({
  ^bb0(%arg10: vector<4xi32>, %arg11: vector<4xi32>):
    %24 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %25 = "arith.constant"() <{value = dense<[5, 6, 7, 8]> : vector<4xi32>}> : () -> vector<4xi32>
    %26 = "vector.shuffle"(%24, %25) <{mask = array<i64: 7, 0, 5, 2>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %27 = "vector.shuffle"(%arg10, %arg11) <{mask = array<i64: 0, 1, 2, 3>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %28 = "vector.shuffle"(%arg10, %arg11) <{mask = array<i64: 4, 5, 6, 7>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %29 = "vector.shuffle"(%arg10, %24) <{mask = array<i64: 4, 5, 0, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%26, %27, %28, %29) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x1x4xi32>, i32) -> (vector<4xi32>, vector<2xi32>), sym_name = "ext0"}> ({
  ^bb0(%arg8: vector<1x1x4xi32>, %arg9: i32):
    %19 = "vector.extract"(%arg8) <{static_position = array<i64: 0, 0>}> : (vector<1x1x4xi32>) -> vector<4xi32>
    %20 = "vector.from_elements"(%arg9, %arg9, %arg9, %arg9, %arg9, %arg9, %arg9, %arg9) : (i32, i32, i32, i32, i32, i32, i32, i32) -> vector<2x4xi32>
    %21 = "vector.from_elements"(%arg9, %arg9, %arg9, %arg9) : (i32, i32, i32, i32) -> vector<4xi32>
    %22 = "vector.extract"(%20) <{static_position = array<i64: 1>}> : (vector<2x4xi32>) -> vector<4xi32>
    %23 = "vector.from_elements"(%arg9, %arg9) : (i32, i32) -> vector<2xi32>
    "func.return"(%19, %23) : (vector<4xi32>, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> vector<2xi32>, sym_name = "fe2"}> ({
  ^bb0(%arg6: i32, %arg7: i32):
    %15 = "vector.from_elements"(%arg6, %arg7, %arg7, %arg6, %arg6, %arg7, %arg7, %arg6) : (i32, i32, i32, i32, i32, i32, i32, i32) -> vector<2x4xi32>
    %16 = "vector.extract"(%15) <{static_position = array<i64: 1>}> : (vector<2x4xi32>) -> vector<4xi32>
    %17 = "vector.extract"(%16) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    %18 = "vector.from_elements"(%17, %arg6) : (i32, i32) -> vector<2xi32>
    "func.return"(%18) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>, vector<8xi32>) -> (vector<4xi32>, vector<2x2xi32>, vector<4xi32>), sym_name = "fe3"}> ({
  ^bb0(%arg4: vector<2x4xi32>, %arg5: vector<8xi32>):
    %8 = "vector.extract"(%arg4) <{static_position = array<i64: 1, 0>}> : (vector<2x4xi32>) -> i32
    %9 = "vector.extract"(%arg4) <{static_position = array<i64: 1, 1>}> : (vector<2x4xi32>) -> i32
    %10 = "vector.extract"(%arg4) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi32>) -> i32
    %11 = "vector.extract"(%arg4) <{static_position = array<i64: 1, 3>}> : (vector<2x4xi32>) -> i32
    %12 = "vector.from_elements"(%8, %9, %10, %11) : (i32, i32, i32, i32) -> vector<4xi32>
    %13 = "vector.from_elements"(%8, %9, %10, %11) : (i32, i32, i32, i32) -> vector<2x2xi32>
    %14 = "vector.from_elements"(%9, %10, %11, %8) : (i32, i32, i32, i32) -> vector<4xi32>
    "func.return"(%12, %13, %14) : (vector<4xi32>, vector<2x2xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, vector<2xi32>) -> (i32, i32, i32, i32, i32, i32), sym_name = "te"}> ({
  ^bb0(%arg1: i32, %arg2: i32, %arg3: vector<2xi32>):
    %2 = "vector.from_elements"(%arg1, %arg2) : (i32, i32) -> vector<2xi32>
    %3:2 = "vector.to_elements"(%2) : (vector<2xi32>) -> (i32, i32)
    %4 = "vector.broadcast"(%arg1) : (i32) -> vector<2xi32>
    %5:2 = "vector.to_elements"(%4) : (vector<2xi32>) -> (i32, i32)
    %6 = "arith.constant"() <{value = dense<[3, 4]> : vector<2xi32>}> : () -> vector<2xi32>
    %7:2 = "vector.to_elements"(%6) : (vector<2xi32>) -> (i32, i32)
    "func.return"(%3#0, %3#1, %5#0, %5#1, %7#0, %7#1) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>) -> (i32, i32, i32, i32), sym_name = "te2"}> ({
  ^bb0(%arg0: vector<2xi32>):
    %0 = "vector.broadcast"(%arg0) : (vector<2xi32>) -> vector<2x2xi32>
    %1:4 = "vector.to_elements"(%0) : (vector<2x2xi32>) -> (i32, i32, i32, i32)
    "func.return"(%1#0, %1#1, %1#2, %1#3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

