"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (vector<4xi32>, vector<4xi32>), sym_name = "ins_const"}> ({
  ^bb0(%arg15: i32):
    %37 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %38 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %39 = "vector.insert"(%38, %37) <{static_position = array<i64: 2>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %40 = "vector.insert"(%arg15, %37) <{static_position = array<i64: 2>}> : (i32, vector<4xi32>) -> vector<4xi32>
    "func.return"(%39, %40) : (vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>), sym_name = "ins_ext"}> ({
  ^bb0(%arg13: vector<4xi32>, %arg14: vector<4xi32>):
    %34 = "vector.extract"(%arg13) <{static_position = array<i64: 2>}> : (vector<4xi32>) -> i32
    %35 = "vector.insert"(%34, %arg13) <{static_position = array<i64: 2>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %36 = "vector.insert"(%34, %arg14) <{static_position = array<i64: 2>}> : (i32, vector<4xi32>) -> vector<4xi32>
    "func.return"(%35, %36) : (vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, i32, vector<2x4xi32>) -> (vector<1x4xi32>, vector<2x4xi32>, vector<4xi32>, vector<4xi32>, vector<2x4xi32>), sym_name = "b1"}> ({
  ^bb0(%arg10: vector<4xi32>, %arg11: i32, %arg12: vector<2x4xi32>):
    %26 = "vector.broadcast"(%arg10) : (vector<4xi32>) -> vector<1x4xi32>
    %27 = "vector.broadcast"(%arg11) : (i32) -> vector<4xi32>
    %28 = "vector.insert"(%arg11, %27) <{static_position = array<i64: 1>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %29 = "vector.broadcast"(%arg11) : (i32) -> vector<2xi32>
    %30 = "vector.broadcast"(%arg11) : (i32) -> vector<2x4xi32>
    %31 = "vector.insert"(%27, %30) <{static_position = array<i64: 1>}> : (vector<4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
    %32 = "vector.insert"(%arg10, %arg12) <{static_position = array<i64: 1>}> : (vector<4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
    %33 = "vector.shuffle"(%27, %27) <{mask = array<i64: 0, 5, 2, 7>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%26, %31, %28, %33, %32) : (vector<1x4xi32>, vector<2x4xi32>, vector<4xi32>, vector<4xi32>, vector<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32, vector<4xi32>) -> vector<4xi32>, sym_name = "chain"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: vector<4xi32>):
    %22 = "vector.insert"(%arg5, %arg9) <{static_position = array<i64: 0>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %23 = "vector.insert"(%arg6, %22) <{static_position = array<i64: 1>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %24 = "vector.insert"(%arg7, %23) <{static_position = array<i64: 2>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %25 = "vector.insert"(%arg8, %24) <{static_position = array<i64: 3>}> : (i32, vector<4xi32>) -> vector<4xi32>
    "func.return"(%25) : (vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<2x4xi32>) -> (vector<1x4xi32>, i32, vector<4xi32>), sym_name = "ins_vec"}> ({
  ^bb0(%arg3: vector<4xi32>, %arg4: vector<2x4xi32>):
    %17 = "arith.constant"() <{value = dense<0> : vector<1x4xi32>}> : () -> vector<1x4xi32>
    %18 = "vector.insert"(%arg3, %17) <{static_position = array<i64: 0>}> : (vector<4xi32>, vector<1x4xi32>) -> vector<1x4xi32>
    %19 = "vector.insert"(%arg3, %arg4) <{static_position = array<i64: 1>}> : (vector<4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
    %20 = "vector.extract"(%19) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi32>) -> i32
    %21 = "vector.extract"(%19) <{static_position = array<i64: 0>}> : (vector<2x4xi32>) -> vector<4xi32>
    "func.return"(%18, %20, %21) : (vector<1x4xi32>, i32, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x2xi32>, vector<2xi32>, i32) -> vector<2x2xi32>, sym_name = "ins_chain"}> ({
  ^bb0(%arg0: vector<2x2xi32>, %arg1: vector<2xi32>, %arg2: i32):
    %14 = "vector.insert"(%arg1, %arg0) <{static_position = array<i64: 0>}> : (vector<2xi32>, vector<2x2xi32>) -> vector<2x2xi32>
    %15 = "vector.insert"(%arg2, %14) <{static_position = array<i64: 1, 0>}> : (i32, vector<2x2xi32>) -> vector<2x2xi32>
    %16 = "vector.insert"(%arg2, %15) <{static_position = array<i64: 1, 1>}> : (i32, vector<2x2xi32>) -> vector<2x2xi32>
    "func.return"(%16) : (vector<2x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<2x2xf32>, vector<4xi32>, vector<4xi32>, i32), sym_name = "consts"}> ({
    %0 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : vector<2x2xi32>}> : () -> vector<2x2xi32>
    %1 = "arith.constant"() <{value = dense<[9, 8]> : vector<2xi32>}> : () -> vector<2xi32>
    %2 = "vector.insert"(%1, %0) <{static_position = array<i64: 1>}> : (vector<2xi32>, vector<2x2xi32>) -> vector<2x2xi32>
    %3 = "vector.shape_cast"(%2) : (vector<2x2xi32>) -> vector<4xi32>
    %4 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %5 = "vector.broadcast"(%4) : (f32) -> vector<2x2xf32>
    %6 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %8 = "vector.shuffle"(%7, %6) <{mask = array<i64: 0, 5, 2, 7>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %9 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %10 = "vector.shuffle"(%9, %6) <{mask = array<i64: 0, -1, 2, 7>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %11 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %12 = "vector.insert"(%11, %6) <{static_position = array<i64: 1>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %13 = "vector.extract"(%12) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    "func.return"(%3, %5, %8, %10, %13) : (vector<4xi32>, vector<2x2xf32>, vector<4xi32>, vector<4xi32>, i32) -> ()
  }) : () -> ()
}) : () -> ()

