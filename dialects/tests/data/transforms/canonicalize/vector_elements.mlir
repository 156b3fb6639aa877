"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>), sym_name = "fe"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: vector<4xi32>):
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %24 = "vector.from_elements"(%22, %23, %22, %23) : (i32, i32, i32, i32) -> vector<4xi32>
    %25 = "vector.from_elements"(%arg8, %arg8, %arg8, %arg8) : (i32, i32, i32, i32) -> vector<4xi32>
    %26 = "vector.extract"(%arg10) <{static_position = array<i64: 0>}> : (vector<4xi32>) -> i32
    %27 = "vector.extract"(%arg10) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    %28 = "vector.extract"(%arg10) <{static_position = array<i64: 2>}> : (vector<4xi32>) -> i32
    %29 = "vector.extract"(%arg10) <{static_position = array<i64: 3>}> : (vector<4xi32>) -> i32
    %30 = "vector.from_elements"(%26, %27, %28, %29) : (i32, i32, i32, i32) -> vector<4xi32>
    %31 = "vector.from_elements"(%22, %22, %22, %22) : (i32, i32, i32, i32) -> vector<4xi32>
    "func.return"(%24, %25, %30, %31) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>), sym_name = "shuf"}> ({
  ^bb0(%arg6: vector<4xi32>, %arg7: vector<4xi32>):
    %16 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %17 = "arith.constant"() <{value = dense<[5, 6, 7, 8]> : vector<4xi32>}> : () -> vector<4xi32>
    %18 = "vector.shuffle"(%16, %17) <{mask = array<i64: 7, 0, 5, 2>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %19 = "vector.shuffle"(%arg6, %arg7) <{mask = array<i64: 0, 1, 2, 3>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %20 = "vector.shuffle"(%arg6, %arg7) <{mask = array<i64: 4, 5, 6, 7>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %21 = "vector.shuffle"(%arg6, %16) <{mask = array<i64: 4, 5, 0, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%18, %19, %20, %21) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x1x4xi32>, i32) -> (vector<4xi32>, vector<2xi32>), sym_name = "ext0"}> ({
  ^bb0(%arg4: vector<1x1x4xi32>, %arg5: i32):
    %11 = "vector.extract"(%arg4) <{static_position = array<i64: 0, 0>}> : (vector<1x1x4xi32>) -> vector<4xi32>
    %12 = "vector.from_elements"(%arg5, %arg5, %arg5, %arg5, %arg5, %arg5, %arg5, %arg5) : (i32, i32, i32, i32, i32, i32, i32, i32) -> vector<2x4xi32>
    %13 = "vector.from_elements"(%arg5, %arg5, %arg5, %arg5) : (i32, i32, i32, i32) -> vector<4xi32>
    %14 = "vector.extract"(%12) <{static_position = array<i64: 1>}> : (vector<2x4xi32>) -> vector<4xi32>
    %15 = "vector.from_elements"(%arg5, %arg5) : (i32, i32) -> vector<2xi32>
    "func.return"(%11, %15) : (vector<4xi32>, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> vector<2xi32>, sym_name = "fe2"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %7 = "vector.from_elements"(%arg2, %arg3, %arg3, %arg2, %arg2, %arg3, %arg3, %arg2) : (i32, i32, i32, i32, i32, i32, i32, i32) -> vector<2x4xi32>
    %8 = "vector.extract"(%7) <{static_position = array<i64: 1>}> : (vector<2x4xi32>) -> vector<4xi32>
    %9 = "vector.extract"(%8) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    %10 = "vector.from_elements"(%9, %arg2) : (i32, i32) -> vector<2xi32>
    "func.return"(%10) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>, vector<8xi32>) -> (vector<4xi32>, vector<2x2xi32>, vector<4xi32>), sym_name = "fe3"}> ({
  ^bb0(%arg0: vector<2x4xi32>, %arg1: vector<8xi32>):
    %0 = "vector.extract"(%arg0) <{static_position = array<i64: 1, 0>}> : (vector<2x4xi32>) -> i32
    %1 = "vector.extract"(%arg0) <{static_position = array<i64: 1, 1>}> : (vector<2x4xi32>) -> i32
    %2 = "vector.extract"(%arg0) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi32>) -> i32
    %3 = "vector.extract"(%arg0) <{static_position = array<i64: 1, 3>}> : (vector<2x4xi32>) -> i32
    %4 = "vector.from_elements"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> vector<4xi32>
    %5 = "vector.from_elements"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> vector<2x2xi32>
    %6 = "vector.from_elements"(%1, %2, %3, %0) : (i32, i32, i32, i32) -> vector<4xi32>
    "func.return"(%4, %5, %6) : (vector<4xi32>, vector<2x2xi32>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

